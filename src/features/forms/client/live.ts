/**
 * The one polite live region of the page: page changes, the number of errors and the
 * spec's screen-reader texts are spoken from here. It sits at the end of `<main>`, outside
 * every form, so replacing a form's markup never cuts an announcement off.
 */
const REGION_ID = 'gform-live-region'
// Screen readers announce a change of text; clearing first and writing a moment later makes
// the same sentence twice in a row (two failed submits) heard twice.
const WRITE_DELAY_MS = 100

let pending: ReturnType<typeof setTimeout> | undefined

function region(): HTMLElement {
  const existing = document.getElementById(REGION_ID)
  if (existing) return existing
  const el = document.createElement('div')
  el.id = REGION_ID
  el.className = 'gform-sr-only'
  el.setAttribute('aria-live', 'polite')
  el.setAttribute('aria-atomic', 'true')
  // Inside <main> when there is one, so page content stays within landmarks.
  ;(document.querySelector('main') ?? document.body).append(el)
  return el
}

export function announce(text: string) {
  const el = region()
  el.textContent = ''
  if (pending) clearTimeout(pending)
  pending = setTimeout(() => {
    pending = undefined
    el.textContent = text
  }, WRITE_DELAY_MS)
}

export function clearAnnouncements() {
  if (pending) clearTimeout(pending)
  pending = undefined
  const el = document.getElementById(REGION_ID)
  if (el) el.textContent = ''
}
