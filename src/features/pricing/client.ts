/**
 * Prices, calculations and the total in the browser. It runs the engine's own pricing
 * (`core/pricing/order.ts`) over the form's current values and writes what it computes
 * into the page: calculated number fields (345 ms after typing stops), product prices,
 * and the total (50 ms after the last change). The server ignores every figure written
 * here and computes them again.
 *
 * On start it asks the server (`gform_validate_config`) whether the page's product
 * configuration is still the current one; when it is not (a page cached before a price
 * change), the console says so and the current configuration is fetched.
 */
import { debounce } from '../../core/forms/client-timing'
import { computeVisibility } from '../../core/forms/logic'
import type { Form } from '../../core/forms/types'
import { readValues } from '../../core/forms/values'
import { PRODUCT_INPUTS, applyPricing } from '../../core/pricing/order'
import { CALCULATION_DELAY_MS, CONFIG_INVALID_MESSAGE, TOTAL_DEBOUNCE_MS } from '../../core/pricing/timing'

type Settings = { formId: number; form: Form; ajaxUrl: string; nonce: string; hash?: string }

/** Forms whose configuration was checked on this page (a page change re-renders, the check stays done). */
const checked = new Map<number, Promise<Form | null>>()

function setText(el: Element | null, text: string) {
  if (el && el.textContent !== text) el.textContent = text
}

function setValue(el: HTMLInputElement | null, value: string) {
  if (el && el.value !== value) el.value = value
}

/** Writes what the pricing computed into the form's markup. */
export function writePricing(formEl: HTMLFormElement, form: Form, formId: number) {
  const values = readValues(form, new FormData(formEl).entries()).values
  const visibility = computeVisibility(form, values)
  const priced = applyPricing(form, values, visibility)
  for (const field of form.fields) {
    const id = String(field.id)
    if (field.type === 'number' && field.enableCalculation) {
      const input = formEl.querySelector<HTMLInputElement>(`#input_${formId}_${id}`)
      const before = input?.value
      setValue(input, String(priced[id] ?? ''))
      // Other scripts (conditional logic) listen for changes of a calculated value.
      if (input && before !== input.value) input.dispatchEvent(new Event('change', { bubbles: true }))
    } else if (field.type === 'product') {
      const price = String(priced[`${id}.${PRODUCT_INPUTS.price}`] ?? '')
      setText(formEl.querySelector(`#input_${formId}_${id}.ginput_product_price`), price)
      setValue(formEl.querySelector<HTMLInputElement>(`#ginput_base_price_${formId}_${id}`), price)
    } else if (field.type === 'total') {
      const total = String(priced[id] ?? '')
      setText(formEl.querySelector(`#input_${formId}_${id}`), total)
      setValue(formEl.querySelector<HTMLInputElement>(`#ginput_total_${formId}_${id}`), total)
    }
  }
}

async function validateConfig(settings: Settings): Promise<Form | null> {
  if (!settings.hash) return null
  const post = async (fields: Record<string, string>) => {
    const body = new FormData()
    for (const [k, v] of Object.entries(fields)) body.append(k, v)
    const response = await fetch(settings.ajaxUrl, { method: 'POST', body, credentials: 'same-origin' })
    return (await response.json()) as { success?: boolean; data?: unknown }
  }
  try {
    const answer = await post({
      action: 'gform_validate_config',
      gform_ajax_nonce: settings.nonce,
      config: JSON.stringify({ forms: { [settings.formId]: { hash: settings.hash } } }),
    })
    if (answer.success) return null
  } catch {
    // A network failure says nothing about the configuration.
  }
  console.error(CONFIG_INVALID_MESSAGE)
  try {
    const fresh = await post({
      action: 'gform_get_config',
      gform_ajax_nonce: settings.nonce,
      config_path: 'gform_theme_config/common/form/product_meta',
      args: JSON.stringify({ form_id: settings.formId }),
    })
    const forms = (fresh.data as { forms?: Record<string, { form?: Form }> } | undefined)?.forms
    return forms?.[String(settings.formId)]?.form ?? null
  } catch {
    return null
  }
}

/** Starts pricing on a rendered form; returns the cleanup. */
export function enhancePricing(formEl: HTMLFormElement, settings: Settings): () => void {
  if (formEl.dataset.pricing === 'on') return () => {}
  formEl.dataset.pricing = 'on'
  let form = settings.form
  const total = debounce(() => writePricing(formEl, form, settings.formId), TOTAL_DEBOUNCE_MS)
  const calculate = debounce(() => total(), CALCULATION_DELAY_MS)
  const onInput = (event: Event) => {
    const target = event.target as HTMLElement
    const typed = target instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden'].includes(target.type)
    if (typed || target instanceof HTMLTextAreaElement) calculate()
    else total()
  }
  const onChange = (event: Event) => {
    // Leaving a typed field, or picking a choice: no need to wait for more typing.
    if (calculate.pending) calculate.flush()
    else if (event.isTrusted) total()
  }
  formEl.addEventListener('input', onInput)
  formEl.addEventListener('change', onChange)
  writePricing(formEl, form, settings.formId)

  if (!checked.has(settings.formId)) checked.set(settings.formId, validateConfig(settings))
  void checked.get(settings.formId)!.then((fresh) => {
    if (!fresh) return
    form = fresh
    writePricing(formEl, form, settings.formId)
  })

  return () => {
    calculate.cancel()
    total.cancel()
    formEl.removeEventListener('input', onInput)
    formEl.removeEventListener('change', onChange)
  }
}
