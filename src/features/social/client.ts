/** The social profile hint: which platform and address the typed text is, as the visitor types. */
import { debounce } from '../../core/forms/client-timing'
import type { Form } from '../../core/forms/types'
import { socialHint, type SocialField } from '../../core/social/field'

export function enhanceSocial(formEl: HTMLFormElement, form: Form, formId: number): () => void {
  const fields = form.fields.filter((f): f is SocialField => f.type === 'social')
  const update = (input: HTMLInputElement) => {
    const field = fields.find((f) => input.id === `input_${formId}_${f.id}`)
    const hint = field && document.getElementById(`${input.id}_profile`)
    if (field && hint) hint.textContent = socialHint(field, input.value)
  }
  const soon = debounce(update, 300)
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement) soon(event.target)
  }
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLInputElement) {
      soon.cancel()
      update(event.target)
    }
  }
  formEl.addEventListener('input', onInput)
  formEl.addEventListener('change', onChange)
  // This part of the script arrives after the form is live: what was typed before it has its hint now.
  for (const field of fields) {
    const input = document.getElementById(`input_${formId}_${field.id}`)
    if (input instanceof HTMLInputElement && input.value) update(input)
  }
  return () => {
    soon.cancel()
    formEl.removeEventListener('input', onInput)
    formEl.removeEventListener('change', onChange)
  }
}
