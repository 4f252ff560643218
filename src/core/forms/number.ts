/**
 * Numbers as number fields write them: GF's `numberFormat` is decimal dot (`1,234.56`),
 * decimal comma (`1.234,56`) or currency (the site's currency configuration, EUR:
 * `1.234,56 €`). Written without the runtime's locale data, so browser and server agree.
 */
import { EUR, formatMoney, type CurrencyConfig } from '../money/currency'
import type { NumberFormat } from './types'

export function decimalSeparator(format: NumberFormat, currency: CurrencyConfig = EUR): string {
  if (format === 'currency') return currency.decimalSeparator
  return format === 'decimal_comma' ? ',' : '.'
}

export function thousandSeparator(format: NumberFormat, currency: CurrencyConfig = EUR): string {
  if (format === 'currency') return currency.thousandSeparator
  return format === 'decimal_comma' ? '.' : ','
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Removes the currency's symbols and every kind of space. */
function stripCurrency(text: string, currency: CurrencyConfig): string {
  let out = text
  for (const symbol of [currency.symbolLeft, currency.symbolRight, currency.code]) {
    if (symbol) out = out.split(symbol).join('')
  }
  return out.replace(/[\s\u00a0\u202f]/g, '')
}

function strictPattern(format: NumberFormat, currency: CurrencyConfig): RegExp {
  const t = escapeRegExp(thousandSeparator(format, currency))
  const d = escapeRegExp(decimalSeparator(format, currency))
  // GF's is_numeric: thousands groups are optional, but where present they are groups of three.
  return new RegExp(`^-?(\\d+|\\d{1,3}(${t}\\d{3})+)(${d}\\d+)?$`)
}

function prepare(text: string, format: NumberFormat, currency: CurrencyConfig): string {
  let s = text.trim()
  if (format === 'currency') s = stripCurrency(s, currency)
  // GF adds the leading zero people leave out (".5", "-,5").
  const d = decimalSeparator(format, currency)
  if (s.startsWith(d)) s = `0${s}`
  else if (s.startsWith(`-${d}`)) s = `-0${s.slice(1)}`
  return s
}

/** Whether `text` is a number written in this format (thousand separators optional). */
export function isNumeric(text: string, format: NumberFormat, currency: CurrencyConfig = EUR): boolean {
  return strictPattern(format, currency).test(prepare(text, format, currency))
}

/** Reads a number written in this format; null when the text is not such a number. */
export function parseNumber(text: string, format: NumberFormat, currency: CurrencyConfig = EUR): number | null {
  const s = prepare(text, format, currency)
  if (!strictPattern(format, currency).test(s)) return null
  const plain = s.split(thousandSeparator(format, currency)).join('').replace(decimalSeparator(format, currency), '.')
  const n = Number(plain)
  return Number.isFinite(n) ? n : null
}

/**
 * The lenient reading GF uses for conditional logic and calculations: currency symbols and
 * anything else are stripped, keeping digits, the decimal separator and a minus sign in front.
 * Null when no digit is left or the separator appears twice.
 */
export function cleanNumber(text: string, format: NumberFormat, currency: CurrencyConfig = EUR): number | null {
  const d = decimalSeparator(format, currency)
  let kept = ''
  let negative = false
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') kept += ch
    else if (ch === d) kept += '.'
    else if (ch === '-' && !/\d/.test(kept)) negative = true
  }
  if (!/\d/.test(kept) || kept.indexOf('.') !== kept.lastIndexOf('.')) return null
  const n = Number(kept.startsWith('.') ? `0${kept}` : kept)
  if (!Number.isFinite(n)) return null
  return negative ? -n : n
}

/** A number as the plain dot-decimal string entries store (GF's `clean_number`): `1234.5`. */
/** A number written either way (`1.5` or `1,5`), as conditional logic reads a rule's value. */
export function parseAnyNumber(text: string): number | null {
  return parseNumber(text, 'decimal_dot') ?? parseNumber(text, 'decimal_comma')
}

export function toDecimalString(n: number): string {
  if (!Number.isFinite(n)) return ''
  // 15 significant digits drop binary noise such as 0.1 + 0.2 = 0.30000000000000004.
  const tidy = Number(n.toPrecision(15))
  const s = String(tidy)
  if (!/e/i.test(s)) return s
  const fixed = tidy.toFixed(Math.min(20, Math.max(0, -Math.floor(Math.log10(Math.abs(tidy))) + 14)))
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed
}

function group(digits: string, separator: string): string {
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator
    out += digits[i]
  }
  return out
}

export type FormatNumberOptions = {
  /** Fixed decimals; by default as many as the number has (currency: the currency's). */
  decimals?: number
  /** Thousand separators (default true, as GF writes numbers into text inputs). */
  thousands?: boolean
  currency?: CurrencyConfig
}

/** Writes a number in a field's format: `1.234,5` (decimal comma), `1.234,50 €` (currency). */
export function formatNumber(value: number, format: NumberFormat, options: FormatNumberOptions = {}): string {
  const currency = options.currency ?? EUR
  if (!Number.isFinite(value)) return ''
  if (format === 'currency') {
    const decimals = options.decimals ?? currency.decimals
    const config = { ...currency, decimals, thousandSeparator: options.thousands === false ? '' : currency.thousandSeparator }
    return formatMoney(Math.round(value * 10 ** decimals), config)
  }
  const plain = options.decimals === undefined ? toDecimalString(value) : value.toFixed(options.decimals)
  const negative = plain.startsWith('-')
  const [whole = '0', fraction] = plain.replace('-', '').split('.')
  const grouped = options.thousands === false ? whole : group(whole, thousandSeparator(format, currency))
  const sign = negative && /[1-9]/.test(plain) ? '-' : ''
  return `${sign}${grouped}${fraction ? decimalSeparator(format, currency) + fraction : ''}`
}
