/**
 * The resumable upload endpoint: tus 1.0 (`@tus/server`) at `/next/uploads`. POST creates an
 * upload (`Upload-Length` and metadata `form_id`, `field_id`, `gform_unique_id`, `filename`),
 * HEAD reads its offset, PATCH sends the next chunk from that offset, DELETE cancels it.
 * Every limit of the field is enforced before a byte is stored: the form and field must
 * exist, the extension must be allowed (never a program or a script), `Upload-Length` must
 * be within the field's size and the field must have room for another file; the first
 * chunk's bytes must fit the extension (CheckedStore); every body is cut at the declared
 * length. Posts from other origins are refused and each address is rate-limited, as for
 * the forms' own posts. What is parked before any form is sent is bounded (./limits.ts): the
 * bytes one address may start per hour, a field's files per sender (not per unique id, which
 * the client picks), the unclaimed bytes of everyone together, and a reserve of free disk;
 * files no submission or saved draft claimed are swept after `UPLOAD_UNCLAIMED_MINUTES`
 * (./records.ts). Answers follow GF's upload response: `{ status: 'ok', data:
 * { uploaded_filename } }` or `{ status: 'error', error: { code, message } }`.
 */
import path from 'node:path'

import { Server } from '@tus/server'
import type { Upload } from '@tus/utils'
import type { Payload } from 'payload'

import type { FileUploadField } from '../../core/forms/types'
import { requestAddress } from '../../core/http/client-ip'
import { isSameOriginPost, normaliseOrigin } from '../../core/http/origin'
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../core/http/unavailable'
import type { RateLimiter } from '../../core/http/rate-limit'
import { rateLimiter } from '../../server/rate-limiters'
import {
  MIB,
  UPLOAD_MESSAGES,
  allowedExtensions,
  extensionOf,
  isAllowedFile,
  isUniqueId,
  maxFileBytes,
  maxFileCount,
} from '../../core/uploads/rules'
import { diskHasRoom, minutesToWait, UPLOAD_LIMIT_MESSAGES, unclaimedHasRoom, wholeMb } from '../../core/uploads/budget'
import { cleanFileName } from '../../core/uploads/state'
import { networkKey } from '../../core/http/network'
import { settings as runtimeSettings } from '../../server/settings'
import { loadForm } from '../forms/process'
import {
  addressBytesLimiter,
  leastFreeBytes,
  ownerOf,
  senderFieldUploads,
  SUBMISSIONS_PER_SENDER,
  unclaimedBytes,
  type UploadLimits,
} from './limits'
import { UPLOAD_PATH } from './path'
import { countFieldUploads, extendUnclaimed, findRecord, purgeAbandonedUploads } from './records'
import { UploadRefusal, uploadSettings, uploadStorage } from './storage'
import { countUpload } from '../../server/metrics'

export { UPLOAD_PATH }

export type UploadDeps = {
  payload: () => Promise<Payload>
  siteUrl: string
  now?: () => number
  /** New uploads per address. */
  createLimiter?: RateLimiter
  /** Requests of any kind (chunks, offsets) per address. */
  requestLimiter?: RateLimiter
  /** Bytes of new uploads per address (IPv6: /64) per hour. */
  bytesLimiter?: RateLimiter
  /** In place of the settings' budgets, reserve and lifetime. */
  limits?: Partial<UploadLimits>
  /** In place of the upload and data folders, the folders whose disks keep the reserve. */
  diskDirs?: readonly string[]
}

/** 60 new files a minute per address; chunks of a 1 GB file at 5 MiB are about 200 requests. */
export const createLimiter = rateLimiter('upload-create', { capacity: 60, refillPerMinute: 60 })
export const requestLimiter = rateLimiter('upload-request', { capacity: 1200, refillPerMinute: 1200 })

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra },
  })

const refuse = (status: number, code: string, message: string) => new UploadRefusal(status, code, message)

