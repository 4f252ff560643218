import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import { DataStore, type Upload } from '@tus/utils'

import { extensionOf } from '../../core/uploads/rules'
import { SNIFF_BYTES, sniff } from '../../core/uploads/magic'
import { parseUploadSettings, type UploadSettings } from '../../core/uploads/settings'
import { s3ClientConfig } from '../../server/s3'
import { settings } from '../../server/settings'

/** Partial uploads older than this are removed (and cannot be resumed). */
export const PARTIAL_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000

/**
 * Where uploaded files live. One interface, two implementations: the local disk (under
 * `DATA_DIR/form-uploads`, outside anything the site serves) and an S3-compatible bucket
 * for several app instances. Files are named by the upload's random id, never by the name
 * the visitor gave.
 */
export interface UploadStorage {
  /** The tus data store that receives uploads (wrapped with the content check). */
  readonly datastore: DataStore
  /** A finished upload's bytes. */
  read(id: string): Promise<Readable>
  remove(id: string): Promise<void>
  /** Removes partial uploads past their lifetime; the number removed. */
  removeExpired(): Promise<number>
  /** Fails unless a file could be stored now (the readiness check, features/ops/checks.ts). */
  probe(): Promise<void>
}

/** A refusal the upload endpoint answers with (status, GF-style code and message). */
export class UploadRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly code: string,
    message: string,
    /** Headers of the answer (Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
  get body(): string {
    return JSON.stringify({ status: 'error', error: { code: this.code, message: this.message } })
  }
}

/**
 * The data store with the content check in front. The first bytes of an upload are held
 * back until there are enough to know what the file is (`SNIFF_BYTES`, or the whole file
 * when smaller); only a file whose start fits its extension and is no program or script is
 * written, so a refused file never touches storage. Size limits are the tus server's:
 * `Upload-Length` at creation and a limit on every request body while it streams.
 */
export class CheckedStore extends DataStore {
  constructor(
    readonly inner: DataStore & { read(id: string): Readable | Promise<Readable> },
    private readonly onRefused: (id: string) => Promise<void> = async () => undefined,
  ) {
    super()
    this.extensions = inner.extensions.filter((e) => e !== 'creation-defer-length' && e !== 'concatenation')
  }

  create(file: Upload) {
    return this.inner.create(file)
  }
  remove(id: string) {
    return this.inner.remove(id)
  }
  getUpload(id: string) {
    return this.inner.getUpload(id)
  }
  declareUploadLength(id: string, length: number) {
    return this.inner.declareUploadLength(id, length)
  }
  deleteExpired() {
    return this.inner.deleteExpired()
  }
  getExpiration() {
    return this.inner.getExpiration()
  }

  async write(stream: Readable, id: string, offset: number): Promise<number> {
    if (offset > 0) return this.inner.write(stream, id, offset)
    const upload = await this.inner.getUpload(id)
    const want = Math.min(SNIFF_BYTES, upload.size ?? SNIFF_BYTES)
    const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>
    const head: Buffer[] = []
    let length = 0
    let ended = false
    while (length < want) {
      const next = await iterator.next()
      if (next.done) {
        ended = true
        break
      }
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value)
      head.push(chunk)
      length += chunk.length
    }
    // The request ended before the check could be made: store nothing, the client starts again at 0.
    if (length < want) return 0
    const start = Buffer.concat(head)
    const result = sniff(extensionOf(upload.metadata?.filename ?? ''), start.subarray(0, want))
    if (!result.ok) {
      // The request body is left for the tus pipeline to close when this refusal reaches it:
      // closing it here first made the pipeline see an aborted source before the refusal and
      // answer "Request aborted" instead of why the file was refused.
      await this.onRefused(id)
      throw result.reason === 'executable'
        ? new UploadRefusal(415, 'executable', 'Programs and scripts cannot be uploaded.')
        : new UploadRefusal(415, 'content', 'The contents of the file do not match its type.')
    }
    const rest = async function* () {
      yield start
      if (ended) return
      for (;;) {
        const next = await iterator.next()
        if (next.done) return
        yield next.value
      }
    }
    return this.inner.write(Readable.from(rest()), id, 0)
  }
}

function localStorage(directory: string): UploadStorage {
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: PARTIAL_UPLOAD_LIFETIME_MS })
  const checked = new CheckedStore(store, (id) => store.remove(id).catch(() => undefined))
  return {
    datastore: checked,
    read: async (id) => store.read(id),
    remove: (id) => store.remove(id),
    removeExpired: () => store.deleteExpired(),
    // A real write: a full disk or a folder this process may not write to fails it.
    async probe() {
      await mkdir(directory, { recursive: true })
      const file = path.join(directory, `.probe-${process.pid}`)
      await writeFile(file, 'ready')
      await unlink(file)
    },
  }
}

function s3Storage(config: Extract<UploadSettings['storage'], { kind: 's3' }>, partSize: number): UploadStorage {
  const store = new S3Store({
    partSize,
    expirationPeriodInMilliseconds: PARTIAL_UPLOAD_LIFETIME_MS,
    s3ClientConfig: { bucket: config.bucket, ...s3ClientConfig(config) },
  })
  const checked = new CheckedStore(store, (id) => store.remove(id).catch(() => undefined))
  return {
    datastore: checked,
    read: (id) => store.read(id),
    remove: (id) => store.remove(id),
    removeExpired: () => store.deleteExpired(),
    // The bucket answers and these credentials may use it (the store's own client and bucket).
    async probe() {
      const own = store as unknown as { client: { headBucket(input: { Bucket: string }): Promise<unknown> } }
      await own.client.headBucket({ Bucket: config.bucket })
    },
  }
}

let cached: { storage: UploadStorage; settings: UploadSettings } | undefined

export function uploadSettings(): UploadSettings {
  return (cached ??= create()).settings
}

/** This process's upload storage, as the settings choose. */
export function uploadStorage(): UploadStorage {
  return (cached ??= create()).storage
}

function create() {
  const parsed = parseUploadSettings(process.env)
  const storage =
    parsed.storage.kind === 's3'
      ? s3Storage(parsed.storage, parsed.chunkSize)
      : localStorage(parsed.storage.dir ?? path.join(settings().dataDir, 'form-uploads'))
  return { storage, settings: parsed }
}

/** For tests: forget the storage so the next call reads the environment again. */
export function resetUploadStorage(): void {
  cached = undefined
}
