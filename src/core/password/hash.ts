/**
 * The one-way hash an entry keeps of a password. The dealer application's password is the
 * dealer's future portal login: storing nothing would force a second "choose a password"
 * step, storing it readable would let anyone with the database, a backup or staff access sign
 * in as the dealer. A salted scrypt hash is what a login check needs and nothing more.
 *
 * Format: `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can be raised later
 * while older hashes still verify.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

import type { Form } from '../forms/types'
import type { EntryValues } from '../forms/values'
import { valueOf, type Values } from '../forms/value-access'

/** OWASP's scrypt baseline (N=2^17 would be stronger but needs 128 MB per hash on a shared machine). */
const COST = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_LENGTH = 16
const PREFIX = 'scrypt'

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, COST)
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether a password matches a stored hash (false for anything that is not one). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split('$')
  if (prefix !== PREFIX || !salt || !hash) return false
  const N = Number(n)
  const options = { N, r: Number(r), p: Number(p) }
  if (![N, options.r, options.p].every((x) => Number.isSafeInteger(x) && x > 0) || N > 2 ** 20) return false
  const expected = Buffer.from(hash, 'base64url')
  if (expected.length !== KEY_LENGTH) return false
  const key = await derive(password, Buffer.from(salt, 'base64url'), options)
  return timingSafeEqual(key, expected)
}

/**
 * The entry's part for the form's passwords: each password field with a value, as its hash
 * under the field id (the confirmation is never kept). `values` are the submission's values
 * left after validation (hidden fields dropped).
 */
export async function passwordEntry(form: Form, values: Values): Promise<EntryValues> {
  const entry: EntryValues = {}
  for (const field of form.fields) {
    if (field.type !== 'password') continue
    const password = valueOf(values, String(field.id))
    if (password) entry[String(field.id)] = await hashPassword(password)
  }
  return entry
}
