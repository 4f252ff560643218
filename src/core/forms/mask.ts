/**
 * Input masks in GF's syntax (that of the jQuery Masked Input plugin GF ships): `9` a digit,
 * `a` a letter, `*` a letter or digit, `?` everything after it is optional; any other
 * character is written as is. The server checks the value against the mask; the browser
 * formats as the visitor types. No jQuery needed.
 */

const SLOTS: Record<string, RegExp> = { '9': /[0-9]/, a: /[A-Za-z]/, '*': /[A-Za-z0-9]/ }
const SLOT_SOURCE: Record<string, string> = { '9': '[0-9]', a: '[A-Za-z]', '*': '[A-Za-z0-9]' }

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')

type Token = { slot: string | null; char: string; optional: boolean }

function tokens(mask: string): Token[] {
  const out: Token[] = []
  let optional = false
  for (const char of mask) {
    if (char === '?') {
      optional = true
      continue
    }
    out.push({ slot: char in SLOTS ? char : null, char, optional })
  }
  return out
}

/**
 * The whole-value pattern of a mask. The optional tail may be filled partly, as the masked
 * input plugin allows: `(99) 9999?-99` accepts `(12) 3456`, `(12) 3456-7` and `(12) 3456-78`.
 */
export function maskToRegExp(mask: string): RegExp {
  const all = tokens(mask)
  const source = (t: Token) => (t.slot ? SLOT_SOURCE[t.slot] : escapeRegExp(t.char))
  const required = all.filter((t) => !t.optional).map(source)
  const optional = all.filter((t) => t.optional).map(source)
  const tail = optional.reduceRight((inner, part) => `(?:${part}${inner})?`, '')
  return new RegExp(`^${required.join('')}${tail}$`)
}

export function matchesMask(value: string, mask: string): boolean {
  return maskToRegExp(mask).test(value)
}

/** The mask as shown before anything is typed: `(___) ___-____`. */
export function maskPlaceholder(mask: string, placeholder = '_'): string {
  return tokens(mask)
    .map((t) => (t.slot ? placeholder : t.char))
    .join('')
}

/**
 * Fits typed text into a mask, as the browser does on each keystroke: characters that fit
 * the next slot are kept, others dropped, and the mask's fixed characters are written in
 * between. Stops after the last typed character, so deleting works naturally.
 */
export function applyMask(mask: string, typed: string): string {
  const all = tokens(mask)
  const chars = [...typed]
  let out = ''
  let pending = ''
  let i = 0
  for (const token of all) {
    if (i >= chars.length) break
    if (!token.slot) {
      pending += token.char
      if (chars[i] === token.char) i++
      continue
    }
    const test = SLOTS[token.slot]
    while (i < chars.length && !test?.test(chars[i] ?? '')) i++
    if (i >= chars.length) break
    out += pending + chars[i]
    pending = ''
    i++
  }
  return out
}
