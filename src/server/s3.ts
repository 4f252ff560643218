import type { S3StorageOptions } from '@payloadcms/storage-s3'

import type { S3Settings } from '../core/storage/s3'

/**
 * The AWS SDK's client settings for the site's bucket (core/storage/s3.ts), the same for the
 * form uploads (features/uploads/storage.ts) and the media library and documents
 * (features/media/storage.ts).
 *
 * On a store other than AWS (`S3_ENDPOINT` set) checksums are sent only where S3 requires them.
 * Since 2025 the SDK adds a CRC32 to every upload by default, and for a streamed body it sends
 * the body in aws-chunked encoding with the checksum in a trailer; several S3-compatible stores
 * do not know that encoding and keep the chunk headers and trailer inside the stored file (the
 * tests' s3rver is one). This is the SDK's behaviour before 2025, which every such store takes.
 */
export function s3ClientConfig(s: S3Settings): S3StorageOptions['config'] {
  return {
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    ...(s.endpoint
      ? { endpoint: s.endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  }
}
