import { isAffiliatePath } from '../../core/analytics/affiliate'
import {
  classifyLink,
  leavesPageInSameTab,
  OUTBOUND_DELAY_MS,
  type ClassifySettings,
  type Classified,
} from '../../core/analytics/classify'
import type { FormEventType } from '../../core/analytics/event'
import { sendToGoogle } from '../consent/google'

/**
 * The browser half of the first-party analytics: page views, classified link
 * clicks and form events, each sent once with `navigator.sendBeacon` to our own
 * collector (no cookie), and to Google Analytics as well when it runs (after
 * analytics consent, with a measurement id).
 *
 * For the forms script: call `trackFormEvent('form_view' | 'form_start' |
 * 'form_submit', formId)` when a form is shown, first touched and submitted; the
 * dashboard's views, starts, submissions and conversion rate come from these.
 */
export const COLLECT_ENDPOINT = '/api/analytics/collect'

let enabled = true

/** Off in preview: editors looking at drafts are not visitors. */
export function setTrackingEnabled(on: boolean): void {
  enabled = on
}

/** Queues one event; false when the browser would not queue it (then the caller may fall back to fetch). */
function beacon(body: string): boolean {
  try {
    return navigator.sendBeacon(COLLECT_ENDPOINT, body)
  } catch {
    return false
  }
}

function post(body: string): Promise<unknown> {
  return fetch(COLLECT_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined)
}

export function trackPageview(path: string, referrer?: string): void {
  if (!enabled) return
  const event: Record<string, string> = { t: 'pageview', p: path }
  if (referrer) event.r = referrer
  const body = JSON.stringify(event)
  if (!beacon(body)) void post(body)
  sendToGoogle('page_view', { page_location: location.href, page_path: path, page_title: document.title })
}

/** A form was shown, first touched or submitted: see the module comment. */
export function trackFormEvent(type: FormEventType, formId: string | number): void {
  if (!enabled) return
  const path = location.pathname
  const body = JSON.stringify({ t: type, p: path, f: String(formId) })
  if (!beacon(body)) void post(body)
  sendToGoogle(type, { form_id: String(formId), page_path: path })
}

/**
 * Sends a classified click. Returns a promise only when the event could not be
 * queued as a beacon: a same-tab link then waits for it (at most 1000 ms).
 */
function sendClick(click: Classified): Promise<unknown> | null {
  if (!enabled) return null
  const path = location.pathname
  sendToGoogle(click.category.replace(/-/g, '_'), {
    event_category: click.category,
    event_label: click.label ?? click.target,
    link_url: click.target,
    page_path: path,
    transport_type: 'beacon',
  })
  // /go/ and /recommend/ links are counted by the redirect itself on the server, whichever way the visitor opens them.
  if (click.category === 'affiliate' && isAffiliatePath(click.target)) return null
  const event: Record<string, string> = { t: 'click', p: path, c: click.category, u: click.target.slice(0, 1000) }
  if (click.label) event.l = click.label.slice(0, 60)
  const body = JSON.stringify(event)
  return beacon(body) ? null : post(body)
}

/**
 * Listens for link clicks on the whole document (capture phase, so a handler
 * that stops propagation cannot hide one). Main-button clicks, keyboard
 * activation and middle clicks all count, each exactly once.
 */
export function installClickTracker(settings: ClassifySettings): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.type === 'auxclick' && e.button !== 1) return
    const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
    if (!link) return
    const href = link.getAttribute('href') ?? ''
    const click = classifyLink(href, location.href, settings, { downloadAttribute: link.hasAttribute('download') })
    if (!click) return
    const pending = sendClick(click)
    if (!pending || e.defaultPrevented) return
    if (!leavesPageInSameTab(click.category, e, { target: link.target, download: link.hasAttribute('download') })) return
    // The beacon could not be queued: hold the navigation until the event is sent, at most 1000 ms.
    e.preventDefault()
    let gone = false
    const go = () => {
      if (gone) return
      gone = true
      location.href = link.href
    }
    void pending.then(go)
    setTimeout(go, OUTBOUND_DELAY_MS)
  }
  document.addEventListener('click', onClick, true)
  document.addEventListener('auxclick', onClick, true)
  return () => {
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('auxclick', onClick, true)
  }
}
