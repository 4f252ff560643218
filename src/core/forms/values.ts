/**
 * Submitted values: read from the posted name/value pairs into a map keyed by input id
 * (`"5"`, `"5.3"`), written back into pairs and input values for re-rendering, and turned
 * into the entry that is stored.
 */
import { partFor } from './fields/definition'
import { FIELD_CLIENT } from './fields/client'
import type { PairSink, ValuesPart } from './fields/values-kit'
import { fieldInputs, inputTargets, OTHER_CHOICE, type TargetOptions } from './inputs'
import { cleanText, INPUT_LIMITS, listOf, valueOf, type InputLimits, type Pair, type Values } from './value-access'
import { readUploadedFilesValues, uploadedFilesPair } from '../uploads/values'
import { assertNever, type Field, type FieldId, type FieldType, type Form, type InputId } from './types'
import { isDisplayOnly } from './fields/client'

export * from './value-access'

export type ReadOptions = TargetOptions & { limits?: Partial<InputLimits> }

export type ReadResult = {
  values: Values
  /** True when something was cut to the limits; the server may refuse such a submission. */
  truncated: boolean
}

/**
 * Reads a submission. Only names the form defines are read (unknown inputs, display-only
 * fields and, unless asked, administrative fields are ignored); repeated names keep the last
 * value, as PHP does, except `[]` names, which collect in order. Empty values are left out.
 */
export function readValues(form: Form, pairs: Iterable<Pair>, options: ReadOptions = {}): ReadResult {
  const limits = { ...INPUT_LIMITS, ...options.limits }
  const targets = inputTargets(form, options)
  const values: Values = {}
  const positional = new Map<Field, { ids: InputId[]; items: string[] }>()
  const otherText = new Map<FieldId, string>()
  let truncated = false
  let count = 0
  const clean = (raw: string) => {
    if (raw.length > limits.maxValueLength) truncated = true
    return cleanText(raw, limits.maxValueLength)
  }

  for (const [name, raw] of pairs) {
    if (++count > limits.maxPairs) {
      truncated = true
      break
    }
    if (typeof raw !== 'string') continue
    const target = targets.get(name)
    if (!target) continue
    switch (target.kind) {
      case 'value': {
        const text = clean(raw)
        if (text) values[target.inputId] = text
        else delete values[target.inputId]
        break
      }
      case 'list': {
        const list = (values[target.inputId] as string[] | undefined) ?? []
        const text = clean(raw)
        if (!text) break
        if (list.length >= limits.maxListItems) truncated = true
        else list.push(text)
        values[target.inputId] = list
        break
      }
      case 'cells': {
        const list = (values[target.inputId] as string[] | undefined) ?? []
        if (list.length >= limits.maxListItems) truncated = true
        else list.push(clean(raw))
        values[target.inputId] = list
        break
      }
      case 'slot': {
        const list = (values[target.inputId] as string[] | undefined) ?? []
        // Items may come in any order; the gaps of items not (yet) posted stay empty.
        while (list.length <= target.index) list.push('')
        list[target.index] = clean(raw)
        values[target.inputId] = list
        break
      }
      case 'positional': {
        const slot = positional.get(target.field) ?? { ids: target.inputIds, items: [] }
        if (slot.items.length < slot.ids.length) slot.items.push(clean(raw))
        positional.set(target.field, slot)
        break
      }
      case 'other':
        otherText.set(target.field.id, clean(raw))
        break
      default:
        assertNever(target)
    }
  }

  for (const { ids, items } of positional.values()) {
    ids.forEach((id, i) => {
      if (items[i]) values[id] = items[i]
    })
  }
  for (const field of form.fields) {
    if (field.type !== 'radio' || values[String(field.id)] !== OTHER_CHOICE) continue
    // The "other" text is the value (GF stores it); with no text the choice stays marked, so
    // the re-rendered form keeps "other" selected next to its required-field message.
    const text = otherText.get(field.id)
    if (text) values[String(field.id)] = text
  }
  readUploadedFilesValues(form, pairs, values)
  return { values, truncated }
}

/** Whether the choice at `index` is selected (select, multi select, radio, checkbox). */
export function isChoiceSelected(
  field: Field & { type: 'select' | 'multiselect' | 'radio' | 'checkbox' },
  values: Values,
  index: number,
): boolean {
  const choice = field.choices[index]
  if (!choice) return false
  if (field.type === 'checkbox') {
    const input = fieldInputs(field)[index]
    return input !== undefined && valueOf(values, input.id) === choice.value
  }
  return listOf(values, String(field.id)).includes(choice.value)
}

/**
 * The values as posted pairs with GF's input names: the reverse of `readValues`, for hidden
 * postback inputs and for saving a draft.
 */
export function toPairs(form: Form, values: Values): [string, string][] {
  const pairs: [string, string][] = []
  const out: PairSink = {
    push: (name, value) => pairs.push([name, value]),
    value: (name, inputId) => pushValue(pairs, name, values, inputId),
  }
  for (const field of form.fields) {
    if (isDisplayOnly(field)) continue
    const own = partFor(FIELD_CLIENT, field).values as ValuesPart<FieldType>
    own.pairs(field, values, out, form)
  }
  const files = uploadedFilesPair(form, values)
  if (files) pairs.push(files)
  return pairs
}

function pushValue(pairs: [string, string][], name: string, values: Values, inputId: InputId) {
  const v = valueOf(values, inputId)
  if (v) pairs.push([name, v])
}

/** An entry as stored: input id to text, GF's formats (dates `Y-m-d`, numbers `1234.5`). */
export type EntryValues = Record<InputId, string>

/**
 * The entry stored for valid values (run it on the values left after hidden fields are
 * dropped). Dates become ISO dates, numbers dot-decimal strings, multi selects a JSON list,
 * times `14:05` or `02:05 pm`, websites get their scheme; an e-mail confirmation is not
 * kept; a ticked consent keeps the checkbox label and the text agreed to, taken from the
 * form definition rather than from the post.
 */
export function toEntry(form: Form, values: Values): EntryValues {
  return Object.assign({}, ...form.fields.map((field) => fieldEntry(field, values))) as EntryValues
}

/** One field's part of the entry (see `toEntry`). */
export function fieldEntry(field: Field, values: Values): EntryValues {
  const entry: EntryValues = {}
  const put = (id: InputId, v: string) => {
    if (v !== '') entry[id] = v
  }
  const own = partFor(FIELD_CLIENT, field).values as ValuesPart<FieldType>
  own.entry(field, values, put)
  return entry
}
