/**
 * The blocked dialog (spec section 8): when the server blocks a submission, a modal shows its
 * comment. A native `<dialog>` opened with showModal(): focus moves into it, Escape and the
 * close button close it, focus goes back to where it was; the page behind is inert meanwhile.
 */
import { request } from './request'

type Template = { title: string; text: string; close: string }

const FALLBACK: Template = {
  title: 'Your message was not sent',
  text: 'Your submission looks automated and was blocked. If you are a person, please call or e-mail us instead.',
  close: 'Close',
}

let template: Promise<Template> | null = null

/**
 * The dialog's wording, from `get_options_template` (the site's settings), asked for like every
 * anti-spam call (the nonce, one retry after a 403, 15 000 ms); the fallback when it fails.
 */
function content(): Promise<Template> {
  template ??= request<Partial<Template>>('get_options_template', {}).then((res) => {
    const data = res.ok && res.data && typeof res.data === 'object' ? res.data : {}
    const pick = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback)
    if (!res.ok) template = null
    return {
      title: pick(data.title, FALLBACK.title),
      text: pick(data.text, FALLBACK.text),
      close: pick(data.close, FALLBACK.close),
    }
  })
  return template
}

const STYLE = `.sp-modal{max-width:min(32rem,calc(100vw - 2rem));border:0;border-radius:.5rem;padding:1.5rem;box-shadow:0 10px 40px rgba(0,0,0,.3);color:#111;background:#fff}
.sp-modal::backdrop{background:rgba(0,0,0,.5)}.sp-modal h2{margin:0 0 .75rem;font-size:1.25rem}.sp-modal p{margin:0 0 1.25rem}
.sp-modal button{font:inherit;padding:.5rem 1.25rem;border-radius:.25rem;border:2px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
.sp-modal button:focus-visible{outline:3px solid #111;outline-offset:2px}`

function ensureStyle() {
  if (document.getElementById('sp-modal-style')) return
  const style = document.createElement('style')
  style.id = 'sp-modal-style'
  style.textContent = STYLE
  document.head.append(style)
}

export async function openBlockedModal(comment: string): Promise<void> {
  ensureStyle()
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
  document.getElementById('sp-blocked-modal')?.remove()
  const dialog = document.createElement('dialog')
  dialog.id = 'sp-blocked-modal'
  dialog.className = 'sp-modal'
  dialog.setAttribute('aria-labelledby', 'sp-blocked-title')
  dialog.setAttribute('aria-describedby', 'sp-blocked-text')
  const wording = await content()
  const heading = document.createElement('h2')
  heading.id = 'sp-blocked-title'
  heading.textContent = wording.title
  const text = document.createElement('p')
  text.id = 'sp-blocked-text'
  text.textContent = comment || wording.text
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = wording.close
  close.addEventListener('click', () => dialog.close())
  dialog.append(heading, text, close)
  dialog.addEventListener('close', () => {
    dialog.remove()
    returnTo?.focus()
  })
  document.body.append(dialog)
  dialog.showModal()
  close.focus()
}
