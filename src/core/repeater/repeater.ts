/**
 * GF's repeater: a group of fields repeated, up to a maximum item count. Every sub-input is
 * posted under a stable name, `input_{id}[{index}][{subId}]` (0-based item index), so a
 * form without JavaScript posts its first item like any other input and a re-rendered page
 * keeps every item posted. The engine holds the items as cells, item by item in sub-field
 * order (`values[id]`, a list like the list field's), so drafts and postbacks round-trip
 * through `readValues`/`toPairs` unchanged. Pure helpers shared by the renderer, the
 * server's validation, the entry and the browser script.
 */
import { isValidEmail } from '../forms/formats'
import { formatNumber, parseNumber, toDecimalString } from '../forms/number'
import type { Field, FieldId, InputId, RepeaterSubField } from '../forms/types'

export type RepeaterField = Extract<Field, { type: 'repeater' }>

/** The screen-reader texts of adding and removing an item: the list field's (spec section 8). */
export { ROW_ADDED as ITEM_ADDED, ROW_REMOVED as ITEM_REMOVED } from '../lists/list'

/** A repeater accepts at most this many items whatever its setting says. */
export const REPEATER_HARD_MAX_ITEMS = 50

export type RepeaterMessages = {
  maxItems: (n: number) => string
  incomplete: (item: string, labels: string[]) => string
  email: string
  number: string
  choice: string
}

export const REPEATER_MESSAGES: RepeaterMessages = {
  maxItems: (n) => `You can add at most ${n} ${n === 1 ? 'item' : 'items'}.`,
  incomplete: (item, labels) => `Please complete ${item}: ${labels.join(', ')}.`,
  email: 'The email address entered is invalid, please check the formatting (e.g. email@domain.com).',
  number: 'Please enter a valid number.',
  choice: 'Invalid selection. Please select one of the available choices.',
}

export function maxItems(field: RepeaterField): number {
  const max = field.maxItems && field.maxItems > 0 ? Math.floor(field.maxItems) : REPEATER_HARD_MAX_ITEMS
  return Math.min(max, REPEATER_HARD_MAX_ITEMS)
}

/** What one item is called, as a heading starts (`Site`). */
export function itemLabel(field: RepeaterField): string {
  return field.itemLabel?.trim() || 'Item'
}

/** `Site 2`: an item's heading. */
export function itemHeading(field: RepeaterField, index: number): string {
  return `${itemLabel(field)} ${index + 1}`
}

/** `site 2`: an item inside a sentence. */
const itemName = (field: RepeaterField, index: number) => itemHeading(field, index).toLowerCase()

export function addButtonText(field: RepeaterField): string {
  return field.addButtonText?.trim() || `Add another ${itemLabel(field).toLowerCase()}`
}

/** `Remove site 2`. */
export function removeButtonText(field: RepeaterField, index: number): string {
  return `Remove ${itemName(field, index)}`
}

/** The posted name of a sub-input. */
export function subInputName(fieldId: FieldId, index: number, subId: number): string {
  return `input_${fieldId}[${index}][${subId}]`
}

/** The element id of a sub-input: `input_{form}_{field}_{index}_{subId}`. */
export function subElementId(formId: number, fieldId: FieldId, index: number, subId: number): string {
  return `input_${formId}_${fieldId}_${index}_${subId}`
}

/** The `inputId` an error carries to point at one sub-input of one item: `5[1][2]`, like its name. */
export function subErrorInput(fieldId: FieldId, index: number, subId: number): InputId {
  return `${fieldId}[${index}][${subId}]`
}

/** The item index and sub-field id of an error's `inputId`, or null. */
export function parseSubErrorInput(inputId: InputId): { index: number; subId: number } | null {
  const m = /^\d+\[(\d+)\]\[(\d+)\]$/.exec(inputId)
  return m ? { index: Number(m[1]), subId: Number(m[2]) } : null
}

/** The cell index of item `index`, sub-field at `position`. */
export const cellIndex = (field: RepeaterField, index: number, position: number) => index * field.fields.length + position

/** Every name the repeater accepts, with the cell it fills (items past the maximum too: validation refuses them). */
export function postedNames(field: RepeaterField): [string, number][] {
  const names: [string, number][] = []
  for (let index = 0; index < REPEATER_HARD_MAX_ITEMS; index++)
    field.fields.forEach((sub, position) =>
      names.push([subInputName(field.id, index, sub.id), cellIndex(field, index, position)]),
    )
  return names
}

