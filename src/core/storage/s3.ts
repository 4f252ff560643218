/**
 * The S3-compatible bucket's connection settings, shared by the form uploads (`UPLOAD_STORAGE=s3`)
 * and the media library and documents (`MEDIA_STORAGE=s3`). One bucket, one set of credentials:
 * the two kinds of file live under different keys (core/media/storage.ts says which).
 *
 * - `S3_BUCKET`: the bucket's name alone (not an `s3://` address or a URL).
 * - `S3_REGION` (`us-east-1`): the bucket's region; S3-compatible stores usually take any.
 * - `S3_ENDPOINT` (AWS): the store's address for MinIO, Ceph, Garage and the like, such as
 *   `http://127.0.0.1:9000`; a store other than AWS is told apart by it.
 * - `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`: both, or neither to use the AWS SDK's own chain
 *   (environment, shared files, an instance or container role).
 * - `S3_FORCE_PATH_STYLE` (`false`): `http://host/bucket/key` instead of `http://bucket.host/key`;
 *   MinIO and most self-hosted stores need it.
 */
import { parseBoolean, SettingsError } from '../env/settings'

export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

type Env = Record<string, string | undefined>

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined

/**
 * Reads the bucket's settings for `needer` (the setting that chose S3, such as `MEDIA_STORAGE=s3`),
 * which is named in the message when one is missing or wrong.
 */
export function parseS3Settings(env: Env, needer: string): S3Settings {
  const bucket = value(env, 'S3_BUCKET')
  if (!bucket) throw new SettingsError(`${needer} needs S3_BUCKET, the name of the bucket`)
  // Bucket names have no slashes, colons or spaces on any S3-compatible store; an address here
  // (`s3://files`, `https://files.s3.amazonaws.com`) is the usual mistake.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/.test(bucket)) {
    throw new SettingsError(`S3_BUCKET must be the bucket's name alone, such as site-files (got "${bucket}")`)
  }
  const endpoint = value(env, 'S3_ENDPOINT')
  if (endpoint !== undefined) {
    let url: URL | undefined
    try {
      url = new URL(endpoint)
    } catch {
      url = undefined
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
      throw new SettingsError(
        `S3_ENDPOINT must be the store's address, such as https://s3.example.com or http://127.0.0.1:9000 (got "${endpoint}")`,
      )
    }
  }
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new SettingsError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials',
    )
  }
  return {
    bucket,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    ...(endpoint ? { endpoint: endpoint.replace(/\/+$/, '') } : {}),
    ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, false),
  }
}
