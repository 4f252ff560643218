import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

import { tempDir } from './databases'

/** s3rver's fixed credentials: it refuses any other access key (but does not verify SigV4 signatures). */
const KEY = 'S3RVER'

export type S3TestServer = {
  /** The settings that point the site at this server's bucket (S3_BUCKET, S3_ENDPOINT, …). */
  env: Record<string, string>
  bucket: string
  endpoint: string
  stop(): Promise<void>
}

/**
 * A real S3-compatible server for the tests: s3rver (an npm dev dependency, so it is always there;
 * MinIO cannot be installed from the registries this project uses), keeping its objects on the
 * disk in a temporary folder, refusing unknown access keys, path-style addressing.
 *
 * It runs in a process of its own, as a store would: the site's setup runs in a child process
 * that the tests wait for synchronously, and would wait forever for a server on their event loop.
 * It listens on 127.0.0.1 at S3_TEST_PORT, or on a free port.
 */
export async function startS3Server(bucket = 'site-files'): Promise<S3TestServer> {
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin/s3rver.js')
  const args = ['-d', tempDir('site-s3'), '-a', '127.0.0.1', '-p', process.env.S3_TEST_PORT ?? '0', '--silent']
  const child = spawn(process.execPath, [bin, ...args, '--configure-bucket', bucket], { stdio: ['ignore', 'pipe', 'pipe'] })
  const stopOnExit = () => child.kill()
  process.once('exit', stopOnExit)
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`s3rver did not start within 20 s:\n${output}`)), 20_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /S3rver listening on [\d.]+:(\d+)/.exec(output)
      if (listening) {
        clearTimeout(timer)
        resolve(Number(listening[1]))
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`s3rver exited (${code}) before it listened:\n${output}`))
    })
  })
  const endpoint = `http://127.0.0.1:${port}`
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      process.removeListener('exit', stopOnExit)
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
    },
  }
}
