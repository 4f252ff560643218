/**
 * What the form builder offers in its drop-downs (conditional logic rules, a notification's
 * e-mail fields, merge tags), worked out from the builder's current rows: the admin's form
 * state, so a field added or renamed a moment ago is offered before the form is saved.
 * Plain data in, plain data out; the admin components (`builder/*.tsx`) only draw it.
 */
import { COUNTRIES } from '../../../core/forms/countries'
import { ADDRESS_INPUTS, NAME_INPUTS } from '../../../core/forms/inputs'
import { isFieldType, metaOf } from '../../../core/forms/fields'
import { FORM_MERGE_TAGS, fieldMergeTag } from '../../../core/forms/merge-tags'
import { fieldIdsFor } from '../field-ids'

/** Payload's form state: flat paths (`fields.3.label`) to field states. */
export type FormStateLike = Record<string, { value?: unknown } | undefined>

/** One row of the builder as the drop-downs need it. */
export type BuilderField = {
  /** The row's place in the builder (`fields.<index>`). */
  index: number
  /** Null while the row has no id yet. */
  id: number | null
  /** The engine's type (`email`), without the block's `ff_` prefix. */
  type: string
  /** The field's admin label, else its label, else its type's name. */
  name: string
  choices: { text: string; value: string }[]
  /** The few settings that decide which sub-inputs the field has. */
  settings: Record<string, boolean | string>
}

export type Choice = { label: string; value: string }

/** A field or sub-input a logic rule can look at: its input id (`5`, `5.3`) and its choices, if any. */
export type LogicTarget = Choice & { choices?: Choice[] }

const SETTINGS = ['showPrefix', 'showMiddle', 'showSuffix', 'hideLine2', 'inputType', 'emailConfirmEnabled'] as const
const ROW_KEY = new RegExp(
  `^fields\\.(\\d+)\\.(?:(blockType|fieldId|label|adminLabel|${SETTINGS.join('|')})|choices\\.(\\d+)\\.(text|value))$`,
)

const clean = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '')

const cache = new WeakMap<object, BuilderField[]>()

/**
 * The builder's rows, in order, read from the form state. Only the top level `fields.<n>.*`
 * is read: a rule's own `fieldId` (`fields.3.logic.rules.0.fieldId`) is not a row's.
 * Every drop-down of the form asks on every change, so one answer per state is kept.
 */
export function readBuilderFields(state: FormStateLike): BuilderField[] {
  const cached = cache.get(state)
  if (cached) return cached
  const rows = new Map<number, { raw: Record<string, unknown>; choices: Map<number, { text?: unknown; value?: unknown }> }>()
  for (const [key, field] of Object.entries(state)) {
    const m = ROW_KEY.exec(key)
    if (!m) continue
    const index = Number(m[1])
    let row = rows.get(index)
    if (!row) rows.set(index, (row = { raw: {}, choices: new Map() }))
    if (m[2]) row.raw[m[2]] = field?.value
    else {
      const choice = row.choices.get(Number(m[3])) ?? {}
      choice[m[4] as 'text' | 'value'] = field?.value
      row.choices.set(Number(m[3]), choice)
    }
  }
  const fields = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, { raw, choices }]): BuilderField => {
      const type = String(raw.blockType ?? '').replace(/^ff_/, '')
      const id = typeof raw.fieldId === 'number' && Number.isInteger(raw.fieldId) && raw.fieldId > 0 ? raw.fieldId : null
      const settings: Record<string, boolean | string> = {}
      for (const key of SETTINGS) {
        const v = raw[key]
        if (typeof v === 'boolean' || typeof v === 'string') settings[key] = v
      }
      return {
        index,
        id,
        type,
        name: clean(raw.adminLabel) || clean(raw.label) || (isFieldType(type) ? metaOf(type).title : type),
        choices: [...choices.entries()]
          .sort(([a], [b]) => a - b)
          .map(([, c]) => ({ text: clean(c.text), value: clean(c.value) || clean(c.text) }))
          .filter((c) => c.value !== ''),
        settings,
      }
    })
  cache.set(state, fields)
  return fields
}

/**
 * The types logic can compare, as Gravity Forms offers them: not what shows without a value
 * (page, section, HTML), the captcha, or values that are no text to compare (uploads, lists,
 * repeaters, passwords).
 */
const LOGIC_TYPES = new Set([
  'text',
  'textarea',
  'select',
  'multiselect',
  'number',
  'checkbox',
  'radio',
  'image_choice',
  'hidden',
  'name',
  'date',
  'time',
  'phone',
  'address',
  'website',
  'email',
  'consent',
  'social',
  'product',
  'option',
  'quantity',
  'shipping',
  'total',
])

const CHOICE_TYPES = new Set(['select', 'multiselect', 'checkbox', 'radio', 'image_choice', 'product', 'option', 'shipping'])

/** How an input is named in a drop-down: its label and its id, as the builder's rows show ids. */
export const targetLabel = (name: string, id: string) => `${name} · ID ${id}`

const choicesOf = (field: BuilderField): Choice[] | undefined => {
  if (field.type === 'consent') return [{ label: 'Ticked', value: '1' }]
  if (!CHOICE_TYPES.has(field.type) || field.choices.length === 0) return undefined
  // A product typed by hand or priced by formula has no choices to pick from.
  if (field.type === 'product' && field.settings.inputType !== 'select' && field.settings.inputType !== 'radio') return undefined
  return field.choices.map((c) => ({ label: c.text && c.text !== c.value ? `${c.text} (${c.value})` : c.value, value: c.value }))
}

