import { ipMatches } from '../antispam/rules'

/**
 * The visitor's address for per-address limits. The connection's address, unless it is a
 * reverse proxy on this same machine (nginx, Caddy in front of `npm start`): then the
 * address that proxy appended to `X-Forwarded-For`, the last entry. Entries before it were
 * written by the client and prove nothing; from any other peer the header is ignored.
 */
export function isLoopback(address: string): boolean {
  return /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address)
}

/**
 * `trusted`: further proxies whose X-Forwarded-For counts (TRUSTED_PROXIES: a load balancer on
 * another machine in front of several instances), as addresses or IPv4 ranges (10.0.0.0/8).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: readonly string[] = [],
): string {
  const socket = socketAddress ?? ''
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const last = hops[hops.length - 1]
  const proxy = isLoopback(socket) || trusted.some((entry) => ipMatches(socket.replace(/^::ffff:/i, ''), entry))
  return proxy && last && last.length <= 64 ? last : socket
}
