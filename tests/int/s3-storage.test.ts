/**
 * Files in an S3-compatible bucket, against a real S3 server (s3rver, tests/support/s3-server.ts):
 * the media library and documents with MEDIA_STORAGE=s3 (features/media/storage.ts), seeded,
 * uploaded through Payload with their image sizes, served through the site's file route as a
 * visitor gets them, deleted; a backup that says where they are; and the form uploads' S3 store
 * (features/uploads/storage.ts) reaching the same bucket. SQLite, since the storage does not
 * depend on the database.
 */
import { existsSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { tempDir } from '../support/databases'
import { startS3Server } from '../support/s3-server'

const s3 = await startS3Server()
// The site's file route over HTTP at SITE_URL, which Payload fetches an original from to make its
// sizes again (a new focal point, a duplicate). Files only: the rest of the site is not needed here.
const site = http.createServer((req, res) => {
  void (async () => {
    const answer = await get(req.url ?? '/', Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])))
    res.writeHead(answer.status, Object.fromEntries(answer.headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
  })().catch((err: unknown) => res.writeHead(500).end(String(err)))
})
await new Promise<void>((resolve) =>
  site.listen(process.env.S3_TEST_PORT ? Number(process.env.S3_TEST_PORT) + 1 : 0, '127.0.0.1', resolve),
)
const SITE = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
process.env.SITE_URL = SITE
process.env.DATA_DIR = tempDir('site-int-s3')
process.env.DATABASE_URL = ''
process.env.SMTP_URL = ''
process.env.ADMIN_EMAIL = 'admin@oproep.example'
process.env.ADMIN_PASSWORD = 'integration-password'
process.env.SEED = '1'
process.env.MEDIA_STORAGE = 's3'
process.env.UPLOAD_STORAGE = 's3'
Object.assign(process.env, s3.env)

const { S3 } = await import('@aws-sdk/client-s3')
const { handleEndpoints } = await import('payload')
const { PDFDocument } = await import('pdf-lib')
const { default: sharp } = await import('sharp')
const tar = await import('tar')
const { afterAll, beforeAll, describe, expect, it, vi } = await import('vitest')

const { MISSING_FILE_MESSAGE } = await import('../../src/collections/missing-file')
const { sitePath } = await import('../../src/components/url')
const { parseMediaStorage } = await import('../../src/core/media/storage')
const { probeMediaStorage } = await import('../../src/features/media/storage')
const { resetUploadStorage, uploadStorage } = await import('../../src/features/uploads/storage')
const { createBackup } = await import('../../src/server/backup')
const { s3ClientConfig } = await import('../../src/server/s3')
const { closePayload } = await import('../support/payload')
const { openSetUpPayload } = await import('../support/setup')

type Payload = Awaited<ReturnType<typeof openSetUpPayload>>

const storage = parseMediaStorage(process.env)
if (storage.kind !== 's3') throw new Error('the test expects MEDIA_STORAGE=s3')
const bucket = new S3(s3ClientConfig(storage))

async function keys(prefix: string): Promise<string[]> {
  const listed = await bucket.listObjectsV2({ Bucket: s3.bucket, Prefix: prefix })
  return (listed.Contents ?? []).map((o) => o.Key!).sort()
}

async function object(key: string): Promise<Buffer> {
  const got = await bucket.getObject({ Bucket: s3.bucket, Key: key })
  return Buffer.from(await got.Body!.transformToByteArray())
}

/** A file as a visitor's browser asks for it: Payload's REST route, as the site's route handler calls it. */
async function get(url: string, headers: Record<string, string> = {}) {
  const { default: config } = await import('../../src/payload.config')
  return handleEndpoints({ config, request: new Request(`${SITE}${url}`, { headers }) })
}

const fileNames = (doc: { filename?: string | null; sizes?: Record<string, { filename?: string | null } | undefined> | null }) =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)].filter((n): n is string => Boolean(n))

let payload: Payload

beforeAll(async () => {
  payload = await openSetUpPayload()
})

afterAll(async () => {
  await closePayload(payload)
  bucket.destroy()
  site.closeAllConnections()
  await new Promise((resolve) => site.close(resolve))
  await s3.stop()
})

