#!/usr/bin/env node
// `minio server DIR`: an S3 server on port 9000 keeping its buckets in DIR, whose only access key
// is MINIO_ROOT_USER (MinIO's default when unset). s3rver does the S3 part; it refuses other keys,
// but does not verify SigV4 signatures, so MINIO_ROOT_PASSWORD is checked only for its length.
import S3rver from 's3rver'
// s3rver's one account: its fixed key is replaced by MinIO's root user's.
import account from 's3rver/lib/models/account.js'

const { DUMMY_ACCOUNT } = account

const [command, directory] = process.argv.slice(2)
if (command !== 'server' || !directory) {
  console.error('usage: minio server DIR')
  process.exit(2)
}
const user = process.env.MINIO_ROOT_USER || 'minioadmin'
const password = process.env.MINIO_ROOT_PASSWORD || 'minioadmin'
if (user.length < 3 || password.length < 8) {
  console.error('minio stand-in: MINIO_ROOT_USER needs 3 characters or more, MINIO_ROOT_PASSWORD 8 or more')
  process.exit(1)
}
DUMMY_ACCOUNT.revokeAccessKey('S3RVER')
DUMMY_ACCOUNT.createKeyPair(user, password)

// Path-style only: a host name is never taken for a bucket's.
const server = new S3rver({ address: '0.0.0.0', port: 9000, directory, silent: true, vhostBuckets: false })
server.run().then(
  ({ port }) => console.log(`minio stand-in: S3 on port ${port}, buckets in ${directory}`),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close().then(() => process.exit(0)))
}
