import { describe, expect, it } from 'vitest'

import { SettingsError } from '../env/settings'
import { parseS3Settings } from './s3'

const MINIO = {
  S3_BUCKET: 'site-files',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_ACCESS_KEY_ID: 'site',
  S3_SECRET_ACCESS_KEY: 'secret-key',
  S3_FORCE_PATH_STYLE: 'true',
}

describe('S3 settings', () => {
  it('reads a bucket on a self-hosted store: endpoint without its trailing slash, path-style, the keys', () => {
    expect(parseS3Settings(MINIO, 'MEDIA_STORAGE=s3')).toEqual({
      bucket: 'site-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'site',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    })
  })

  it('on AWS needs the bucket alone: region default, the SDK’s own credentials, virtual-host addressing', () => {
    expect(parseS3Settings({ S3_BUCKET: 'site-files', S3_REGION: 'eu-central-1' }, 'UPLOAD_STORAGE=s3')).toEqual({
      bucket: 'site-files',
      region: 'eu-central-1',
      forcePathStyle: false,
    })
  })

  it('names the setting that asked for S3 when the bucket is missing', () => {
    expect(() => parseS3Settings({}, 'MEDIA_STORAGE=s3')).toThrow('MEDIA_STORAGE=s3 needs S3_BUCKET, the name of the bucket')
    expect(() => parseS3Settings({ S3_BUCKET: '  ' }, 'UPLOAD_STORAGE=s3')).toThrow(SettingsError)
  })

  it('refuses an address where the bucket’s name belongs', () => {
    for (const bucket of ['s3://site-files', 'https://site-files.s3.amazonaws.com', 'site files'])
      expect(() => parseS3Settings({ S3_BUCKET: bucket }, 'MEDIA_STORAGE=s3'), bucket).toThrow(
        `S3_BUCKET must be the bucket's name alone, such as site-files (got "${bucket}")`,
      )
  })

  it('refuses an endpoint that is no http(s) address', () => {
    for (const endpoint of ['127.0.0.1:9000', 'minio', 'ftp://files.example.com', 'https://s3.example.com/?x=1'])
      expect(() => parseS3Settings({ ...MINIO, S3_ENDPOINT: endpoint }, 'MEDIA_STORAGE=s3'), endpoint).toThrow(
        `S3_ENDPOINT must be the store's address, such as https://s3.example.com or http://127.0.0.1:9000 (got "${endpoint}")`,
      )
  })

  it('takes both keys or neither', () => {
    expect(() => parseS3Settings({ ...MINIO, S3_SECRET_ACCESS_KEY: '' }, 'MEDIA_STORAGE=s3')).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
    expect(() => parseS3Settings({ ...MINIO, S3_ACCESS_KEY_ID: undefined }, 'MEDIA_STORAGE=s3')).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
  })

  it('reads path-style as the other switches are read, and refuses a word it does not know', () => {
    expect(parseS3Settings({ ...MINIO, S3_FORCE_PATH_STYLE: 'no' }, 'MEDIA_STORAGE=s3').forcePathStyle).toBe(false)
    expect(parseS3Settings({ ...MINIO, S3_FORCE_PATH_STYLE: 'ON' }, 'MEDIA_STORAGE=s3').forcePathStyle).toBe(true)
    expect(() => parseS3Settings({ ...MINIO, S3_FORCE_PATH_STYLE: 'path' }, 'MEDIA_STORAGE=s3')).toThrow(
      'S3_FORCE_PATH_STYLE must be one of 1, true, yes, on, 0, false, no, off (got "path")',
    )
  })
})