async function uploadField(payload: Payload, metadata: Upload['metadata']): Promise<{ formId: number; field: FileUploadField }> {
  const formId = Number(metadata?.form_id ?? NaN)
  const fieldId = Number(metadata?.field_id ?? NaN)
  if (!Number.isSafeInteger(formId) || !Number.isSafeInteger(fieldId))
    throw refuse(400, 'metadata', 'The upload does not say which form it is for.')
  const form = await loadForm(payload, formId)
  const field = form?.fields.find((f) => f.id === fieldId)
  if (!form || !field || field.type !== 'fileupload' || field.visibility === 'administrative') {
    throw refuse(404, 'field', 'This form does not take files here.')
  }
  return { formId, field }
}

let server: Server | undefined
/** The dependencies of the request being handled (one tus server per process reads them). */
let current: UploadDeps | undefined
/** Each request's own dependencies: the tus hooks get the request handleUpload was given. */
const requestDeps = new WeakMap<Request, UploadDeps>()
/** Headers a refusal adds to its answer (tus's error mapping carries only status and body). */
const answerHeaders = new WeakMap<Request, Record<string, string>>()

function limitsOf(deps: UploadDeps | undefined): UploadLimits {
  const s = uploadSettings()
  return {
    addressBytesPerHour: s.addressBytesPerHour,
    unclaimedMaxBytes: s.unclaimedMaxBytes,
    diskReserveBytes: s.diskReserveBytes,
    unclaimedLifetimeMs: s.unclaimedLifetimeMs,
    ...deps?.limits,
  }
}

/** The folders whose disks must keep the reserve: the upload folder (local storage) and the data folder. */
function diskDirs(deps: UploadDeps | undefined): string[] {
  if (deps?.diskDirs) return [...deps.diskDirs]
  const s = uploadSettings()
  const dataDir = runtimeSettings().dataDir
  return s.storage.kind === 'local' ? [s.storage.dir ?? path.join(dataDir, 'form-uploads'), dataDir] : [dataDir]
}

const serverFull = () => refuse(507, 'full', UPLOAD_LIMIT_MESSAGES.serverFull)

/** Refuses when the disks uploads and the database write to would fall under the reserve. */
async function checkDisk(deps: UploadDeps | undefined, incoming: number): Promise<void> {
  const { diskReserveBytes } = limitsOf(deps)
  if (diskHasRoom(await leastFreeBytes(diskDirs(deps)), diskReserveBytes, incoming)) return
  console.error('[uploads] refused: free disk space is under the reserve (UPLOAD_DISK_RESERVE_MB)')
  throw serverFull()
}