describe('media and documents in an S3 bucket (MEDIA_STORAGE=s3)', () => {
  it('seeds the demo media and documents into the bucket, image sizes included, and nothing into the data folder', async () => {
    const media = await payload.find({ collection: 'media', limit: 0, pagination: false, overrideAccess: true })
    const documents = await payload.find({ collection: 'documents', limit: 0, pagination: false, overrideAccess: true })
    expect(media.docs.length).toBeGreaterThan(3)
    expect(documents.docs.length).toBeGreaterThan(0)
    const inBucket = new Set([...(await keys('media/')), ...(await keys('documents/'))])
    for (const doc of media.docs) for (const name of fileNames(doc)) expect(inBucket, name).toContain(`media/${name}`)
    for (const doc of documents.docs) expect(inBucket).toContain(`documents/${doc.filename}`)
    // An image has its six sizes in the bucket beside it.
    const image = media.docs.find((d) => d.mimeType === 'image/jpeg' || d.mimeType === 'image/png')!
    expect(fileNames(image)).toHaveLength(7)
    expect(existsSync(path.join(process.env.DATA_DIR!, 'media'))).toBe(false)
    expect(existsSync(path.join(process.env.DATA_DIR!, 'documents'))).toBe(false)
  })

  it('stores an uploaded image and its sizes in the bucket, serves them to visitors at the usual addresses, and deletes them with it', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a6f97' } })
      .composite([{ input: Buffer.from('<svg width="400" height="200"><circle cx="100" cy="100" r="80" fill="#fff"/></svg>') }])
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'A pager on a table' },
      file: { data: png, mimetype: 'image/png', name: 'pager-s3.png', size: png.length },
      overrideAccess: true,
    })
    const names = fileNames(image)
    expect(names).toHaveLength(7)
    expect(await keys(`media/pager-s3`)).toEqual(names.map((n) => `media/${n}`).sort())
    expect(await object(`media/${image.filename}`)).toEqual(png)

    // The addresses pages write are the site's own, as with files on the disk (no bucket host, no query).
    expect(sitePath(image.url)).toBe(`/api/media/file/${encodeURIComponent(image.filename!)}`)
    expect(sitePath(image.sizes!.w480!.url)).toBe(`/api/media/file/${encodeURIComponent(image.sizes!.w480!.filename!)}`)
    expect(sitePath(image.sizes!.w960avif!.url)).toBe(`/api/media/file/${encodeURIComponent(image.sizes!.w960avif!.filename!)}`)

    // A visitor (no session) gets the file through the site, with the collection's headers.
    const errors = vi.spyOn(payload.logger, 'error')
    const res = await get(sitePath(image.url)!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png)
    const etag = res.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await get(sitePath(image.url)!, { 'if-none-match': etag! })).status).toBe(304)

    const small = await get(sitePath(image.sizes!.w480!.url)!)
    expect(small.status).toBe(200)
    expect(small.headers.get('content-type')).toBe('image/webp')
    const served = Buffer.from(await small.arrayBuffer())
    expect(served).toEqual(await object(`media/${image.sizes!.w480!.filename}`))
    expect((await sharp(served).metadata()).width).toBe(480)
    const avif = await get(sitePath(image.sizes!.w1600avif!.url)!)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    await avif.arrayBuffer()
    expect(errors).not.toHaveBeenCalled()

    await payload.delete({ collection: 'media', id: image.id, overrideAccess: true })
    expect(await keys('media/pager-s3')).toEqual([])
    const gone = await get(sitePath(image.url)!)
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ errors: [{ message: MISSING_FILE_MESSAGE }] })
  })

  it('makes an image’s sizes again from the bucket for a new focal point, and for a duplicate', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#f4a261' } })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'A coaster pager' },
      file: { data: png, mimetype: 'image/png', name: 'refocus-s3.png', size: png.length },
      overrideAccess: true,
    })
    const before = await object(`media/${image.sizes!.w480!.filename}`)
    // Payload fetches the original from the site's address (SITE_URL, here 127.0.0.1: its guard
    // against private addresses lets the site's own file route through) and stores new sizes.
    const moved = await payload.update({
      collection: 'media',
      id: image.id,
      data: { focalX: 10, focalY: 90 },
      overrideAccess: true,
    })
    expect(moved.focalX).toBe(10)
    expect(moved.sizes!.w480!.filename).toBe(image.sizes!.w480!.filename)
    expect(await keys('media/refocus-s3')).toEqual(
      fileNames(moved)
        .map((n) => `media/${n}`)
        .sort(),
    )
    expect((await sharp(await object(`media/${moved.sizes!.w480!.filename}`)).metadata()).width).toBe(480)
    expect(before.length).toBeGreaterThan(0)

    const copy = await payload.duplicate({ collection: 'media', id: image.id, overrideAccess: true })
    expect(copy.filename).not.toBe(image.filename)
    expect(await object(`media/${copy.filename}`)).toEqual(png)
    for (const name of fileNames(copy)) expect(await keys(`media/${name}`), name).toEqual([`media/${name}`])

    await payload.delete({ collection: 'media', id: copy.id, overrideAccess: true })
    await payload.delete({ collection: 'media', id: image.id, overrideAccess: true })
    expect(await keys('media/refocus-s3')).toEqual([])
  })

  it('stores a document in the bucket and serves it as a download', async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage().drawText('Price list, S3 edition')
    const bytes = Buffer.from(await pdf.save())
    const doc = await payload.create({
      collection: 'documents',
      data: { title: 'Price list' },
      file: { data: bytes, mimetype: 'application/pdf', name: 'price-list-s3.pdf', size: bytes.length },
      overrideAccess: true,
    })
    expect(await keys('documents/price-list-s3')).toEqual([`documents/${doc.filename}`])
    expect(sitePath(doc.url)).toBe(`/api/documents/file/${encodeURIComponent(doc.filename!)}`)

    const res = await get(sitePath(doc.url)!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('attachment')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes)
    // Visitors still read no document records over REST, only their files (access/roles.ts).
    expect((await get(`/api/documents/${doc.id}`)).status).toBe(403)

    await payload.delete({ collection: 'documents', id: doc.id, overrideAccess: true })
    expect(await keys('documents/price-list-s3')).toEqual([])
  })

  it('answers 404 without an error in the log for a file the bucket does not have', async () => {
    const { docs } = await payload.find({ collection: 'documents', limit: 1, overrideAccess: true })
    const filename = docs[0]!.filename!
    const kept = await object(`documents/${filename}`)
    await bucket.deleteObject({ Bucket: s3.bucket, Key: `documents/${filename}` })
    try {
      const errors = vi.spyOn(payload.logger, 'error')
      for (const url of [
        `/api/documents/file/${encodeURIComponent(filename)}`,
        '/api/documents/file/never-uploaded.pdf',
        '/api/media/file/never-uploaded.png',
      ]) {
        const res = await get(url)
        expect(res.status, url).toBe(404)
        expect(res.headers.get('cache-control'), url).toBe('no-store')
        expect(await res.json(), url).toEqual({ errors: [{ message: MISSING_FILE_MESSAGE }] })
      }
      expect(errors).not.toHaveBeenCalled()
    } finally {
      await bucket.putObject({ Bucket: s3.bucket, Key: `documents/${filename}`, Body: kept, ContentType: 'application/pdf' })
    }
    expect((await get(`/api/documents/file/${encodeURIComponent(filename)}`)).status).toBe(200)
  })

  it('reports the bucket as ready (/readyz)', async () => {
    await expect(probeMediaStorage()).resolves.toBeUndefined()
  })

  it('makes a backup that says the files are in the bucket, and holds none of them', async () => {
    const file = path.join(tempDir('site-int-s3-backup'), 'site.tar.gz')
    const manifest = await createBackup(file, process.env)
    expect(manifest.mediaElsewhere).toBe(`the S3 bucket ${s3.bucket} (media/ and documents/)`)
    expect(manifest.formUploadsElsewhere).toBe(`the S3 bucket ${s3.bucket}`)
    expect(manifest.files).toEqual({ media: 0, documents: 0, formUploads: 0 })
    const entries: string[] = []
    await tar.list({ file, onReadEntry: (entry) => entries.push(entry.path) })
    expect(entries).toContain('database/site.db')
    expect(entries.filter((e) => e.startsWith('files/'))).toEqual([])
  })
})

describe('form uploads in the same bucket (UPLOAD_STORAGE=s3)', () => {
  // Only the readiness probe: s3rver has no ListParts (GET ?uploadId=) or AbortMultipartUpload,
  // which @tus/s3-store calls on every chunk, so an upload itself cannot be stored here.
  it('reaches the bucket with the same settings (/readyz)', async () => {
    resetUploadStorage()
    await expect(uploadStorage().probe()).resolves.toBeUndefined()
  })
})
