/**
 * A telephone number as written for people ("+31 (0)30 700 41 20") turned into
 * a `tel:` address: digits only, with the leading + of an international number.
 * The "(0)" of the written form is dialled only at home, so it is dropped after
 * a country code. Null when no digits are left.
 */
export function telHref(phone: string | null | undefined): string | null {
  const written = (phone ?? '').trim()
  const international = written.startsWith('+') || written.startsWith('00')
  const withoutTrunk = international ? written.replace(/\(\s*0\s*\)/g, '') : written
  let digits = withoutTrunk.replace(/\D/g, '')
  if (!digits) return null
  if (written.startsWith('00')) digits = digits.slice(2)
  return `tel:${international ? '+' : ''}${digits}`
}
