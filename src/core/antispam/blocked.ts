/**
 * The blocked answer of the form endpoint (spec section 8): GF's failure JSON between its
 * markers, plus CleanTalk's `apbct` object `{ blocked, comment, stop_script }`. A browser that
 * knows it opens a modal with the comment (and stops the form's script when `stop_script` is
 * 1); one that does not still shows the comment as the usual error banner.
 */
import { JSON_END, JSON_START } from '../forms/protocol'

export type Blocked = { comment: string; stopScript: boolean }

const escapeJson = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

export function blockedResponseText(blocked: Blocked): string {
  const body = {
    success: false,
    data: blocked.comment,
    apbct: { blocked: true, comment: blocked.comment, stop_script: blocked.stopScript ? 1 : 0 },
  }
  return `${JSON_START}${escapeJson(JSON.stringify(body))}${JSON_END}`
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Reads a blocked answer in the browser: the `apbct` flag and comment, or a failure whose
 * `data` carries a `message` (the spec's second shape). Null for any other answer.
 */
export function readBlocked(text: string | null | undefined): Blocked | null {
  if (typeof text !== 'string') return null
  const start = text.indexOf(JSON_START)
  const end = start < 0 ? -1 : text.indexOf(JSON_END, start)
  const json = start >= 0 && end > start ? text.slice(start + JSON_START.length, end) : text.trim()
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return null
  }
  if (!isObject(parsed)) return null
  const apbct = parsed.apbct
  if (isObject(apbct) && (apbct.blocked === true || apbct.blocked === 1 || apbct.blocked === '1')) {
    const comment = typeof apbct.comment === 'string' ? apbct.comment : ''
    return { comment, stopScript: apbct.stop_script === 1 || apbct.stop_script === '1' || apbct.stop_script === true }
  }
  if (parsed.success === false && isObject(parsed.data) && typeof parsed.data.message === 'string') {
    const data = parsed.data
    return { comment: data.message as string, stopScript: data.stop_script === 1 || data.stop_script === '1' }
  }
  return null
}
