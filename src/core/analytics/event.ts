import { CLICK_CATEGORIES, type ClickCategory } from './classify'

/**
 * The events the first-party collector accepts. The browser sends them with
 * `navigator.sendBeacon`, one per request, as a small JSON object with short keys:
 *
 * | key | meaning |
 * |---|---|
 * | `t` | type: `pageview`, `click`, `form_view`, `form_start`, `form_submit` |
 * | `p` | the page's path (the hash too when hash tracking is on); the query string is dropped |
 * | `c` | click category (clicks only) |
 * | `u` | what a click went to (clicks only) |
 * | `l` | the inbound path's label (affiliate clicks), optional |
 * | `r` | the referring address (page views only), optional: only its host is kept |
 * | `f` | the form's id (form events only) |
 */
export const EVENT_TYPES = ['pageview', 'click', 'form_view', 'form_start', 'form_submit'] as const
export type EventType = (typeof EVENT_TYPES)[number]
export const FORM_EVENT_TYPES = ['form_view', 'form_start', 'form_submit'] as const
export type FormEventType = (typeof FORM_EVENT_TYPES)[number]

/** The largest body the collector reads. */
export const MAX_EVENT_BYTES = 4096

export type CollectedEvent = {
  type: EventType
  path: string
  category: ClickCategory | null
  target: string | null
  label: string | null
  referrer: string | null
  formId: string | null
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

const KEYS = new Set(['t', 'p', 'c', 'u', 'l', 'r', 'f'])
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

function cleanPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null
  if (value.length > 512 || CONTROL.test(value)) return null
  const [withoutQuery, ...hash] = value.split('#')
  const path = withoutQuery!.split('?')[0]!
  return hash.length ? `${path}#${hash.join('#')}`.slice(0, 512) : path
}

/** A referrer is kept as its host only, and only when it is another site. */
export function referrerHost(value: string, ownHosts: readonly string[]): string | null {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const h = url.hostname.toLowerCase()
    if (ownHosts.some((own) => own.toLowerCase() === h)) return null
    return h
  } catch {
    return null
  }
}

/**
 * Checks one event strictly: an object with known keys only, each of the right
 * type and size for the event's type. Anything else is refused as a whole.
 */
export function parseEvent(raw: unknown, options: { ownHosts: readonly string[] }): Parsed<CollectedEvent> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'Expected a JSON object' }
  const body = raw as Record<string, unknown>
  for (const key of Object.keys(body)) if (!KEYS.has(key)) return { ok: false, error: `Unknown field ${key}` }
  const type = body.t
  if (typeof type !== 'string' || !(EVENT_TYPES as readonly string[]).includes(type)) {
    return { ok: false, error: 't must be an event type' }
  }
  const path = cleanPath(body.p)
  if (!path) return { ok: false, error: 'p must be a path on this site' }
  const event: CollectedEvent = {
    type: type as EventType,
    path,
    category: null,
    target: null,
    label: null,
    referrer: null,
    formId: null,
  }
  const present = (k: string) => body[k] !== undefined && body[k] !== null
  if (type === 'click') {
    if (typeof body.c !== 'string' || !(CLICK_CATEGORIES as readonly string[]).includes(body.c)) {
      return { ok: false, error: 'c must be a click category' }
    }
    if (typeof body.u !== 'string' || body.u.length < 1 || body.u.length > 1000 || CONTROL.test(body.u)) {
      return { ok: false, error: 'u must be the link’s address' }
    }
    event.category = body.c as ClickCategory
    event.target = body.u
    if (present('l')) {
      if (typeof body.l !== 'string' || body.l.length > 60 || CONTROL.test(body.l)) return { ok: false, error: 'l is too long' }
      event.label = body.l
    }
  } else if (present('c') || present('u') || present('l')) {
    return { ok: false, error: 'c, u and l belong to clicks' }
  }
  if (type === 'pageview') {
    if (present('r')) {
      if (typeof body.r !== 'string' || body.r.length > 1000) return { ok: false, error: 'r must be an address' }
      event.referrer = referrerHost(body.r, options.ownHosts)
    }
  } else if (present('r')) {
    return { ok: false, error: 'r belongs to page views' }
  }
  if ((FORM_EVENT_TYPES as readonly string[]).includes(type)) {
    const f = typeof body.f === 'number' ? String(body.f) : body.f
    if (typeof f !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(f)) return { ok: false, error: 'f must be a form id' }
    event.formId = f
  } else if (present('f')) {
    return { ok: false, error: 'f belongs to form events' }
  }
  return { ok: true, value: event }
}
