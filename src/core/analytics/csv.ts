/**
 * CSV for the exports (RFC 4180: comma separated, CRLF line ends, fields with
 * commas, quotes or line breaks quoted). A field that a spreadsheet would run as
 * a formula (starting with =, +, -, @, tab or carriage return) gets a leading
 * apostrophe: exported values include addresses visitors' browsers sent.
 */
export type CsvValue = string | number | boolean | null | undefined | Date

function field(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let s = value instanceof Date ? value.toISOString() : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(field).join(',')}\r\n`
}

/** A file name safe in a Content-Disposition header. */
export function csvFileName(base: string, from?: string, to?: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '-')
  return `${[base, from, to]
    .filter(Boolean)
    .map((s) => safe(s!))
    .join('_')}.csv`
}
