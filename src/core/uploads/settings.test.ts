import { describe, expect, it } from 'vitest'

import { parseUploadSettings } from './settings'

describe('upload settings', () => {
  it('defaults to local storage in the data folder, 5 MiB chunks and 30-day drafts', () => {
    expect(parseUploadSettings({})).toEqual({
      chunkSize: 5 * 1024 * 1024,
      maxFileMb: 1024,
      storage: { kind: 'local' },
      draftDays: 30,
      addressBytesPerHour: 200 * 1024 * 1024,
      unclaimedMaxBytes: 10240 * 1024 * 1024,
      diskReserveBytes: 2048 * 1024 * 1024,
      unclaimedLifetimeMs: 60 * 60 * 1000,
    })
  })

  it('reads the upload budgets and the disk reserve, and says which value is wrong', () => {
    const s = parseUploadSettings({
      UPLOAD_ADDRESS_MB_PER_HOUR: '50',
      UPLOAD_UNCLAIMED_MAX_MB: '1000',
      UPLOAD_DISK_RESERVE_MB: '0',
      UPLOAD_UNCLAIMED_MINUTES: '15',
    })
    expect(s).toMatchObject({
      addressBytesPerHour: 50 * 1024 * 1024,
      unclaimedMaxBytes: 1000 * 1024 * 1024,
      diskReserveBytes: 0,
      unclaimedLifetimeMs: 15 * 60 * 1000,
    })
    expect(() => parseUploadSettings({ UPLOAD_ADDRESS_MB_PER_HOUR: 'lots' })).toThrow(
      'UPLOAD_ADDRESS_MB_PER_HOUR must be a number from 1 to 1048576, not "lots"',
    )
    expect(() => parseUploadSettings({ UPLOAD_DISK_RESERVE_MB: '-1' })).toThrow('UPLOAD_DISK_RESERVE_MB must be a number')
    expect(() => parseUploadSettings({ UPLOAD_UNCLAIMED_MINUTES: '0' })).toThrow('UPLOAD_UNCLAIMED_MINUTES must be a number')
  })

  it('takes a shared upload folder for several instances', () => {
    expect(parseUploadSettings({ UPLOAD_DIR: '/mnt/shared/uploads' }).storage).toEqual({
      kind: 'local',
      dir: '/mnt/shared/uploads',
    })
  })

  it('refuses S3 without a bucket and chunks under S3’s part minimum', () => {
    expect(() => parseUploadSettings({ UPLOAD_STORAGE: 's3' })).toThrow('UPLOAD_STORAGE=s3 needs S3_BUCKET')
    expect(() => parseUploadSettings({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'b', UPLOAD_CHUNK_SIZE_MB: '1' })).toThrow(
      'UPLOAD_CHUNK_SIZE_MB must be at least 5 with UPLOAD_STORAGE=s3',
    )
    expect(() => parseUploadSettings({ UPLOAD_STORAGE: 'ftp' })).toThrow('UPLOAD_STORAGE must be "local" or "s3"')
  })
})
