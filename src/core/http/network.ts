/**
 * The key a per-sender limit counts under: an IPv4 address as it is, an IPv6 address as its
 * /64 network. One IPv6 subscriber is usually given a whole /64 (2^64 addresses), so counting
 * single IPv6 addresses would let one sender rotate through as many budgets as it likes.
 * IPv4-mapped IPv6 (`::ffff:192.0.2.1`) is the IPv4 address. Anything that is no address at
 * all is returned trimmed and cut at 64 characters, so it still counts as one sender.
 */
export function networkKey(address: string): string {
  const raw = address.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)
  if (mapped) return mapped[1]!
  if (/^\d+\.\d+\.\d+\.\d+$/.test(raw)) return raw
  const groups = ipv6Groups(raw.replace(/%.*$/, ''))
  if (!groups) return raw.slice(0, 64)
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return null
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string): number[] | null => {
    if (part === '') return []
    const out: number[] = []
    const pieces = part.split(':')
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = piece.split('.').map(Number)
        if (v4.length !== 4 || v4.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return null
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!)
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) out.push(parseInt(piece, 16))
      else return null
    }
    return out
  }
  const head = parse(halves[0]!)
  const tail = halves.length === 2 ? parse(halves[1]!) : []
  if (!head || !tail) return null
  if (halves.length === 1) return head.length === 8 ? head : null
  const missing = 8 - head.length - tail.length
  if (missing < 1) return null
  return [...head, ...new Array<number>(missing).fill(0), ...tail]
}
