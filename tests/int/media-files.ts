/**
 * Media and document files over Payload's REST API (`GET /api/<collection>/file/<name>`), as
 * the route handler calls it: a file missing from the disk is a 404 and no error in the log.
 * Part of the integration suite, so it runs on SQLite and on PostgreSQL.
 */
import { rename } from 'node:fs/promises'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
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

    it('still refuses a name that leaves the folder', async () => {
      const res = await get(`/api/media/file/${encodeURIComponent('../secret')}`)
      expect([400, 403]).toContain(res.status)
    })
  })
}
