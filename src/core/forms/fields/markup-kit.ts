/**
 * What a type's `markup.ts` (`fields/<type>/markup.ts`) is lent by `core/forms/markup.ts` to write
 * its control (its inputs, without label, description or error), and the helpers the controls
 * share. Apart from the map (`fields/index.ts`) so a folder can use these without importing the map
 * that lists it. Server only: the browser never renders a form.
 */
import { choiceId, domIds, inputId, inputLabel, inputName } from '../input-ids'
import type { FormVisibility } from '../logic'
import type { RenderOptions, RenderState } from '../markup'
import { escapeHtml } from '../escape'
import type { PricingField, PricingKit } from '../../pricing/fields'
import { formCurrency, hasOwnQuantity } from '../../pricing/choices'
import type { Field, FieldOfType, FieldType, Form, InputId, SubInput } from '../types'
import type { FieldError } from '../validate'
import { valueOf, type Values } from '../value-access'

export const esc = escapeHtml

export type AttrValue = string | number | boolean | undefined | null

/** ` name="value"` pairs; `true` writes a bare attribute, false/empty/undefined none. */
export function attrs(list: Record<string, AttrValue>): string {
  let out = ''
  for (const [name, value] of Object.entries(list)) {
    if (value === undefined || value === null || value === false) continue
    if (value === true) out += ` ${name}`
    else if (value === '' && name !== 'value') continue
    else out += ` ${name}="${esc(String(value))}"`
  }
  return out
}

export const classes = (...names: (string | false | undefined | null)[]) => names.filter(Boolean).join(' ')

/** Plain text as HTML: escaped, line breaks kept. */
export const textHtml = (text: string) => esc(text).replace(/\n/g, '<br>')

export const REQUIRED_MARK =
  '<span class="gfield_required"><span class="gfield_required gfield_required_asterisk" aria-hidden="true">*</span></span>'

export type Ctx = {
  form: Form
  state: RenderState
  values: Values
  visibility: FormVisibility
  errors: Map<number, FieldError>
  options: RenderOptions
}

/** What every input of a field shares: its description and error references. */
export type InputAria = { describedBy: string[]; error: FieldError | undefined; required: boolean }

export function fieldAria(ctx: Ctx, field: Field): InputAria {
  const fid = ctx.form.id
  const error = ctx.errors.get(field.id)
  const describedBy: string[] = []
  if (field.description && field.type !== 'consent' && field.type !== 'section')
    describedBy.push(domIds.description(fid, field.id))
  if (error) describedBy.push(domIds.validationMessage(fid, field.id))
  return { describedBy, error, required: field.isRequired === true }
}

/** The ARIA and state attributes of one input. */
export function inputAria(aria: InputAria, options: { inputId?: InputId; partial?: boolean; extra?: string[] } = {}) {
  const invalid = aria.error !== undefined && (!options.partial || !aria.error.inputId || aria.error.inputId === options.inputId)
  const ids = [...(options.extra ?? []), ...aria.describedBy]
  return {
    'aria-required': aria.required ? 'true' : undefined,
    'aria-invalid': invalid ? 'true' : 'false',
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  }
}

export const sizeClass = (field: Field) => field.size ?? 'large'

export function subLabel(ctx: Ctx, field: Field, input: SubInput, forId: string, extraClass = ''): string {
  const placement = field.subLabelPlacement ?? ctx.form.subLabelPlacement ?? 'below'
  const hidden = placement === 'hidden_label'
  return `<label${attrs({
    for: forId,
    id: `${forId}_label`,
    class: classes('gform-field-label gform-field-label--type-sub', extraClass, hidden && 'hidden_sub_label screen-reader-text'),
  })}>${esc(inputLabel(input))}</label>`
}

/** A sub-input and its label, in the order the sub-label placement asks. */
export function withSubLabel(ctx: Ctx, field: Field, control: string, label: string): string {
  const placement = field.subLabelPlacement ?? ctx.form.subLabelPlacement ?? 'below'
  return placement === 'above' ? label + control : control + label
}

export function options(
  choices: readonly { text: string; value: string }[],
  selected: (value: string) => boolean,
  placeholder?: string,
): string {
  const first =
    placeholder !== undefined ? `<option value=""${attrs({ class: 'gf_placeholder' })}>${esc(placeholder)}</option>` : ''
  return (
    first +
    choices.map((c) => `<option${attrs({ value: c.value, selected: selected(c.value) })}>${esc(c.text)}</option>`).join('')
  )
}

export const subNumber = (id: InputId) => Number(id.split('.')[1])

export const instructionId = (formId: number, fieldId: number) => `gfield_instruction_${formId}_${fieldId}`

/** What a control is written with: the render's context and what every input of the field shares. */
export type ControlKit = {
  ctx: Ctx
  form: Form
  values: Values
  fid: number
  /** The field's id as its input id. */
  id: string
  aria: InputAria
  /** The value of the field's own input. */
  value: string
  /** The one `<input>` of a simple field in its container. */
  single: (type: string, extra?: Record<string, AttrValue>, containerType?: string) => string
}

export type Control<T extends FieldType> = (field: FieldOfType<T>, k: ControlKit) => string

