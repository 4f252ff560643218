/**
 * The password strength meter: GF's indicator under a password field says blank, very weak,
 * weak, medium, strong or mismatch as the visitor types (text and a class per state, so the
 * state never rests on colour alone; the indicator is a polite live region). zxcvbn-ts and its
 * dictionaries load on the first focus or keystroke in a password field, never with the page.
 */
import type { Form, PasswordField } from '../../core/forms/types'
import { STRENGTH_TEXT, passwordStrength, type Strength } from '../../core/password/strength'

type Scorer = (password: string) => number

let scorer: Promise<Scorer> | undefined
const loadScorer = () => (scorer ??= import('../../core/password/score').then((m) => m.scorePassword))

const STATES: Strength[] = ['blank', 'short', 'bad', 'good', 'strong', 'mismatch']

export function enhancePasswords(formEl: HTMLFormElement, form: Form, formId: number): () => void {
  const fields = form.fields.filter((f): f is PasswordField => f.type === 'password' && f.passwordStrengthEnabled === true)
  const elements = fields.map((field) => {
    const base = `input_${formId}_${field.id}`
    return {
      password: formEl.querySelector<HTMLInputElement>(`#${base}`),
      confirm: formEl.querySelector<HTMLInputElement>(`#${base}_2`),
      indicator: formEl.querySelector<HTMLElement>(`#${base}_strength_indicator`),
    }
  })
  let score: Scorer | undefined
  let done = false

  const show = (el: (typeof elements)[number]) => {
    const { password, confirm, indicator } = el
    if (!password || !indicator) return
    const value = password.value
    // Until zxcvbn has loaded, only what needs no score is shown (blank, short, mismatch).
    const state = passwordStrength(value, score ? score(value) : -1, confirm ? confirm.value : undefined)
    if ((state === 'bad' || state === 'good' || state === 'strong') && !score) return
    if (indicator.dataset.strength === state) return
    indicator.dataset.strength = state
    indicator.classList.remove(...STATES)
    if (state !== 'blank') indicator.classList.add(state)
    indicator.textContent = STRENGTH_TEXT[state]
  }
  const showAll = () => elements.forEach(show)

  const start = () => {
    if (score) return
    loadScorer()
      .then((s) => {
        score = s
        if (!done) showAll()
      })
      .catch((error: unknown) => {
        // The meter is a help; the server measures the strength on submit in any case.
        console.error(error)
      })
  }
  const ours = (target: EventTarget | null) =>
    target instanceof HTMLInputElement && elements.some((el) => el.password === target || el.confirm === target)
  const onInput = (event: Event) => {
    if (!ours(event.target)) return
    start()
    showAll()
  }
  const onFocus = (event: Event) => {
    if (ours(event.target)) start()
  }
  formEl.addEventListener('input', onInput)
  formEl.addEventListener('focusin', onFocus)
  // Values the browser kept across an answer from the server get their state at once.
  if (elements.some((el) => el.password?.value)) {
    start()
    showAll()
  }
  return () => {
    done = true
    formEl.removeEventListener('input', onInput)
    formEl.removeEventListener('focusin', onFocus)
  }
}
