import { stat } from 'node:fs/promises'
import path from 'node:path'

import { headersWithCors, type PayloadRequest, type UploadConfig } from 'payload'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/** The answer for a file that is not on the disk: the same shape as Payload's other REST refusals. */
export const MISSING_FILE_MESSAGE = 'The file was not found.'

/**
 * `GET /api/<collection>/file/<name>` for a file that is not in the collection's folder (never
 * uploaded, deleted by hand, a restore without its files) answers 404 instead of Payload's 500,
 * which also logged an error on every request and so let anyone fill the log. It runs as an
 * upload handler, after Payload's access check; for a file that is there it answers nothing
 * and Payload streams the file as before. The one log line is at debug level.
 */
export function missingFileAnswer(staticDir: string): FileHandler {
  const folder = path.resolve(staticDir)
  // Payload's type wants Promise<Response> or Promise<void>; a handler may answer or not, as its
  // own code reads it (`instanceof Response`), so the union is cast to the wider of the two.
  return (req, { params }) => answer(req, params) as Promise<Response>
  async function answer(req: PayloadRequest, params: Parameters<FileHandler>[1]['params']): Promise<Response | undefined> {
    // Payload also calls upload handlers to fetch a client-side upload; this handler only
    // answers downloads.
    if ('clientUploadContext' in params) return undefined
    const file = path.resolve(folder, params.filename)
    // A name outside the folder is refused by Payload itself (400).
    if (!file.startsWith(folder + path.sep)) return undefined
    try {
      await stat(file)
      return undefined
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && (error as NodeJS.ErrnoException).code !== 'ENOTDIR')
        return undefined
    }
    return missingFileResponse(req, `${params.collection}/${params.filename} is not on the disk`)
  }
}

/**
 * The 404 for a file that is not stored, on the disk or in the bucket (features/media/storage.ts):
 * never kept by a cache, since the file may be uploaded or restored at that name later, and
 * logged at debug level only, so requests for made-up names cannot fill the log.
 */
export function missingFileResponse(req: PayloadRequest, why: string): Response {
  req.payload.logger.debug(`[files] ${why}: answered 404`)
  const headers = headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req })
  return Response.json({ errors: [{ message: MISSING_FILE_MESSAGE }] }, { status: 404, headers })
}