/** The items as posted, items without any text dropped; each a list of texts in sub-field order. */
export function repeaterItems(field: RepeaterField, cells: readonly string[]): string[][] {
  const width = field.fields.length
  if (!width) return []
  const items: string[][] = []
  for (let i = 0; i < cells.length; i += width) {
    const item = Array.from({ length: width }, (_, c) => (cells[i + c] ?? '').trim())
    if (item.some((cell) => cell !== '')) items.push(item)
  }
  return items
}

/** The items to render: at least one (empty) item. */
export function renderItems(field: RepeaterField, cells: readonly string[]): string[][] {
  const items = repeaterItems(field, cells)
  return items.length ? items : [field.fields.map(() => '')]
}

export type RepeaterError = { message: string; inputId: InputId }

/** One sub-field's error in one item, or null. */
function subError(field: RepeaterField, sub: RepeaterSubField, index: number, text: string, m: RepeaterMessages): string | null {
  if (!text) return null
  const where = `${itemHeading(field, index)}, ${sub.label}: `
  switch (sub.type) {
    case 'email':
      return isValidEmail(text) ? null : where + m.email
    case 'number':
      return parseNumber(text, sub.numberFormat ?? 'decimal_dot') === null ? where + m.number : null
    case 'select':
      return (sub.choices ?? []).some((c) => c.value === text) ? null : where + m.choice
    case 'text':
    case 'textarea':
      return null
  }
}

/**
 * The first error of the items, pointing at the sub-input at fault, or null. Items past the
 * maximum, required sub-fields left empty, e-mail addresses, numbers and choices are checked
 * item by item; whether the repeater needs an item at all is the caller's (required).
 */
export function repeaterError(
  field: RepeaterField,
  cells: readonly string[],
  m: RepeaterMessages = REPEATER_MESSAGES,
): RepeaterError | null {
  const items = repeaterItems(field, cells)
  const max = maxItems(field)
  const first = field.fields[0]
  if (items.length > max && first) return { message: m.maxItems(max), inputId: subErrorInput(field.id, max, first.id) }
  for (const [index, item] of items.entries()) {
    const missing = field.fields.filter((sub, position) => sub.isRequired && item[position] === '')
    if (missing.length)
      return {
        message: m.incomplete(
          itemName(field, index),
          missing.map((s) => s.label),
        ),
        inputId: subErrorInput(field.id, index, missing[0]!.id),
      }
    for (const [position, sub] of field.fields.entries()) {
      const message = subError(field, sub, index, item[position] ?? '', m)
      if (message) return { message, inputId: subErrorInput(field.id, index, sub.id) }
    }
  }
  return null
}

/** A sub-field's stored text: numbers dot-decimal, like a number field's entry. */
function storedText(sub: RepeaterSubField, text: string): string {
  if (sub.type !== 'number' || !text) return text
  const n = parseNumber(text, sub.numberFormat ?? 'decimal_dot')
  return n === null ? text : toDecimalString(n)
}

/** The key of a sub-field in the stored objects: its label (its id when it has none or shares it). */
function storedKeys(field: RepeaterField): string[] {
  const seen = new Set<string>()
  return field.fields.map((sub) => {
    const key = sub.label.trim() && !seen.has(sub.label.trim()) ? sub.label.trim() : String(sub.id)
    seen.add(key)
    return key
  })
}

/** The stored value: a JSON list of objects keyed by sub-field label, '' without items. */
export function repeaterEntry(field: RepeaterField, cells: readonly string[]): string {
  const items = repeaterItems(field, cells)
  if (!items.length) return ''
  const keys = storedKeys(field)
  return JSON.stringify(
    items.map((item) => Object.fromEntries(field.fields.map((sub, i) => [keys[i]!, storedText(sub, item[i] ?? '')]))),
  )
}

/** A stored value read back as cells (the engine's values), for the entry view and exports. */
export function cellsFromEntry(field: RepeaterField, stored: string): string[] {
  let list: unknown
  try {
    list = JSON.parse(stored || '[]')
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  const keys = storedKeys(field)
  const cells: string[] = []
  for (const item of list.slice(0, REPEATER_HARD_MAX_ITEMS)) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue
    const record = item as Record<string, unknown>
    field.fields.forEach((sub, i) => {
      const v = Object.hasOwn(record, keys[i]!) ? record[keys[i]!] : undefined
      const text = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''
      // Stored numbers are dot-decimal; shown in the sub-field's own format.
      const n = sub.type === 'number' && text ? Number(text) : NaN
      cells.push(Number.isFinite(n) ? formatNumber(n, sub.numberFormat ?? 'decimal_dot') : text)
    })
  }
  return cells
}

