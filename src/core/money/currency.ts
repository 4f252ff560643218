/**
 * Money as integer minor units (cents) and one formatter driven by an explicit
 * currency configuration, never by the runtime's locale data: the same amount
 * reads the same on every server and in every browser.
 */
export type CurrencyConfig = {
  code: string
  symbolLeft: string
  symbolRight: string
  /** Space between amount and symbol. */
  symbolPadding: string
  decimalSeparator: string
  thousandSeparator: string
  decimals: number
}

/** The site's currency: EUR, symbol on the right after a space, `1.234,56 €`. */
export const EUR: CurrencyConfig = {
  code: 'EUR',
  symbolLeft: '',
  symbolRight: '€',
  symbolPadding: ' ',
  decimalSeparator: ',',
  thousandSeparator: '.',
  decimals: 2,
}

function groupThousands(digits: string, separator: string): string {
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator
    out += digits[i]
  }
  return out
}

/** 123456 (cents) -> "1.234,56 €". */
export function formatMoney(minor: number, currency: CurrencyConfig = EUR): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`An amount must be a whole number of minor units (got ${minor})`)
  const negative = minor < 0
  const abs = Math.abs(minor)
  const scale = 10 ** currency.decimals
  const whole = groupThousands(String(Math.floor(abs / scale)), currency.thousandSeparator)
  const fraction = currency.decimals > 0 ? currency.decimalSeparator + String(abs % scale).padStart(currency.decimals, '0') : ''
  const number = `${negative ? '-' : ''}${whole}${fraction}`
  const left = currency.symbolLeft ? currency.symbolLeft + currency.symbolPadding : ''
  const right = currency.symbolRight ? currency.symbolPadding + currency.symbolRight : ''
  return `${left}${number}${right}`
}

/**
 * Reads an amount typed or shown in this currency back into minor units:
 * currency symbols, spaces and thousand separators are dropped; digits, the
 * decimal separator and a minus sign are kept. Returns null when nothing
 * numeric is left.
 */
export function parseMoney(text: string, currency: CurrencyConfig = EUR): number | null {
  let kept = ''
  for (const ch of text) {
    if (/\d/.test(ch) || ch === '-' || ch === currency.decimalSeparator) kept += ch
  }
  const negative = kept.startsWith('-')
  kept = kept.replace(/-/g, '')
  if (!/\d/.test(kept)) return null
  const [whole = '', fraction = '', ...rest] = kept.split(currency.decimalSeparator)
  if (rest.length > 0) return null
  const digits = fraction.slice(0, currency.decimals).padEnd(currency.decimals, '0')
  // Round half away from zero on the first dropped digit.
  const roundUp = fraction.length > currency.decimals && Number(fraction[currency.decimals]) >= 5 ? 1 : 0
  const minor = Number(whole || '0') * 10 ** currency.decimals + Number(digits || '0') + roundUp
  if (!Number.isSafeInteger(minor)) return null
  return negative ? -minor : minor
}

const currency = (
  code: string,
  symbol: string,
  side: 'left' | 'right',
  decimalSeparator: string,
  thousandSeparator: string,
  symbolPadding = side === 'right' ? ' ' : '',
  decimals = 2,
): CurrencyConfig => ({
  code,
  symbolLeft: side === 'left' ? symbol : '',
  symbolRight: side === 'right' ? symbol : '',
  symbolPadding,
  decimalSeparator,
  thousandSeparator,
  decimals,
})

/**
 * The currencies a form can price in, written as Gravity Forms writes them (its currency
 * table: symbol, side, separators, decimals). EUR is the site's.
 */
export const CURRENCIES: Readonly<Record<string, CurrencyConfig>> = {
  EUR,
  USD: currency('USD', '$', 'left', '.', ','),
  GBP: currency('GBP', '£', 'left', '.', ','),
  CHF: currency('CHF', 'CHF', 'left', '.', "'", ' '),
  SEK: currency('SEK', 'kr', 'right', ',', ' '),
  DKK: currency('DKK', 'kr.', 'left', ',', '.', ' '),
  NOK: currency('NOK', 'Kr', 'left', ',', '.', ' '),
  PLN: currency('PLN', 'zł', 'right', ',', ' '),
  CZK: currency('CZK', 'Kč', 'right', ',', ' '),
  HUF: currency('HUF', 'Ft', 'right', ',', '.'),
  JPY: currency('JPY', '¥', 'left', '.', ',', '', 0),
}

/** The configuration of a currency code; EUR for an unknown or missing code. */
export function currencyOf(code: string | undefined | null): CurrencyConfig {
  const key = (code ?? '').toUpperCase()
  return Object.hasOwn(CURRENCIES, key) ? CURRENCIES[key]! : EUR
}
