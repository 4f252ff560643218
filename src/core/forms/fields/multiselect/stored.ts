import type { StoredPart } from '../stored-kit'

/** A JSON list; a plain text as a list of one. */
export const stored: StoredPart<'multiselect'> = (field, entry, out) => {
  const text = entry[String(field.id)] ?? ''
  try {
    const list: unknown = JSON.parse(text || '[]')
    if (Array.isArray(list)) out[String(field.id)] = list.filter((v): v is string => typeof v === 'string')
  } catch {
    if (text) out[String(field.id)] = [text]
  }
}
