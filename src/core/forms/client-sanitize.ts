/**
 * The rules the browser applies to confirmation markup before it replaces a form with it
 * (the spec: "sanitized confirmation markup"). The server already sanitises what editors
 * write; this second pass means even a tampered or broken answer cannot run code in the
 * page. The DOM walk lives with the form script; these are its decisions.
 */

/** Elements removed with everything inside them. */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'template',
  'noscript',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
])

const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'cite',
  'background',
])

/** A link or source that cannot run code: http(s), mailto, tel, relative and fragment addresses. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)
  if (!scheme) return true
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1] ?? '')
}

/** Whether an attribute may stay on an element of the confirmation. */
export function isAllowedAttribute(name: string, value: string): boolean {
  const n = name.toLowerCase()
  if (n.startsWith('on')) return false
  if (n === 'srcdoc' || n === 'srcset' || n === 'formaction' || n === 'is') return false
  if (URL_ATTRIBUTES.has(n)) return isSafeUrl(value)
  return true
}
