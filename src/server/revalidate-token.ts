import { createHmac } from 'node:crypto'

/** The token of this site's own revalidation endpoint: only its instances know PAYLOAD_SECRET. */
export function revalidateToken(secret: string): string {
  return createHmac('sha256', secret).update('revalidate').digest('hex')
}
