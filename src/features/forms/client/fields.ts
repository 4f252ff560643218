/**
 * The live behaviour of fields inside a rendered form: conditional logic, masks, "select
 * all", the radio "other" text box, the date picker, inline validation and the progress
 * indicator. Everything works on GF's markup (ids such as `field_{form}_{field}`) and the
 * engine's model; each function can run again after markup is replaced.
 */
import { computeVisibility, type FormVisibility } from '../../../core/forms/logic'
import { applyMask } from '../../../core/forms/mask'
import { nextPage, paginate, progress, progressNameText } from '../../../core/forms/pages'
import type { CheckboxField, Field, Form } from '../../../core/forms/types'
import { readValues, type Values } from '../../../core/forms/values'
import { parseSubErrorInput, subElementId } from '../../../core/repeater/repeater'
import { attachDatepicker } from './datepicker'

/** The field id of an input's name: `input_5`, `input_5.3`, `input_5_2`, `input_5[]`, `input_5_other`. */
export function fieldIdOfName(name: string): number | null {
  const m = /^input_(\d+)/.exec(name)
  return m ? Number(m[1]) : null
}

/** The field id of a `.gfield` element (`field_{form}_{field}`). */
export function fieldIdOfElement(el: Element): number | null {
  const m = /^field_\d+_(\d+)$/.exec(el.id)
  return m ? Number(m[1]) : null
}

export function fieldElement(root: ParentNode, formId: number, fieldId: number): HTMLElement | null {
  return root.querySelector<HTMLElement>(`#field_${formId}_${fieldId}`)
}

export function currentValues(formEl: HTMLFormElement, form: Form): Values {
  return readValues(form, new FormData(formEl).entries()).values
}

function setShown(el: HTMLElement | null, shown: boolean) {
  if (!el) return
  el.style.display = shown ? '' : 'none'
  el.dataset.conditionalLogic = shown ? 'visible' : 'hidden'
}

