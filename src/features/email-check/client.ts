/**
 * The e-mail hint: once an address in a field with server checks has the shape of one
 * (`isValidEmail`, the form field's own check), the browser asks `POST /next/forms/email-check`
 * and shows the answer beside the field (`.gfield_email_check`, polite live text). Each
 * address is asked about once per page; the server checks again on submit anyway.
 */
import type { EmailCheckResult } from '../../core/email-check/check'
import { isValidEmail } from '../../core/forms/formats'

export const EMAIL_CHECK_URL = '/next/forms/email-check'

const answers = new Map<string, Promise<EmailCheckResult | null>>()

async function ask(email: string): Promise<EmailCheckResult | null> {
  const key = email.toLowerCase()
  const known = answers.get(key)
  if (known) return known
  const pending = (async () => {
    try {
      const body = new FormData()
      body.append('email', email)
      const response = await fetch(EMAIL_CHECK_URL, { method: 'POST', body, credentials: 'same-origin' })
      if (!response.ok) return null
      const answer = (await response.json()) as { success?: boolean; data?: EmailCheckResult }
      return answer.success && answer.data ? answer.data : null
    } catch {
      return null
    }
  })()
  answers.set(key, pending)
  const result = await pending
  // A failed request may be asked again later; an answer never is.
  if (!result) answers.delete(key)
  return result
}

/** The number of addresses asked about so far on this page (for tests and diagnostics). */
export const askedCount = () => answers.size

function hintFor(input: HTMLInputElement): HTMLElement {
  const id = `${input.id}_check`
  let hint = document.getElementById(id)
  if (!hint) {
    hint = document.createElement('div')
    hint.id = id
    hint.className = 'gfield_description gfield_email_check'
    hint.setAttribute('aria-live', 'polite')
    input.closest('.ginput_container')?.after(hint)
    const described = new Set((input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean))
    described.add(id)
    input.setAttribute('aria-describedby', [...described].join(' '))
  }
  return hint
}

async function check(input: HTMLInputElement) {
  const email = input.value.trim()
  if (!isValidEmail(email)) {
    const hint = document.getElementById(`${input.id}_check`)
    if (hint) hint.textContent = ''
    return
  }
  const answer = await ask(email)
  if (!answer || input.value.trim() !== email) return
  const hint = hintFor(input)
  hint.textContent = answer.text
  hint.dataset.result = answer.result
}

/** Starts the hints for the e-mail fields with server checks (their ids); returns the cleanup. */
export function enhanceEmailChecks(formEl: HTMLFormElement, formId: number, fieldIds: number[]): () => void {
  const selector = fieldIds.map((id) => `#input_${formId}_${id}`).join(', ')
  const onChange = (event: Event) => {
    const target = event.target
    if (target instanceof HTMLInputElement && target.matches(selector)) void check(target)
  }
  formEl.addEventListener('change', onChange)
  return () => formEl.removeEventListener('change', onChange)
}
