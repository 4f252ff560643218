/**
 * The anti-spam calls a form makes around its e-mail fields (spec section 7), each asked once
 * per address and only for an address of the spec's shape (text@text.text, no spaces; section 5):
 * - "check email exist" when the visitor leaves an e-mail field: its `text_result` becomes a
 *   hint under the field (described by it, in a polite live region);
 * - "check email before post" before a page with an e-mail field is posted: an address the site
 *   refuses is shown at its field and the form is not posted.
 * And "get pixel url", once per page or, where the visitor allows storage, once per 10,800 s.
 */
import { isCheckableEmail } from '../../../core/antispam/emails'
import { isPixelUrl, keepPixel, PIXEL_STORAGE_KEY, readKeptPixel } from '../../../core/antispam/pixel'
import { antispamCookieMode } from '../../../core/consent/decision'
import { consent } from '../../consent/store'
import { request } from './request'

type ExistAnswer = { result: string; text_result: string }
type BeforePostAnswer = { result: string; text_result?: string }

const exist = new Map<string, Promise<ExistAnswer | null>>()
const beforePost = new Map<string, Promise<BeforePostAnswer | null>>()

/** One answer per address for the page; a failed call may be asked again later, an answer never is. */
function once<T>(cache: Map<string, Promise<T | null>>, email: string, ask: () => Promise<T | null>): Promise<T | null> {
  const key = email.toLowerCase()
  const known = cache.get(key)
  if (known) return known
  const pending = ask().then((answer) => {
    if (!answer) cache.delete(key)
    return answer
  })
  cache.set(key, pending)
  return pending
}

export function checkEmailExist(email: string): Promise<ExistAnswer | null> {
  return once(exist, email, async () => {
    const res = await request<ExistAnswer>('check_email_exist', { email })
    const data = res.ok ? res.data : null
    return data && typeof data.result === 'string' && typeof data.text_result === 'string' ? data : null
  })
}

export function checkEmailBeforePost(email: string): Promise<BeforePostAnswer | null> {
  return once(beforePost, email, async () => {
    const res = await request<BeforePostAnswer>('check_email_before_post', { email })
    const data = res.ok ? res.data : null
    return data && typeof data.result === 'string' ? data : null
  })
}

export const HINT_CLASS = 'gfield_antispam_email_hint'

/** The "confirm e-mail" input of a field with confirmation (`input_{form}_{field}_2`): the same address again. */
const isConfirmation = (input: HTMLInputElement) => /^input_\d+_\d+_2$/.test(input.id)

function hintFor(input: HTMLInputElement): HTMLElement {
  const id = `${input.id}_exist`
  let hint = document.getElementById(id)
  if (!hint) {
    hint = document.createElement('div')
    hint.id = id
    hint.className = `gfield_description ${HINT_CLASS}`
    hint.setAttribute('aria-live', 'polite')
    ;(input.closest('.ginput_container') ?? input).after(hint)
    const described = new Set((input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean))
    described.add(id)
    input.setAttribute('aria-describedby', [...described].join(' '))
  }
  return hint
}

async function showExist(input: HTMLInputElement) {
  const email = input.value.trim()
  const shown = document.getElementById(`${input.id}_exist`)
  if (!isCheckableEmail(email)) {
    if (shown) shown.textContent = ''
    return
  }
  const answer = await checkEmailExist(email)
  // The visitor may have typed on meanwhile; a site that does not check answers with no text.
  if (!answer || input.value.trim() !== email) return
  if (!answer.text_result) {
    if (shown) shown.textContent = ''
    return
  }
  const hint = hintFor(input)
  hint.textContent = answer.text_result
  hint.dataset.result = answer.result
}

/**
 * The e-mail fields of a form (not their confirmation inputs, and not fields with the form's own
 * e-mail check, which shows its own hint) get the existence hint when the visitor leaves them.
 */
export function watchEmailFields(formEl: HTMLFormElement, skip: (input: HTMLInputElement) => boolean): () => void {
  const onChange = (event: Event) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || input.type !== 'email' || isConfirmation(input) || skip(input)) return
    void showExist(input)
  }
  formEl.addEventListener('change', onChange)
  return () => formEl.removeEventListener('change', onChange)
}

/** An address refused before the post: the input and the words for its field. */
export type Refusal = { input: HTMLInputElement; message: string }

/** Asks about each checkable address on the page about to be posted; the first refusal, if any. */
export async function refusedBeforePost(inputs: HTMLInputElement[]): Promise<Refusal | null> {
  const checked = inputs.filter((i) => i.type === 'email' && !isConfirmation(i) && isCheckableEmail(i.value.trim()))
  const answers = await Promise.all(checked.map((input) => checkEmailBeforePost(input.value.trim())))
  for (const [i, answer] of answers.entries()) {
    if (answer?.result === 'blocked') {
      return { input: checked[i]!, message: answer.text_result || 'This e-mail address is not accepted.' }
    }
  }
  return null
}

let pixel: Promise<string | null> | null = null

function storage(): Storage | null {
  // Local storage only in the native cookie mode, that is after the visitor accepted (features/consent).
  if (antispamCookieMode(consent()) !== 'native') return null
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * The pixel: its address from `get_pixel_url` (kept 10,800 s where storage is allowed, else for
 * this page), then the image itself when it is on this page's own origin (an https site; a
 * plain-http local site gets an https address it cannot load, so nothing is fetched there).
 */
export function loadPixel(): Promise<string | null> {
  pixel ??= (async () => {
    const store = storage()
    let url = readKeptPixel(store?.getItem(PIXEL_STORAGE_KEY) ?? null, Date.now())
    if (!url) {
      const res = await request<unknown>('get_pixel_url', {})
      url = res.ok && isPixelUrl(res.data) ? res.data : null
      if (!url) {
        pixel = null
        return null
      }
      try {
        store?.setItem(PIXEL_STORAGE_KEY, JSON.stringify(keepPixel(url, Date.now())))
      } catch {
        // Storage full or refused: kept for this page only.
      }
    }
    if (new URL(url).origin === location.origin) {
      const img = new Image(1, 1)
      img.alt = ''
      img.src = url
    }
    return url
  })()
  return pixel
}
