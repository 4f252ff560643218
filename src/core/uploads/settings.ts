/**
 * Upload and draft settings from the environment (all optional; README lists them):
 *
 * - `UPLOAD_CHUNK_SIZE_MB` (5): the size of each upload request; under any proxy's body
 *   limit (Cloudflare: 100 MB) and at least S3's 5 MiB part minimum.
 * - `UPLOAD_MAX_FILE_MB` (1024): the ceiling for any one file, whatever a field allows.
 * - `UPLOAD_STORAGE` (`local`): `local` keeps files under `UPLOAD_DIR` (default
 *   `DATA_DIR/form-uploads`; a folder every instance mounts, such as NFS, lets several
 *   instances share it, tus's metadata files included); `s3` in an
 *   S3-compatible bucket (the `S3_*` settings, core/storage/s3.ts), so several instances share
 *   them. Their keys are the uploads' random ids at the top of the bucket.
 * - `FORM_DRAFT_DAYS` (30): how long a saved form (save and continue) can be resumed.
 * - `UPLOAD_ADDRESS_MB_PER_HOUR` (200): the bytes of new uploads one address (an IPv6
 *   address's /64 network) may start in an hour, whatever becomes of them.
 * - `UPLOAD_UNCLAIMED_MAX_MB` (10240): the bytes of all uploads that no submission or saved
 *   draft has claimed yet, from every address together; past it new uploads wait.
 * - `UPLOAD_DISK_RESERVE_MB` (2048): the free space kept on the disks of the upload folder and
 *   the data folder (the SQLite database): an upload that would leave less is refused.
 * - `UPLOAD_UNCLAIMED_MINUTES` (60): how long a file that no submission or saved draft claimed
 *   is kept after its last chunk arrived.
 */
import { SettingsError } from '../env/settings'
import { parseS3Settings, type S3Settings } from '../storage/s3'

export type UploadSettings = {
  chunkSize: number
  maxFileMb: number
  storage: { kind: 'local'; dir?: string } | ({ kind: 's3' } & S3Settings)
  draftDays: number
  /** Bytes one address (or /64) may start uploading per hour. */
  addressBytesPerHour: number
  /** Bytes of unclaimed uploads (all addresses) kept at most. */
  unclaimedMaxBytes: number
  /** Free bytes kept on the upload and data folders' disks. */
  diskReserveBytes: number
  /** How long an unclaimed file is kept after its last chunk (ms). */
  unclaimedLifetimeMs: number
}

export const UPLOAD_DEFAULTS = {
  chunkSizeMb: 5,
  maxFileMb: 1024,
  draftDays: 30,
  addressMbPerHour: 200,
  unclaimedMaxMb: 10240,
  diskReserveMb: 2048,
  unclaimedMinutes: 60,
}

type Env = Record<string, string | undefined>

const MIB = 1024 * 1024

function number(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n < min || n > max)
    throw new SettingsError(`${name} must be a number from ${min} to ${max}, not "${raw}"`)
  return n
}

export function parseUploadSettings(env: Env): UploadSettings {
  const chunkMb = number(env, 'UPLOAD_CHUNK_SIZE_MB', UPLOAD_DEFAULTS.chunkSizeMb, 0.0625, 1024)
  const kind = (env.UPLOAD_STORAGE?.trim() || 'local').toLowerCase()
  if (kind !== 'local' && kind !== 's3')
    throw new SettingsError(`UPLOAD_STORAGE must be "local" or "s3", not "${env.UPLOAD_STORAGE}"`)
  const dir = env.UPLOAD_DIR?.trim()
  let storage: UploadSettings['storage'] = dir ? { kind: 'local', dir } : { kind: 'local' }
  if (kind === 's3') {
    storage = { kind: 's3', ...parseS3Settings(env, 'UPLOAD_STORAGE=s3') }
    // S3 multipart parts are at least 5 MiB (except the last one).
    if (chunkMb < 5) throw new SettingsError('UPLOAD_CHUNK_SIZE_MB must be at least 5 with UPLOAD_STORAGE=s3')
  }
  return {
    chunkSize: Math.round(chunkMb * MIB),
    maxFileMb: number(env, 'UPLOAD_MAX_FILE_MB', UPLOAD_DEFAULTS.maxFileMb, 1, 1024 * 1024),
    storage,
    draftDays: number(env, 'FORM_DRAFT_DAYS', UPLOAD_DEFAULTS.draftDays, 1, 3650),
    addressBytesPerHour: Math.round(
      number(env, 'UPLOAD_ADDRESS_MB_PER_HOUR', UPLOAD_DEFAULTS.addressMbPerHour, 1, 1024 * 1024) * MIB,
    ),
    unclaimedMaxBytes: Math.round(number(env, 'UPLOAD_UNCLAIMED_MAX_MB', UPLOAD_DEFAULTS.unclaimedMaxMb, 1, 1024 ** 3) * MIB),
    diskReserveBytes: Math.round(number(env, 'UPLOAD_DISK_RESERVE_MB', UPLOAD_DEFAULTS.diskReserveMb, 0, 1024 ** 3) * MIB),
    unclaimedLifetimeMs: Math.round(
      number(env, 'UPLOAD_UNCLAIMED_MINUTES', UPLOAD_DEFAULTS.unclaimedMinutes, 1, 7 * 24 * 60) * 60_000,
    ),
  }
}
