/**
 * Where the media library's and the documents' files live (`MEDIA_STORAGE`, pure; the storage
 * itself is features/media/storage.ts):
 *
 * - `local` (the default): in `DATA_DIR/media` and `DATA_DIR/documents`.
 * - `s3`: in the S3-compatible bucket of the `S3_*` settings (core/storage/s3.ts), the same bucket
 *   and credentials the form uploads use with `UPLOAD_STORAGE=s3`, each collection's files under
 *   its own key prefix (`media/…`, `documents/…`), so the two never mix with the form uploads,
 *   whose keys are bare random ids at the top of the bucket.
 *
 * A switch of its own rather than "S3 when S3_BUCKET is set": a site that already keeps its form
 * uploads in a bucket keeps its media where they are until someone moves them, and the two can be
 * moved one at a time.
 */
import { SettingsError } from '../env/settings'
import { parseS3Settings, type S3Settings } from '../storage/s3'

/** The upload collections whose files this setting places. */
export const FILE_COLLECTIONS = ['media', 'documents'] as const
export type FileCollection = (typeof FILE_COLLECTIONS)[number]

/** Each collection's key prefix in the bucket: `media/photo.jpg`, `documents/brochure.pdf`. */
export const BUCKET_PREFIX: Record<FileCollection, string> = { media: 'media', documents: 'documents' }

export type MediaStorage = { kind: 'local' } | ({ kind: 's3' } & S3Settings)

type Env = Record<string, string | undefined>

export function parseMediaStorage(env: Env): MediaStorage {
  const raw = env.MEDIA_STORAGE?.trim()
  const kind = (raw || 'local').toLowerCase()
  if (kind === 'local') return { kind: 'local' }
  if (kind !== 's3') throw new SettingsError(`MEDIA_STORAGE must be "local" or "s3" (got "${raw}")`)
  return { kind: 's3', ...parseS3Settings(env, 'MEDIA_STORAGE=s3') }
}

/** Where a backup or a person finds the files, in words: `the S3 bucket site-files (media/ and documents/)`. */
export function bucketPlace(storage: MediaStorage & { kind: 's3' }): string {
  const prefixes = FILE_COLLECTIONS.map((c) => `${BUCKET_PREFIX[c]}/`).join(' and ')
  return `the S3 bucket ${storage.bucket} (${prefixes})`
}