function tusServer(): Server {
  if (server) return server
  const settings = uploadSettings()
  const deps: UploadDeps = {
    payload: () => current!.payload(),
    siteUrl: '',
    now: () => (current?.now ?? Date.now)(),
  }
  server = new Server({
    path: UPLOAD_PATH,
    datastore: uploadStorage().datastore,
    relativeLocation: true,
    respectForwardedHeaders: false,
    maxSize: settings.maxFileMb * MIB,
    async onUploadCreate(req, upload) {
      const own = requestDeps.get(req)
      const payload = await deps.payload()
      if (upload.size === undefined) throw refuse(400, 'length', 'The size of the file must be given.')
      const name = cleanFileName(upload.metadata?.filename ?? '')
      const uniqueId = upload.metadata?.gform_unique_id ?? ''
      if (!name) throw refuse(400, 'metadata', 'The upload does not give a file name.')
      if (!isUniqueId(uniqueId)) throw refuse(400, 'metadata', 'The upload does not carry a valid gform_unique_id.')
      const { formId, field } = await uploadField(payload, upload.metadata)
      const allowed = allowedExtensions(field.allowedExtensions)
      if (!isAllowedFile(name, allowed)) throw refuse(415, 'type', UPLOAD_MESSAGES.invalidExtension)
      if (upload.size > maxFileBytes(field.maxFileSize, settings.maxFileMb))
        throw refuse(413, 'size', UPLOAD_MESSAGES.fileExceedsLimit)
      if (upload.size === 0) throw refuse(400, 'empty', 'The file is empty.')
      const limits = limitsOf(own)
      if (upload.size > limits.addressBytesPerHour)
        throw refuse(413, 'size', UPLOAD_LIMIT_MESSAGES.largerThanBudget(wholeMb(limits.addressBytesPerHour)))
      const now = (deps.now ?? Date.now)()
      const ip = clientIp(req)
      const owner = ownerOf(ip)
      const max = maxFileCount(field)
      // The field's count for this submission (its unique id), and for the sender whatever unique
      // ids it makes up: the second is what holds against a script.
      if (
        (await countFieldUploads(payload, formId, field.id, uniqueId)) >= max ||
        (await senderFieldUploads(payload, formId, field.id, owner, now, limits)) >= max * SUBMISSIONS_PER_SENDER
      ) {
        throw refuse(409, 'count', UPLOAD_MESSAGES.maxReached)
      }
      await checkDisk(own, upload.size)
      if (!unclaimedHasRoom(await unclaimedBytes(payload, now, limits), limits.unclaimedMaxBytes, upload.size)) {
        console.error('[uploads] refused: unclaimed uploads are at their ceiling (UPLOAD_UNCLAIMED_MAX_MB)')
        throw serverFull()
      }
      // Last, so a file refused for any other reason costs the address nothing.
      const budget = await (own?.bytesLimiter ?? addressBytesLimiter(limits.addressBytesPerHour)).take(
        networkKey(ip),
        now,
        upload.size,
      )
      if (!budget.allowed) {
        throw new UploadRefusal(429, '429', UPLOAD_LIMIT_MESSAGES.addressBudget(minutesToWait(budget.retryAfterSeconds)), {
          'Retry-After': String(budget.retryAfterSeconds),
        })
      }
      await payload.create({
        collection: 'form-uploads',
        data: {
          uploadId: upload.id,
          name,
          size: upload.size,
          contentType: upload.metadata?.filetype?.slice(0, 200) ?? '',
          form: formId,
          fieldId: field.id,
          uniqueId,
          owner,
          status: 'uploading',
          keepUntil: new Date(now + limits.unclaimedLifetimeMs).toISOString(),
        },
        overrideAccess: true,
      })
      void purgeAbandonedUploads(payload, now).catch((err: unknown) => console.error('[uploads] purge failed', err))
      return { metadata: { ...upload.metadata, filename: name, ext: extensionOf(name) } }
    },
    async onUploadFinish(req, upload) {
      const payload = await deps.payload()
      const record = await findRecord(payload, upload.id)
      if (!record) throw refuse(404, 'missing', 'This upload is not known.')
      // A finished file waits for its submission (or a saved draft) for the unclaimed lifetime.
      const keepUntil = new Date((deps.now ?? Date.now)() + limitsOf(requestDeps.get(req)).unclaimedLifetimeMs).toISOString()
      await payload.update({
        collection: 'form-uploads',
        id: record.id,
        data: { status: 'complete', keepUntil },
        overrideAccess: true,
      })
      countUpload(upload.size ?? record.size ?? 0)
      return {
        status_code: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ status: 'ok', data: { uploaded_filename: record.name, id: upload.id, size: record.size } }),
      }
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'PATCH') {
        const own = requestDeps.get(req)
        // Chunks need the disk too: a reserve reached while a large file is on its way stops it.
        await checkDisk(own, Number(req.headers.get('content-length') ?? 0) || 0)
        // A partial upload still being sent is not abandoned: its lifetime runs from its last chunk.
        await extendUnclaimed(await deps.payload(), id, (deps.now ?? Date.now)(), limitsOf(own).unclaimedLifetimeMs)
        return
      }
      if (req.method !== 'DELETE') return
      const record = await findRecord(await deps.payload(), id)
      // A file that belongs to an entry stays; only staff delete it (with the entry's files).
      if (record?.status === 'attached') throw refuse(403, 'attached', 'This file belongs to a submitted entry.')
    },
    async onResponseError(req, err) {
      if (err instanceof UploadRefusal) {
        // Refused for its contents: nothing was stored, and the record must not count against the field.
        if (err.code === 'content' || err.code === 'executable') await forgetUpload(await deps.payload(), req.url)
        if (err.headers) answerHeaders.set(req, err.headers)
        return { status_code: err.status_code, body: err.body }
      }
      if (isDatabaseUnavailable(err)) {
        console.error('[uploads] the database is unavailable:', (err as Error).message)
        answerHeaders.set(req, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) })
        return {
          status_code: 503,
          headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
          body: JSON.stringify({ status: 'error', error: { code: 'unavailable', message: UNAVAILABLE_MESSAGE } }),
        }
      }
      const status = 'status_code' in err && typeof err.status_code === 'number' ? err.status_code : 500
      if (status >= 500) {
        console.error('[uploads] the upload could not be stored', err)
        return {
          status_code: 500,
          body: JSON.stringify({ status: 'error', error: { code: 'storage', message: UPLOAD_MESSAGES.saveFailed } }),
        }
      }
      const message = ('body' in err && typeof err.body === 'string' ? err.body : ((err as Error).message ?? '')).trim()
      return { status_code: status, body: JSON.stringify({ status: 'error', error: { code: String(status), message } }) }
    },
  })
  // The record goes with a cancelled upload.
  server.on('POST_TERMINATE', (_req: unknown, _res: unknown, id: string) => {
    void (async () => {
      const payload = await deps.payload()
      const record = await findRecord(payload, id)
      if (record && record.status !== 'attached') {
        await payload.delete({ collection: 'form-uploads', id: record.id, overrideAccess: true })
      }
    })().catch((err: unknown) => console.error('[uploads] a cancelled upload could not be forgotten', err))
  })
  return server
}

