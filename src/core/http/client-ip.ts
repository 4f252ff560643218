import { ipMatches } from '../antispam/rules'

/**
 * The visitor's address: the one parser of `X-Forwarded-For` in the site. The serving layer
 * (server/serve.ts) works it out once per request and writes it into `CLIENT_IP_HEADER`,
 * overwriting whatever a client sent under that name; every limit and the analytics read only
 * that header.
 *
 * The rule: the connection's address, unless the connection is a proxy we believe, a proxy on
 * this machine (loopback) or one listed in `TRUSTED_PROXIES`. Then `X-Forwarded-For` is read
 * from the right: each proxy appends the address it was connected from, so the last entry was
 * written by the proxy we believe, the one before it by the proxy before, and so on. Entries are
 * taken while the address they came from is a trusted proxy; the first address that is not one
 * is the visitor. Anything left of it was written by the visitor and proves nothing, so a made-up
 * header can neither change the address nor lift a limit. A private peer (172.17.0.1, 10.x) that
 * is not listed is a visitor like any other.
 */
export const CLIENT_IP_HEADER = 'x-site-client-ip'

export function isLoopback(address: string): boolean {
  return /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i.test(address)
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const IPV6 = /^[0-9a-f:]{2,39}$|^[0-9a-f:]{2,29}:\d{1,3}(\.\d{1,3}){3}$/i

/**
 * An address as written in `X-Forwarded-For` or by the socket, tidied (IPv4-mapped IPv6 as
 * IPv4, a port or brackets removed), or null when it is not an IP address at all.
 */
export function normaliseAddress(raw: string): string | null {
  let a = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a)
  if (bracketed) a = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'))
  a = a.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  if (IPV4.test(a)) return a
  if (IPV6.test(a) && a.includes(':') && (a.match(/::/g) ?? []).length <= 1) return a
  return null
}

/** A proxy listed in TRUSTED_PROXIES (addresses or IPv4 ranges such as 10.0.0.0/8). */
export function isTrustedProxy(address: string, trusted: readonly string[]): boolean {
  const a = normaliseAddress(address)
  return a !== null && trusted.some((entry) => ipMatches(a, entry))
}

export type Client = {
  /** The visitor's address, the key of every per-address limit. */
  address: string
  /** The connection came from this machine and named no one else: the machine itself, never counted. */
  local: boolean
}

export function resolveClient(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: readonly string[] = [],
): Client {
  const socket = socketAddress ?? ''
  const peer = normaliseAddress(socket) ?? socket
  const loopback = isLoopback(socket)
  if (!loopback && !isTrustedProxy(socket, trusted)) return { address: peer, local: false }
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  // No one named: the connection's own address (the loop below would find that too, slower).
  if (!header) return { address: peer, local: loopback }
  const hops = header.split(',').slice(-32)
  let address = peer
  let forwarded = false
  // From the right, while the address the entry came from is a proxy we believe.
  for (let i = hops.length - 1; i >= 0; i--) {
    if (forwarded && !isTrustedProxy(address, trusted)) break
    const hop = normaliseAddress(hops[i]!)
    // An entry that is no address: the hop before it cannot be known, so the last proxy answers for it.
    if (hop === null) break
    address = hop
    forwarded = true
  }
  return { address, local: !forwarded && loopback }
}

/** The visitor's address for per-address limits (see resolveClient). */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: readonly string[] = [],
): string {
  return resolveClient(socketAddress, forwardedFor, trusted).address
}

/** The address the serving layer wrote into the request, or `unknown` without the serving layer (`next dev`). */
export function requestAddress(headers: { get(name: string): string | null }): string {
  return headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown'
}
