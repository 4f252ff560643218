/**
 * The visitor's address for per-address limits. The connection's address, unless it is a
 * reverse proxy on this same machine (nginx, Caddy in front of `npm start`): then the
 * address that proxy appended to `X-Forwarded-For`, the last entry. Entries before it were
 * written by the client and prove nothing; from any other peer the header is ignored.
 */
export function isLoopback(address: string): boolean {
  return /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address)
}

export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string {
  const socket = socketAddress ?? ''
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const last = hops[hops.length - 1]
  return isLoopback(socket) && last && last.length <= 64 ? last : socket
}
