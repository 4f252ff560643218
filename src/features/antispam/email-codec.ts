/**
 * Protected e-mail addresses: the address is encrypted (AES-256-GCM with a key derived from
 * the site's secret) into an opaque token that goes into the page instead of the address. Only
 * this server can turn it back (the decode endpoint); a scraper reading the HTML gets nothing.
 * The token is deterministic per address (the IV is derived from the address), so cached
 * pages stay byte-identical between renders.
 */
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto'

import { antispamNonce } from '../../core/antispam/token'

const key = (secret: string) => createHmac('sha256', secret).update('sp_email_protection_key').digest()

const PREFIX = 'spe1'

export function encodeEmail(secret: string, email: string): string {
  const k = key(secret)
  const iv = createHmac('sha256', k).update(email).digest().subarray(0, 12)
  const cipher = createCipheriv('aes-256-gcm', k, iv)
  const body = Buffer.concat([cipher.update(email, 'utf8'), cipher.final()])
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
}

/** The address, or null when the token was not made by this server (or was altered). */
export function decodeEmail(secret: string, encoded: string): string | null {
  if (typeof encoded !== 'string' || !encoded.startsWith(PREFIX) || encoded.length > 1_024) return null
  try {
    const raw = Buffer.from(encoded.slice(PREFIX.length), 'base64url')
    if (raw.length < 29) return null
    const decipher = createDecipheriv('aes-256-gcm', key(secret), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** The nonce a page's protected addresses carry for the decode call (the current 12-hour window). */
export function pageNonce(secret: string): string {
  return antispamNonce(secret, Date.now())
}
