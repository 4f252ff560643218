/**
 * Write-only secrets in the admin (the captcha secret key): a stored secret is never sent back
 * to a browser, and a form saved with the field left blank keeps the stored value, so editing
 * other settings does not wipe it. The site's own code reads the value with overrideAccess.
 */

/** What a read returns: the stored value only to the site's own code. */
export function shownSecret<T>(value: T, overrideAccess: boolean | undefined): T | '' {
  if (overrideAccess) return value
  return typeof value === 'string' && value !== '' ? '' : value
}

/** What a save stores: a blank submission keeps the stored value; anything else replaces it. */
export function keptSecret<T>(submitted: T, stored: T | undefined): T | undefined {
  const blank = submitted === undefined || submitted === null || (typeof submitted === 'string' && submitted.trim() === '')
  return blank ? stored : submitted
}

export const SECRET_DESCRIPTION =
  'Write-only: a stored value is never shown. Leave blank to keep it; type a new value to replace it.'
