/**
 * The protected-address decoder (spec sections 3, 7 and 8): asks `event_token` for this
 * browser's page token (the server's proof that our script ran here), then sends the page's
 * encoded addresses to `POST /api/antispam/v1/decode_email` with the page's address, the
 * referrer, the token and what the visitor did (js_data), and turns each allowed one into a
 * plain `mailto:` link. A link with its own text ("E-mail us") keeps it: only its href changes.
 * An address that is blocked, cannot be decoded, or cannot be fetched (the server unreachable)
 * shows a popup by the link for 3 s, which then closes over the 1,000 ms close delay; the link
 * stays protected and can be tried again.
 */
import { POPUP_CLOSE_MS, popupSteps } from '../../../core/antispam/reveal'
import { DEFAULT_FRESHNESS_SECONDS } from '../../../core/antispam/signals'
import { startCollector } from './collector'
import { request, adoptPageNonce } from './request'

/** The interaction that started the decoder: the proof a person is here (js_data). */
export type Trigger = { type: string; x?: number; y?: number }

type Entry = { encoded_email: string; decoded_email: string; is_allowed: boolean; comment: string }

export const POPUP_TEXTS = {
  blocked: 'This e-mail address is only shown to visitors of this page. Please try again.',
  unreachable: 'The e-mail address could not be fetched: the server did not answer. Please try again.',
  undecodable: 'This e-mail address could not be shown.',
}

let pending: Promise<Map<string, Entry> | null> | null = null
let pageToken: Promise<string> | null = null

/** This browser's page token, asked for once per page (again after a failure). */
function eventToken(): Promise<string> {
  pageToken ??= request<{ event_token?: unknown }>('event_token', {}).then((res) => {
    const token = res.ok && typeof res.data?.event_token === 'string' ? res.data.event_token : ''
    if (!token) pageToken = null
    return token
  })
  return pageToken
}

/** Asks for the page token ahead of an idle-time decoding (EmailGuard); whether there is one. */
export async function prepareToken(): Promise<boolean> {
  return (await eventToken()) !== ''
}

const results = new Map<string, Entry>()

function places(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[data-sp-email]')]
}

function reveal(link: HTMLAnchorElement, email: string) {
  link.href = `mailto:${email}`
  const slot = link.querySelector('.sp-email__text')
  if (slot) slot.textContent = email
  else if (link.dataset.spLabel !== 'custom') link.textContent = email
  else link.title = email
  link.removeAttribute('aria-label')
  link.removeAttribute('data-sp-email')
  link.removeAttribute('data-sp-label')
  link.classList.add('sp-email--decoded')
}

async function decode(trigger: Trigger): Promise<Map<string, Entry> | null> {
  const links = places()
  if (links.length === 0) return results
  adoptPageNonce(links[0]!.dataset.spNonce)
  const wanted = [...new Set(links.map((l) => l.dataset.spEmail!).filter((e) => !results.has(e)))]
  if (wanted.length > 0) {
    const jsData = startCollector().snapshot()
    if (trigger.type.startsWith('pointer') || trigger.type === 'click')
      jsData.mouse.push([trigger.x ?? 0, trigger.y ?? 0, Math.round(performance.now())])
    else if (trigger.type === 'touchstart') jsData.touches++
    else if (trigger.type === 'keydown') jsData.keys++
    else if (trigger.type === 'scroll' || trigger.type === 'wheel') jsData.scrolls++
    else if (trigger.type === 'focusin') jsData.focuses++
    // 'idle': nothing was done; the server goes by the page token's age.
    const token = await eventToken()
    if (!token) return null
    const res = await request<Entry[]>('decode_email', {
      post_url: location.href,
      referrer: document.referrer,
      encodedEmails: JSON.stringify(Object.fromEntries(wanted.map((e) => [e, e]))),
      event_token: token,
      js_data: jsData,
      freshness: DEFAULT_FRESHNESS_SECONDS,
    })
    if (!res.ok || !Array.isArray(res.data)) return null
    for (const entry of res.data) results.set(entry.encoded_email, entry)
  }
  for (const link of places()) {
    const entry = results.get(link.dataset.spEmail!)
    if (entry?.is_allowed && entry.decoded_email) reveal(link, entry.decoded_email)
  }
  return results
}

export function decodeAll(trigger: Trigger): Promise<Map<string, Entry> | null> {
  pending ??= decode(trigger).finally(() => {
    pending = null
  })
  return pending
}

const STYLE = `.sp-email-popup{position:absolute;z-index:1000;max-width:18rem;padding:.5rem .75rem;border-radius:.25rem;background:#111;color:#fff;font-size:.875rem;box-shadow:0 4px 16px rgba(0,0,0,.25);transition:opacity ${POPUP_CLOSE_MS}ms ease}
.sp-email-popup[data-state=closing]{opacity:0}
@media (prefers-reduced-motion:reduce){.sp-email-popup{transition:none}.sp-email-popup[data-state=closing]{opacity:1}}`

function popup(link: HTMLElement, text: string) {
  if (!document.getElementById('sp-email-style')) {
    const style = document.createElement('style')
    style.id = 'sp-email-style'
    style.textContent = STYLE
    document.head.append(style)
  }
  document.querySelector('.sp-email-popup')?.remove()
  const box = document.createElement('div')
  box.className = 'sp-email-popup'
  box.setAttribute('role', 'status')
  box.textContent = text
  const rect = link.getBoundingClientRect()
  box.style.left = `${Math.max(8, rect.left + window.scrollX)}px`
  box.style.top = `${rect.bottom + window.scrollY + 6}px`
  document.body.append(box)
  // Open for the popup wait, then closing (a fade, none with reduced motion) over the close delay, then gone.
  for (const step of popupSteps()) {
    if (step.state === 'gone') setTimeout(() => box.remove(), step.at)
    else if (step.at === 0) box.dataset.state = step.state
    else setTimeout(() => (box.dataset.state = step.state), step.at)
  }
}

/** A click on a protected address: decode first, then follow the link; or say why not. */
export async function openProtected(link: HTMLAnchorElement, trigger: Trigger): Promise<void> {
  const encoded = link.dataset.spEmail
  if (!encoded) {
    if (link.href.startsWith('mailto:')) link.click()
    return
  }
  const map = await decodeAll(trigger)
  const entry = map?.get(encoded)
  if (!map) return popup(link, POPUP_TEXTS.unreachable)
  if (!entry || (!entry.is_allowed && entry.comment && !entry.decoded_email && /decod/i.test(entry.comment))) {
    return popup(link, POPUP_TEXTS.undecodable)
  }
  if (!entry.is_allowed || !entry.decoded_email) {
    // A fresh attempt next time: the visitor may have done more by then.
    results.delete(encoded)
    return popup(link, POPUP_TEXTS.blocked)
  }
  reveal(link, entry.decoded_email)
  // Followed as the visitor's own click would be: the link is an ordinary mailto: link now,
  // so the browser opens the mail program and the click analytics count it.
  link.click()
}