/** The items as people read them: one line per item, `Site 1: Name: De Linde, Beds or tables: 40`. */
export function repeaterText(field: RepeaterField, cells: readonly string[]): string {
  return repeaterItems(field, cells)
    .map((item, index) => {
      const parts = field.fields
        .map((sub, i) => {
          const text = item[i] ?? ''
          if (!text) return ''
          const shown = sub.type === 'select' ? (sub.choices?.find((c) => c.value === text)?.text ?? text) : text
          return `${sub.label}: ${shown}`
        })
        .filter(Boolean)
      return `${itemHeading(field, index)}: ${parts.join(', ')}`
    })
    .join('\n')
}

type AttrValue = string | number | boolean | undefined | null

export type RepeaterKit = {
  formId: number
  attrs: (list: Record<string, AttrValue>) => string
  esc: (text: string) => string
  /** The ARIA attributes of one sub-input (its error reference, its description). */
  aria: (inputId: InputId) => Record<string, AttrValue>
  requiredMark: string
}

/**
 * The repeater's markup: `.gfield_repeater_items` of `fieldset.gfield_repeater_item`, each
 * with a `legend` (`Site 2`), the sub-fields (`.gfield_repeater_cell`, a label and its input)
 * and a `button.gfield_repeater_remove` (`Remove site 2`); then `button.gfield_repeater_add`.
 * The buttons need the script and start `hidden`; the script shows them.
 */
export function repeaterControl(kit: RepeaterKit, field: RepeaterField, cells: readonly string[]): string {
  const { attrs, esc, formId } = kit
  const items = renderItems(field, cells)
  const max = maxItems(field)
  const body = items
    .map((item, index) => {
      const subs = field.fields
        .map((sub, position) => {
          const id = subElementId(formId, field.id, index, sub.id)
          const value = item[position] ?? ''
          const common = {
            name: subInputName(field.id, index, sub.id),
            id,
            'data-sub-id': sub.id,
            ...kit.aria(subErrorInput(field.id, index, sub.id)),
            'aria-required': sub.isRequired ? 'true' : undefined,
          }
          const control =
            sub.type === 'textarea'
              ? `<textarea${attrs({ ...common, class: 'textarea small', rows: 4 })}>${esc(value)}</textarea>`
              : sub.type === 'select'
                ? `<select${attrs({ ...common, class: 'small gfield_select' })}><option value="">Select</option>${(
                    sub.choices ?? []
                  )
                    .map((c) => `<option${attrs({ value: c.value, selected: c.value === value })}>${esc(c.text)}</option>`)
                    .join('')}</select>`
                : `<input${attrs({
                    ...common,
                    type: sub.type === 'email' ? 'email' : 'text',
                    inputmode: sub.type === 'number' ? 'decimal' : undefined,
                    autocomplete: sub.type === 'email' ? 'email' : 'off',
                    class: 'large',
                    value,
                  })}>`
          return `<div${attrs({
            class: `gfield_repeater_cell gfield_repeater_cell--${sub.type}`,
          })}><label${attrs({ for: id, class: 'gform-field-label gform-field-label--type-sub' })}>${esc(sub.label)}${
            sub.isRequired ? kit.requiredMark : ''
          }</label>${control}</div>`
        })
        .join('')
      const remove = `<div class="gfield_repeater_buttons"><button${attrs({
        type: 'button',
        class: 'gfield_repeater_remove gform-theme-button gform-theme-button--secondary',
        hidden: true,
      })}>${esc(removeButtonText(field, index))}</button></div>`
      return `<fieldset${attrs({ class: 'gfield_repeater_item', 'data-index': index })}><legend class="gfield_repeater_item_label">${esc(
        itemHeading(field, index),
      )}</legend>${subs}${remove}</fieldset>`
    })
    .join('')
  return `<div${attrs({
    class: 'ginput_container ginput_container_repeater gfield_repeater_container',
    'data-max-items': max,
    'data-item-label': itemLabel(field),
  })}><div class="gfield_repeater_items">${body}</div><button${attrs({
    type: 'button',
    class: 'gfield_repeater_add gform-theme-button gform-theme-button--secondary',
    disabled: items.length >= max,
    hidden: true,
  })}>${esc(addButtonText(field))}</button></div>`
}