/** A composite field's sub-inputs logic and merge tags can name, as the visitor sees them. */
export function subInputsOf(field: BuilderField): { n: number; label: string }[] {
  if (field.type === 'name') {
    const s = field.settings
    return [
      ...(s.showPrefix ? [{ n: NAME_INPUTS.prefix, label: 'Prefix' }] : []),
      { n: NAME_INPUTS.first, label: 'First' },
      ...(s.showMiddle ? [{ n: NAME_INPUTS.middle, label: 'Middle' }] : []),
      { n: NAME_INPUTS.last, label: 'Last' },
      ...(s.showSuffix ? [{ n: NAME_INPUTS.suffix, label: 'Suffix' }] : []),
    ]
  }
  if (field.type === 'address') {
    return [
      { n: ADDRESS_INPUTS.street, label: 'Street Address' },
      ...(field.settings.hideLine2 ? [] : [{ n: ADDRESS_INPUTS.line2, label: 'Address Line 2' }]),
      { n: ADDRESS_INPUTS.city, label: 'City' },
      { n: ADDRESS_INPUTS.state, label: 'State / Province / Region' },
      { n: ADDRESS_INPUTS.zip, label: 'ZIP / Postal Code' },
      { n: ADDRESS_INPUTS.country, label: 'Country' },
    ]
  }
  return []
}

const COUNTRY_CHOICES: Choice[] = COUNTRIES.map((c) => ({ label: c.name, value: c.name }))

/**
 * What a logic rule can look at: every field logic can compare (with an id), and for a name or
 * an address each shown part too ("Name (First)", `1.3`). A field with choices brings them, so
 * the rule's value is picked rather than typed.
 */
export function logicTargets(fields: readonly BuilderField[]): LogicTarget[] {
  const targets: LogicTarget[] = []
  for (const field of fields) {
    if (field.id === null || !LOGIC_TYPES.has(field.type)) continue
    const id = String(field.id)
    targets.push({ value: id, label: targetLabel(field.name, id), ...optional(choicesOf(field)) })
    for (const input of subInputsOf(field)) {
      const inputId = `${id}.${input.n}`
      const countries = field.type === 'address' && input.n === ADDRESS_INPUTS.country ? COUNTRY_CHOICES : undefined
      targets.push({ value: inputId, label: targetLabel(`${field.name} (${input.label})`, inputId), ...optional(countries) })
    }
  }
  return targets
}

const optional = (choices: Choice[] | undefined) => (choices ? { choices } : {})

/** The form's e-mail fields, for a notification's recipient and Reply-To. */
export function emailFieldChoices(fields: readonly BuilderField[]): Choice[] {
  return fields
    .filter((f) => f.type === 'email' && f.id !== null)
    .map((f) => ({ value: String(f.id), label: targetLabel(f.name, String(f.id)) }))
}

/**
 * A drop-down's options with the stored value kept: a value no option has (a rule on a field
 * since deleted) is shown as it is, so opening the form never loses or hides it.
 */
export function withCurrent(options: readonly Choice[], current: string, missing: (value: string) => string): Choice[] {
  if (!current || options.some((o) => o.value === current)) return [...options]
  return [...options, { value: current, label: missing(current) }]
}

/** Operators that compare with one of a field's choices; the others (contains, greater than) take typed text. */
export const choiceOperators: ReadonlySet<string> = new Set(['is', 'isnot'])

/** The rows (by index) whose id should change now, and to what. */
export function pendingFieldIds(state: FormStateLike): { index: number; id: number }[] {
  const rows = readBuilderFields(state)
  const last = state.lastFieldId?.value
  const ids = fieldIdsFor(
    rows.map((r) => r.id),
    typeof last === 'number' ? last : null,
  )
  const loaded = (state.fields as { rows?: { isLoading?: boolean }[] } | undefined)?.rows
  // Only rows the server has filled in: a value set on a row still loading is replaced by the
  // server's empty one when it arrives.
  return rows.flatMap((row, i) =>
    row.id === ids[i] || !(`fields.${row.index}.fieldId` in state) || loaded?.[row.index]?.isLoading
      ? []
      : [{ index: row.index, id: ids[i]! }],
  )
}

/** What the merge-tag picker lists: the form's own tags, then each field and part. */
export type MergeTagGroup = { label: string; items: { tag: string; label: string }[] }

/** Types whose value no merge tag can show (nothing to show, or a password never shown). */
const NO_TAG_TYPES = new Set(['html', 'section', 'page', 'captcha', 'password'])

/**
 * The picker's tags for a template (`message`: notifications and confirmations, filled after the
 * entry is stored) or a default value (`default`: filled as the form is shown, so no entry tags
 * and no answers yet).
 */
export function mergeTagGroups(fields: readonly BuilderField[], use: 'message' | 'default'): MergeTagGroup[] {
  const form = {
    label: 'Form',
    items: FORM_MERGE_TAGS.filter((t) => use === 'message' || !t.entry).map(({ tag, label }) => ({ tag, label })),
  }
  if (use === 'default') return [form]
  const items: MergeTagGroup['items'] = []
  for (const field of fields) {
    if (field.id === null || NO_TAG_TYPES.has(field.type)) continue
    items.push({ tag: fieldMergeTag(field.name, String(field.id)), label: field.name })
    for (const input of subInputsOf(field)) {
      const name = `${field.name} (${input.label})`
      items.push({ tag: fieldMergeTag(name, `${field.id}.${input.n}`), label: name })
    }
  }
  return items.length ? [form, { label: 'Fields', items }] : [form]
}
