/**
 * What the server tells the script about a form: the JSON in
 * `<script type="application/json" id="gform_config_{id}">` (`{ formId, ajaxUrl, nonce,
 * displayTitle, displayDescription, form }`, `form` being the engine's public `Form`) and a
 * few data attributes of the wrapper and the form.
 */
import { DEFAULT_UNKNOWN_ERROR } from '../../../core/forms/client-submission'
import type { Form } from '../../../core/forms/types'

export type FormConfig = {
  /** The form model for conditional logic, masks, pages and validation; null when missing. */
  form: Form | null
  nonce: string
  unknownErrorText: string
  /** GF's honeypot hash; empty when the server gave none. */
  versionHash: string
  /** Whether a confirmation may be shown or followed (false only when the page says so). */
  allowConfirmation: boolean
  ajaxUrl: string
  /** Whether the form shows its title and description (the server renders its answers the same way). */
  displayTitle: boolean
  displayDescription: boolean
  /** The signature of the product configuration (forms with products); empty when none. */
  configHash: string
}

type Json = Record<string, unknown>

const DEFAULT_AJAX_URL = '/next/forms/ajax'

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string => (typeof v === 'string' ? v : '')

function isForm(v: unknown): v is Form {
  return isObject(v) && typeof v.id === 'number' && Array.isArray(v.fields)
}

export function readConfig(wrapper: Element, formId: number): FormConfig {
  let json: unknown = null
  const script = wrapper.querySelector(`#gform_config_${formId}`) ?? document.getElementById(`gform_config_${formId}`)
  try {
    json = script?.textContent ? JSON.parse(script.textContent) : null
  } catch {
    json = null
  }
  const obj = isObject(json) ? json : {}
  const form = isForm(obj.form) ? obj.form : isForm(json) ? json : null
  const messages = isObject(obj.messages) ? obj.messages : isObject(obj.i18n) ? obj.i18n : {}
  const formEl = wrapper.querySelector<HTMLFormElement>(`#gform_${formId}`)
  const nonceInput = formEl?.querySelector<HTMLInputElement>('input[name="gform_ajax_nonce"]')
  const flag = (wrapper as HTMLElement).dataset?.confirmation ?? formEl?.dataset.confirmation
  return {
    form,
    nonce: text(obj.gform_ajax_nonce) || text(obj.nonce) || nonceInput?.value || '',
    unknownErrorText:
      text(obj.unknownErrorText) ||
      text(obj.unknown_error) ||
      text(messages.unknownError) ||
      text(messages.unknown_error) ||
      DEFAULT_UNKNOWN_ERROR,
    versionHash: text(obj.version_hash) || text(obj.versionHash),
    configHash: text(obj.hash),
    allowConfirmation: flag !== 'false' && flag !== '0',
    ajaxUrl: text(obj.ajaxUrl) || formEl?.dataset.ajaxUrl || DEFAULT_AJAX_URL,
    displayTitle: typeof obj.displayTitle === 'boolean' ? obj.displayTitle : !!wrapper.querySelector('.gform_title'),
    displayDescription:
      typeof obj.displayDescription === 'boolean' ? obj.displayDescription : !!wrapper.querySelector('.gform_description'),
  }
}
