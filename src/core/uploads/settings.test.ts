import { describe, expect, it } from 'vitest'

import { parseUploadSettings } from './settings'

describe('upload settings', () => {
  it('defaults to local storage in the data folder, 5 MiB chunks and 30-day drafts', () => {
    expect(parseUploadSettings({})).toEqual({
      chunkSize: 5 * 1024 * 1024,
      maxFileMb: 1024,
      storage: { kind: 'local' },
      draftDays: 30,
    })
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