export function controlKit(ctx: Ctx, field: Field): ControlKit {
  const { form, values } = ctx
  const fid = form.id
  const id = String(field.id)
  const aria = fieldAria(ctx, field)
  const value = valueOf(values, id)
  const single = (type: string, extra: Record<string, AttrValue> = {}, containerType: string = field.type) =>
    `<div class="ginput_container ginput_container_${containerType}"><input${attrs({
      name: inputName(field),
      id: inputId(fid, field.id),
      type,
      value,
      class: sizeClass(field),
      placeholder: field.placeholder,
      autocomplete: field.autocompleteAttribute,
      ...inputAria(aria),
      ...extra,
    })}></div>`
  return { ctx, form, values, fid, id, aria, value, single }
}

/** Shows something of its own (section, page, HTML are written by the field markup) or nothing. */
export const noControl = () => ''

/** What the engine's renderer lends a pricing field's control (core/pricing/fields.ts). */
export const pricingKit = (field: PricingField, { fid, values, form, aria }: ControlKit): PricingKit => ({
  formId: fid,
  values,
  currency: formCurrency(form),
  attrs,
  esc,
  aria: (input) => inputAria(aria, input ? { inputId: input, partial: true } : {}),
  size: sizeClass(field),
  ownQuantity: (product) => hasOwnQuantity(product, form),
})

export type MarkupPart<T extends FieldType> = {
  control: Control<T>
  /**
   * The wrapper's classes where the type is not what GF names its input (`gfield--input-type-…`:
   * an image choice is a radio or checkbox input) and its own classes; absent for most types.
   */
  wrapper?: (field: FieldOfType<T>) => { inputType: string; classes: string[] }
  /** Its inputs are grouped in a fieldset with a legend. */
  group: (field: FieldOfType<T>) => boolean
  /** The element a summary link points at: the input the error is about (`forInput`), else the field's first. */
  focus: (field: FieldOfType<T>, form: Form, forInput?: InputId) => string
}

export const grouped = () => true
export const notGrouped = () => false

/** The element of the sub-input an error is about (`5.3`: `input_{form}_5_3`), else the one `first` names. */
export function focusOn<F extends Field>(first: (field: F, form: Form) => string) {
  return (field: F, form: Form, forInput?: InputId): string =>
    forInput && forInput.includes('.') ? inputId(form.id, field.id, subNumber(forInput)) : first(field, form)
}

/** The field's one input (`input_{form}_{id}`). */
export const ownInputFocus = focusOn((field, form) => inputId(form.id, field.id))

/** The first of the sub-inputs `shown` lists, else the field itself; `element` names a sub-input's element. */
export function firstOfFocus<F extends Field>(
  shown: (field: F) => readonly SubInput[],
  element: (formId: number, fieldId: number, n: number) => string = inputId,
) {
  return (field: F, form: Form, forInput?: InputId): string => {
    if (forInput && forInput.includes('.')) return element(form.id, field.id, subNumber(forInput))
    const first = shown(field)[0]
    return first ? element(form.id, field.id, subNumber(first.id)) : domIds.field(form.id, field.id)
  }
}

/** Written by the field markup itself (its content, heading or page break): no control. */
export const bareMarkup = { control: noControl, group: notGrouped, focus: ownInputFocus }

/**
 * How a radio or checkbox control is written when another type lends it (image choice): its
 * container's type (`ginput_container_{type}`) and what goes before a choice's input (a picture).
 */
export type ChoiceLook = { container: string; before: (index: number) => string }

/**
 * One box or button of a choice field (GF's `.gchoice`) with its inline label; `n` numbers its
 * element ids, `labelHtml` is the label's (escaped) content, `after` follows the label (the
 * "other" text of a radio field) and `before` comes first (an image choice's picture).
 */
export function choiceMarkup(
  k: ControlKit,
  field: Field,
  n: number,
  input: { name: string; type: 'checkbox' | 'radio'; value: string; checked: boolean },
  labelHtml: string,
  after = '',
  before = '',
): string {
  const cid = choiceId(k.fid, field.id, n)
  return `<div class="gchoice gchoice_${k.fid}_${field.id}_${n}">${before}<input${attrs({
    class: 'gfield-choice-input',
    ...input,
    id: cid,
    ...inputAria(k.aria),
    'aria-required': undefined,
  })}><label${attrs({
    for: cid,
    id: `label_${k.fid}_${field.id}_${n}`,
    class: 'gform-field-label gform-field-label--type-inline',
  })}>${labelHtml}</label>${after}</div>`
}

/**
 * The shown sub-inputs of a name or an address, each in its column with its sub-label. `column`
 * says a sub-input's column class, its autocomplete hint and whether a required field requires
 * it; `control` writes the sub-input from the attributes they share.
 */
export function subInputColumns(
  k: ControlKit,
  field: Field,
  shown: readonly SubInput[],
  column: (n: number) => { className: string; autocomplete: string | undefined; required: boolean },
  control: (common: Record<string, AttrValue>, input: SubInput, n: number) => string,
): string {
  return shown
    .map((input) => {
      const n = subNumber(input.id)
      const elementId = inputId(k.fid, field.id, n)
      const { className, autocomplete, required } = column(n)
      const common = {
        name: inputName(field, input.id),
        id: elementId,
        autocomplete,
        ...inputAria(k.aria, { inputId: input.id }),
        'aria-required': k.aria.required && required ? 'true' : undefined,
      }
      return `<span${attrs({ id: `${elementId}_container`, class: className })}>${withSubLabel(
        k.ctx,
        field,
        control(common, input, n),
        subLabel(k.ctx, field, input, elementId),
      )}</span>`
    })
    .join('')
}