async function forgetUpload(payload: Payload, url: string): Promise<void> {
  const id = /\/([0-9a-f]{32})(?:[?#]|$)/.exec(url)?.[1]
  const record = id ? await findRecord(payload, id) : null
  if (record && record.status !== 'attached') {
    await payload.delete({ collection: 'form-uploads', id: record.id, overrideAccess: true }).catch(() => undefined)
  }
}

/** The visitor's address, as the serving layer worked it out (core/http/client-ip.ts). */
const clientIp = (request: Request): string => requestAddress(request.headers)

/** Every request to `/next/uploads[/<id>]`. */
export async function handleUpload(request: Request, deps: UploadDeps): Promise<Response> {
  const method = request.method.toUpperCase()
  if (method !== 'OPTIONS' && method !== 'HEAD') {
    const own = normaliseOrigin(request.url)
    const ok = isSameOriginPost({ origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') }, [
      deps.siteUrl,
      ...(own ? [own] : []),
    ])
    if (!ok)
      return json(403, { status: 'error', error: { code: 'origin', message: 'Uploads are only taken from this website.' } })
  }
  const now = (deps.now ?? Date.now)()
  const ip = clientIp(request)
  const limits = [deps.requestLimiter ?? requestLimiter, ...(method === 'POST' ? [deps.createLimiter ?? createLimiter] : [])]
  for (const limiter of limits) {
    const decision = await limiter.take(networkKey(ip), now)
    if (!decision.allowed) {
      return json(
        429,
        {
          status: 'error',
          error: { code: '429', message: `Too many uploads. Please wait ${decision.retryAfterSeconds} seconds.` },
        },
        { 'retry-after': String(decision.retryAfterSeconds) },
      )
    }
  }
  // Files are read only by staff, through the download endpoint; the tus GET is never offered.
  if (method === 'GET') return json(405, { status: 'error', error: { code: '405', message: 'Method not allowed.' } })
  current = deps
  requestDeps.set(request, deps)
  const response = await tusServer().handleWeb(request)
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'no-store')
  for (const [name, value] of Object.entries(answerHeaders.get(request) ?? {})) headers.set(name, value)
  return new Response(response.body, { status: response.status, headers })
}

/** For tests: a new tus server on the next request (new storage settings). */
export function resetUploadServer(): void {
  server = undefined
}
