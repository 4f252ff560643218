import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET signs sessions. When it is not set we keep a generated one in
 * DATA_DIR so that sessions survive restarts; `wx` makes two processes starting
 * at once agree on a single secret instead of overwriting each other's.
 */
export function resolveSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.trim() !== '') return fromEnv.trim()
  const file = path.resolve(dataDir, 'secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    try {
      writeFileSync(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
  }
  chmodSync(file, 0o600)
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < 32) throw new Error(`${file} holds a secret that is too short; delete it to generate a new one`)
  return secret
}
