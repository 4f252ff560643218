/**
 * Phone numbers. International fields are checked with libphonenumber-js using its `min`
 * metadata (about 80 KB, 30 KB gzip): it checks each country's number lengths and leading
 * digits, which is what a contact form needs, at about half the size of `max` (whose exact
 * per-type patterns would also tell mobile from fixed lines). Browser and server import this
 * same module, so they can never disagree about a number. Switching to `max` later only
 * makes validation stricter.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min'

import type { PhoneField } from './types'

/** The ISO country code as libphonenumber-js knows it, or undefined. */
export function phoneCountry(code: string | undefined): CountryCode | undefined {
  const upper = (code ?? '').trim().toUpperCase()
  return isSupportedCountry(upper) ? upper : undefined
}

function parse(text: string, defaultCountry?: string): PhoneNumber | undefined {
  // extract: false, so a number hidden in other text ("call +31 6 …") is not accepted.
  return parsePhoneNumberFromString(text.trim(), { defaultCountry: phoneCountry(defaultCountry), extract: false })
}

/** GF's standard (North American) format: (###) ###-####, loosely punctuated. */
const STANDARD = /^\D?(\d{3})\D?\D?(\d{3})\D?(\d{4})$/

export function isValidPhone(text: string, field: Pick<PhoneField, 'phoneFormat' | 'defaultCountry'>): boolean {
  if (field.phoneFormat === 'standard') return STANDARD.test(text.trim())
  return parse(text, field.defaultCountry)?.isValid() ?? false
}

/** The number in E.164 (`+31612345678`) for storage and `tel:` links, or null when invalid. */
export function normalizePhone(text: string, defaultCountry?: string): string | null {
  const number = parse(text, defaultCountry)
  return number?.isValid() ? number.number : null
}

/** The number written internationally (`+31 6 12345678`), or null when invalid. */
export function formatPhoneInternational(text: string, defaultCountry?: string): string | null {
  const number = parse(text, defaultCountry)
  return number?.isValid() ? number.formatInternational() : null
}
