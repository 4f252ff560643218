/**
 * Media and document files over Payload's REST API (`GET /api/<collection>/file/<name>`), as
 * the route handler calls it: a file missing from the disk is a 404 and no error in the log.
 * Part of the integration suite, so it runs on SQLite and on PostgreSQL.
 */
import { readFile, rename } from 'node:fs/promises'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { MISSING_FILE_MESSAGE } from '../../src/collections/missing-file'
import { settings } from '../../src/server/settings'

const SITE = 'http://localhost:3000'

export function mediaFilesTests(label: string, getPayload: () => Payload): void {
  const get = async (url: string) => {
    const { default: config } = await import('../../src/payload.config')
    return handleEndpoints({ config, request: new Request(`${SITE}${url}`) })
  }
  const restores: (() => Promise<void>)[] = []
  afterEach(async () => {
    vi.restoreAllMocks()
    for (const restore of restores.splice(0)) await restore()
  })

  /** Moves a stored file aside (as a lost or half-restored disk would) until the test ends. */
  async function hide(dir: string, filename: string) {
    const file = path.join(dir, filename)
    await rename(file, `${file}.aside`)
    restores.push(() => rename(`${file}.aside`, file))
  }

  describe(`${label}: media and document files`, () => {
    for (const [collection, dir] of [
      ['media', () => settings().mediaDir],
      ['documents', () => settings().documentsDir],
    ] as const) {
      it(`answers 404 without an error in the log for a ${collection} file that is not on the disk`, async () => {
        const payload = getPayload()
        const { docs } = await payload.find({ collection, limit: 1, overrideAccess: true, where: { filename: { exists: true } } })
        const filename = docs[0]!.filename!
        expect((await get(`/api/${collection}/file/${encodeURIComponent(filename)}`)).status).toBe(200)

        const errors = vi.spyOn(payload.logger, 'error')
        const warnings = vi.spyOn(payload.logger, 'warn')
        await hide(dir(), filename)
        for (const name of [filename, 'never-uploaded.pdf', 'nested/never-uploaded.png']) {
          const res = await get(`/api/${collection}/file/${encodeURIComponent(name)}`)
          expect(res.status, name).toBe(404)
          expect(res.headers.get('cache-control'), name).toBe('no-store')
          expect(await res.json(), name).toEqual({ errors: [{ message: MISSING_FILE_MESSAGE }] })
        }
        expect(errors).not.toHaveBeenCalled()
        expect(warnings).not.toHaveBeenCalled()
      })
    }

    it('takes a video for the Video block, judged by its contents, and still measures a picture sent as a video', async () => {
      const payload = getPayload()
      const film = await readFile(path.join(process.cwd(), 'src/seed/assets/company-film.mp4'))
      const video = await payload.create({
        collection: 'media',
        data: { alt: 'A test film' },
        file: { data: film, mimetype: 'video/mp4', name: 'test-film.mp4', size: film.length },
        overrideAccess: true,
      })
      expect(video.mimeType).toBe('video/mp4')
      // A video has no image sizes: nothing was decoded.
      expect(Object.values(video.sizes ?? {}).every((size) => !size?.url)).toBe(true)
      const res = await get(`/api/media/file/${encodeURIComponent(video.filename!)}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('video/mp4')

      // A picture too large to decode, claimed to be a video, is measured and refused like any picture.
      const bomb = await sharp({
        create: { width: 20_000, height: 20_000, channels: 3, background: '#000' },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9 })
        .toBuffer()
      await expect(
        payload.create({
          collection: 'media',
          data: { alt: 'Not a film' },
          file: { data: bomb, mimetype: 'video/mp4', name: 'not-a-film.mp4', size: bomb.length },
          overrideAccess: true,
        }),
      ).rejects.toThrow(/This image is too large/)
      await payload.delete({ collection: 'media', id: video.id, overrideAccess: true })
    })

    it('still refuses a name that leaves the folder', async () => {
      const res = await get(`/api/media/file/${encodeURIComponent('../secret')}`)
      expect([400, 403]).toContain(res.status)
    })
  })
}
