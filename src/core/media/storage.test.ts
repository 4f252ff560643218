import { describe, expect, it } from 'vitest'

import { SettingsError } from '../env/settings'
import { bucketPlace, parseMediaStorage } from './storage'

describe('media storage setting', () => {
  it('keeps files in the data folder unless told otherwise', () => {
    expect(parseMediaStorage({})).toEqual({ kind: 'local' })
    expect(parseMediaStorage({ MEDIA_STORAGE: ' Local ' })).toEqual({ kind: 'local' })
    // The bucket settings alone (for form uploads) do not move the media.
    expect(parseMediaStorage({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'site-files' })).toEqual({ kind: 'local' })
  })

  it('puts them in the form uploads’ bucket with MEDIA_STORAGE=s3', () => {
    const storage = parseMediaStorage({
      MEDIA_STORAGE: 'S3',
      S3_BUCKET: 'site-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: '1',
    })
    expect(storage).toEqual({
      kind: 's3',
      bucket: 'site-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    })
    expect(bucketPlace(storage as Extract<typeof storage, { kind: 's3' }>)).toBe(
      'the S3 bucket site-files (media/ and documents/)',
    )
  })

  it('says what is wrong, naming the setting', () => {
    expect(() => parseMediaStorage({ MEDIA_STORAGE: 'minio' })).toThrow('MEDIA_STORAGE must be "local" or "s3" (got "minio")')
    expect(() => parseMediaStorage({ MEDIA_STORAGE: 's3' })).toThrow('MEDIA_STORAGE=s3 needs S3_BUCKET, the name of the bucket')
    expect(() => parseMediaStorage({ MEDIA_STORAGE: 's3' })).toThrow(SettingsError)
  })
})
