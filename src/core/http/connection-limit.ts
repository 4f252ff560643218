/**
 * Open connections per address (`CONNECTIONS_PER_ADDRESS`, 64 by default): one address cannot
 * hold the server's sockets, slowly or not. The serving layer opens a slot when a connection
 * arrives and closes it when the socket closes; this machine and the trusted proxies, whose
 * connections carry many visitors, are not counted (their visitors have the per-address request
 * budget of core/http/rate-limit.ts).
 */
export class ConnectionCounter {
  private readonly open = new Map<string, number>()

  constructor(private readonly perAddress: number) {}

  /** Takes a slot for a new connection; false when the address already holds its share. */
  take(address: string): boolean {
    const n = this.open.get(address) ?? 0
    if (n >= this.perAddress) return false
    this.open.set(address, n + 1)
    return true
  }

  release(address: string): void {
    const n = this.open.get(address) ?? 0
    if (n <= 1) this.open.delete(address)
    else this.open.set(address, n - 1)
  }

  count(address: string): number {
    return this.open.get(address) ?? 0
  }
}

export const tooManyConnectionsText = (perAddress: number) =>
  `Too many open connections from your address (the limit is ${perAddress}). Please close some and try again.`

/** A complete HTTP/1.1 answer written on a socket refused before its request is read. */
export function tooManyConnectionsResponse(perAddress: number): string {
  const body = tooManyConnectionsText(perAddress)
  return [
    'HTTP/1.1 429 Too Many Requests',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Retry-After: 10',
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}
