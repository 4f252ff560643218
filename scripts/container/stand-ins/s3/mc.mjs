#!/usr/bin/env node
// MinIO's client, the three commands compose.yaml uses:
//   mc alias set ALIAS URL ACCESS_KEY SECRET_KEY    remembered in ~/.mc/config.json
//   mc mb [--ignore-existing] ALIAS/BUCKET          makes a bucket
//   mc ready ALIAS                                  exits 0 once the server answers a signed request
// The alias `local` is the server in this container, with MINIO_ROOT_USER's key.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CreateBucketCommand, ListBucketsCommand, S3Client } from '@aws-sdk/client-s3'

const configFile = path.join(process.env.MC_CONFIG_DIR || path.join(os.homedir(), '.mc'), 'config.json')
const readAliases = () => {
  try {
    return JSON.parse(fs.readFileSync(configFile, 'utf8')).aliases ?? {}
  } catch {
    return {}
  }
}
const local = {
  url: 'http://127.0.0.1:9000',
  accessKey: process.env.MINIO_ROOT_USER || 'minioadmin',
  secretKey: process.env.MINIO_ROOT_PASSWORD || 'minioadmin',
}
function client(alias) {
  const target = alias === 'local' && !readAliases().local ? local : readAliases()[alias]
  if (!target) fail(`no alias ${alias}: mc alias set ${alias} URL ACCESS_KEY SECRET_KEY`)
  return new S3Client({
    endpoint: target.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: target.accessKey, secretAccessKey: target.secretKey },
    maxAttempts: 1,
  })
}
function fail(message) {
  console.error(`mc: ${message}`)
  process.exit(1)
}

async function main(args) {
  const flags = new Set(args.filter((a) => a.startsWith('-')))
  const [command, sub, ...rest] = args.filter((a) => !a.startsWith('-'))
  if (command === 'alias' && sub === 'set' && rest.length === 4) {
    const [name, url, accessKey, secretKey] = rest
    const aliases = { ...readAliases(), [name]: { url, accessKey, secretKey } }
    fs.mkdirSync(path.dirname(configFile), { recursive: true, mode: 0o700 })
    fs.writeFileSync(configFile, JSON.stringify({ aliases }, null, 2), { mode: 0o600 })
    console.log(`Added \`${name}\` successfully.`)
  } else if (command === 'mb' && sub && rest.length === 0) {
    const [alias, bucket] = sub.split(/\/(.*)/)
    if (!bucket) fail('mb ALIAS/BUCKET')
    try {
      await client(alias).send(new CreateBucketCommand({ Bucket: bucket }))
      console.log(`Bucket created successfully \`${sub}\`.`)
    } catch (error) {
      const exists = ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error.name)
      if (!(exists && flags.has('--ignore-existing'))) fail(`${sub}: ${error.name}: ${error.message}`)
      console.log(`Bucket \`${sub}\` already exists.`)
    }
  } else if (command === 'ready' && sub && rest.length === 0) {
    try {
      await client(sub).send(new ListBucketsCommand({}))
    } catch (error) {
      fail(`${sub} is not ready: ${error.name}: ${error.message}`)
    }
    console.log(`The cluster '${sub}' is ready`)
  } else {
    fail('the stand-in knows: alias set ALIAS URL ACCESS_KEY SECRET_KEY · mb [--ignore-existing] ALIAS/BUCKET · ready ALIAS')
  }
}
main(process.argv.slice(2)).catch((error) => fail(error.message))