/** The page shown now, from the form's source page input (1 when absent). */
export function currentPage(formEl: HTMLFormElement, formId: number): number {
  const input = formEl.querySelector<HTMLInputElement>(`#gform_source_page_number_${formId}`)
  const n = Number(input?.value)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

export function setHidden(formEl: HTMLFormElement, name: string, value: string, id?: string) {
  let input =
    (id ? formEl.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`) : null) ??
    formEl.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!input) {
    input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    if (id) input.id = id
    formEl.append(input)
  }
  input.value = value
}

/**
 * Shows and hides fields, sections, buttons (and so pages) for the current values, and points
 * the target page input at the next shown page (0 when this page is the last shown one).
 */
export function applyLogic(formEl: HTMLFormElement, form: Form, formId: number): FormVisibility {
  const visibility = computeVisibility(form, currentValues(formEl, form))
  for (const field of form.fields) {
    if (field.type === 'page') continue
    setShown(fieldElement(formEl, formId, field.id), visibility.fields[field.id] === true)
  }
  if (form.button.conditionalLogic)
    setShown(formEl.querySelector<HTMLElement>(`#gform_submit_button_${formId}`), visibility.submitButton)
  const pages = paginate(form)
  for (const page of pages) {
    const following = pages[page.number]?.pageField
    if (!following?.nextButton?.conditionalLogic) continue
    setShown(
      formEl.querySelector<HTMLElement>(`#gform_next_button_${formId}_${following.id}`),
      visibility.nextButtons[page.number - 1] === true,
    )
  }
  const page = currentPage(formEl, formId)
  if (pages.length > 1) {
    setHidden(
      formEl,
      `gform_target_page_number_${formId}`,
      String(nextPage(form, visibility, page)),
      `gform_target_page_number_${formId}`,
    )
  }
  return visibility
}

/** Updates GF's progress bar and page steps to show `page`. */
export function updateProgress(wrapper: ParentNode, form: Form, formId: number, page: number, visibility: FormVisibility) {
  const p = progress(form, visibility, page)
  const bar = wrapper.querySelector<HTMLElement>(`#gf_progressbar_wrapper_${formId}, .gf_progressbar_wrapper`)
  if (bar) {
    const set = (selector: string, value: string) => {
      const el = bar.querySelector(selector)
      if (el) el.textContent = value
    }
    set('.gf_step_current_page', String(p.step))
    set('.gf_step_page_count', String(p.steps))
    set('.gf_step_page_name', progressNameText(p.name))
    const fill = bar.querySelector<HTMLElement>('.gf_progressbar_percentage')
    if (fill) {
      fill.style.width = `${p.percent}%`
      fill.className = fill.className.replace(/\bpercentbar_\d+\b/, `percentbar_${p.percent}`)
      const label = fill.querySelector('span')
      if (label) label.textContent = `${p.percent}%`
    }
    const meter = bar.querySelector<HTMLElement>('[role="progressbar"]')
    if (meter) {
      meter.setAttribute('aria-valuenow', String(p.percent))
      meter.setAttribute('aria-valuetext', `${p.percent}%`)
    }
  }
  const steps = wrapper.querySelector(`#gf_page_steps_${formId}, .gf_page_steps`)
  if (steps) {
    for (const step of steps.querySelectorAll<HTMLElement>('.gf_step')) {
      const m = /_(\d+)$/.exec(step.id)
      const n = m ? Number(m[1]) : NaN
      if (!Number.isInteger(n)) continue
      step.classList.toggle('gf_step_active', n === page)
      step.classList.toggle('gf_step_completed', n < page)
      step.classList.toggle('gf_step_pending', n > page)
      if (n === page) step.setAttribute('aria-current', 'step')
      else step.removeAttribute('aria-current')
      setShown(step, visibility.pages[n - 1] !== false)
    }
  }
}

/** Shows page `page` of the form and hides the others (GF hides them with `display: none`). */
export function showPage(formEl: HTMLFormElement, formId: number, page: number) {
  for (const el of formEl.querySelectorAll<HTMLElement>('.gform_page')) {
    el.style.display = el.id === `gform_page_${formId}_${page}` ? '' : 'none'
  }
}

/** Fits a masked input's text to its mask as the visitor types. */
export function maskInput(input: HTMLInputElement, form: Form) {
  const id = fieldIdOfName(input.name)
  const field = form.fields.find((f) => f.id === id)
  if (field?.type !== 'text' || !field.inputMaskValue) return
  const masked = applyMask(field.inputMaskValue, input.value)
  if (masked !== input.value) {
    input.value = masked
    input.setSelectionRange(masked.length, masked.length)
  }
}

const SELECT_ALL = 'Select All'
const DESELECT_ALL = 'Deselect All'

/** The field's "select all" button: the server renders it `hidden` (it needs JavaScript); shown here. */
function selectAllToggle(fieldEl: HTMLElement, field: CheckboxField, formId: number): HTMLButtonElement {
  let toggle = fieldEl.querySelector<HTMLButtonElement>('.gfield_choice_all_toggle')
  if (!toggle) {
    toggle = document.createElement('button')
    toggle.type = 'button'
    toggle.id = `button_${formId}_${field.id}_select_all`
    toggle.className = 'gfield_choice_all_toggle'
    const choices = fieldEl.querySelector('.gfield_checkbox') ?? fieldEl.querySelector('.ginput_container') ?? fieldEl
    choices.append(toggle)
  }
  toggle.dataset.labelSelect ??= field.selectAllText || toggle.textContent?.trim() || SELECT_ALL
  toggle.dataset.labelDeselect ??= DESELECT_ALL
  toggle.hidden = false
  return toggle
}

function boxesOf(fieldEl: HTMLElement): HTMLInputElement[] {
  return [...fieldEl.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
}

export function syncSelectAll(fieldEl: HTMLElement) {
  const toggle = fieldEl.querySelector<HTMLButtonElement>('.gfield_choice_all_toggle')
  if (!toggle) return
  const boxes = boxesOf(fieldEl)
  const all = boxes.length > 0 && boxes.every((b) => b.checked || b.disabled)
  toggle.dataset.checked = all ? '1' : '0'
  toggle.textContent = all ? (toggle.dataset.labelDeselect ?? DESELECT_ALL) : (toggle.dataset.labelSelect ?? SELECT_ALL)
}

/** Ticks every box of the field, or clears them all when all are ticked. */
export function toggleSelectAll(toggle: HTMLElement) {
  const fieldEl = toggle.closest<HTMLElement>('.gfield')
  if (!fieldEl) return
  const selectAll = toggle.dataset.checked !== '1'
  for (const box of boxesOf(fieldEl)) if (!box.disabled) box.checked = selectAll
  syncSelectAll(fieldEl)
  // One change event for the field: conditional logic and validation hear it once.
  boxesOf(fieldEl)[0]?.dispatchEvent(new Event('change', { bubbles: true }))
}

/** The "other" text box of a radio field is typed in only when "other" is chosen. */
export function syncRadioOther(fieldEl: HTMLElement, focus: boolean) {
  const other = fieldEl.querySelector<HTMLInputElement>('input[type="text"][id$="_other"]')
  const radio = fieldEl.querySelector<HTMLInputElement>('input[type="radio"][value="gf_other_choice"]')
  if (!other || !radio) return
  const enabled = radio.checked
  if (other.disabled === !enabled) return
  other.disabled = !enabled
  if (enabled && focus) other.focus()
}

/** Adds the date pickers, "select all" buttons and "other" states of the form's fields (again after new markup). */
export function enhanceFields(formEl: HTMLFormElement, form: Form, formId: number) {
  for (const field of form.fields) {
    const fieldEl = fieldElement(formEl, formId, field.id)
    if (!fieldEl) continue
    if (field.type === 'date' && field.dateType === 'datepicker') {
      const input = fieldEl.querySelector<HTMLInputElement>(`#input_${formId}_${field.id}`)
      if (input) attachDatepicker(input, field, formId)
    } else if (field.type === 'checkbox' && (field.enableSelectAll || fieldEl.querySelector('.gfield_choice_all_toggle'))) {
      selectAllToggle(fieldEl, field, formId)
      syncSelectAll(fieldEl)
    } else if (field.type === 'radio' && field.enableOtherChoice) {
      syncRadioOther(fieldEl, false)
    }
  }
}

const messageId = (formId: number, fieldId: number) => `validation_message_${formId}_${fieldId}`

function describedBy(el: Element, id: string, add: boolean) {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id)
  if (add) ids.push(id)
  if (ids.length) el.setAttribute('aria-describedby', ids.join(' '))
  else el.removeAttribute('aria-describedby')
}

const controlsOf = (fieldEl: HTMLElement) =>
  fieldEl.querySelectorAll<HTMLElement>('input:not([type="hidden"]):not([type="button"]), select, textarea')

/** Shows a field's error the way GF's markup does, or clears it (message null). */
export function showFieldError(
  fieldEl: HTMLElement,
  formId: number,
  fieldId: number,
  message: string | null,
  /** The element id of the one input at fault (a repeater item's sub-input); every input when absent. */
  target?: string,
) {
  const id = messageId(formId, fieldId)
  let el = fieldEl.querySelector<HTMLElement>('.validation_message') ?? document.getElementById(id)
  if (message === null) {
    fieldEl.classList.remove('gfield_error')
    el?.remove()
    for (const control of controlsOf(fieldEl)) {
      control.removeAttribute('aria-invalid')
      describedBy(control, el?.id || id, false)
    }
    return
  }
  fieldEl.classList.add('gfield_error')
  if (!el) {
    el = document.createElement('div')
    el.id = id
    el.className = 'gfield_description validation_message gfield_validation_message'
    fieldEl.append(el)
  }
  el.textContent = message
  for (const control of controlsOf(fieldEl)) {
    control.setAttribute('aria-invalid', !target || control.id === target ? 'true' : 'false')
    describedBy(control, el.id, true)
  }
}

/** Validates one field in the browser (the validator loads on first use: it brings the phone and country data). */
export async function validateInline(formEl: HTMLFormElement, form: Form, formId: number, field: Field, fieldEl: HTMLElement) {
  const { validateField } = await import('../../../core/forms/validate')
  if (!fieldEl.isConnected) return
  const values = currentValues(formEl, form)
  const visibility = computeVisibility(form, values)
  const error = visibility.fields[field.id] ? validateField(field, values) : null
  const at = field.type === 'repeater' && error?.inputId ? parseSubErrorInput(error.inputId) : null
  const target = at ? subElementId(formId, field.id, at.index, at.subId) : undefined
  showFieldError(fieldEl, formId, field.id, error ? error.message : null, target)
}
