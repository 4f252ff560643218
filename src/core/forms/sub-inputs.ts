/**
 * The sub-inputs staff can relabel, give a placeholder or hide in the builder (Gravity Forms'
 * sub-label table of the name, address, e-mail confirmation, date and time fields). The admin
 * stores them per type as `subInputs: { <key>: { label, placeholder, hidden } }` in the field's
 * row; the engine keeps them as `inputs` (`SubInput`), merged over the type's defaults by id
 * (`fieldInputs`). Pure: the admin schema, the model and their tests share these lists.
 */
import type { Field, FieldId, SubInput } from './types'

export type SubInputSpec = {
  key: string
  /** The sub-input's number (`5.3` → 3); `null` for the field's own input (the e-mail box). */
  number: number | null
  /** The label the engine gives it by default. */
  label: string
  /** Staff may hide it (Gravity Forms lets them hide any name part or address line). */
  hideable: boolean
  /** Hidden until staff show it (a name's prefix, middle name and suffix). */
  hiddenByDefault?: boolean
  /** What visitors read when the label is left as it is, where the markup shows another word than `label`. */
  shown?: string
}

export type SubInputRow = { label?: string | null; placeholder?: string | null; hidden?: boolean | null }
export type SubInputRows = Record<string, SubInputRow | null | undefined>

export const SUB_INPUTS = {
  name: [
    { key: 'prefix', number: 2, label: 'Prefix', hideable: true, hiddenByDefault: true },
    { key: 'first', number: 3, label: 'First', hideable: true },
    { key: 'middle', number: 4, label: 'Middle', hideable: true, hiddenByDefault: true },
    { key: 'last', number: 6, label: 'Last', hideable: true },
    { key: 'suffix', number: 8, label: 'Suffix', hideable: true, hiddenByDefault: true },
  ],
  address: [
    { key: 'street', number: 1, label: 'Street Address', hideable: true },
    { key: 'line2', number: 2, label: 'Address Line 2', hideable: true },
    { key: 'city', number: 3, label: 'City', hideable: true },
    { key: 'state', number: 4, label: 'State / Province / Region', hideable: true },
    { key: 'zip', number: 5, label: 'ZIP / Postal Code', hideable: true },
    { key: 'country', number: 6, label: 'Country', hideable: true },
  ],
  email: [
    { key: 'email', number: null, label: 'Enter Email', hideable: false },
    { key: 'confirm', number: 2, label: 'Confirm Email', hideable: false },
  ],
  date: [
    { key: 'month', number: 1, label: 'Month', hideable: false },
    { key: 'day', number: 2, label: 'Day', hideable: false },
    { key: 'year', number: 3, label: 'Year', hideable: false },
  ],
  time: [
    { key: 'hour', number: 1, label: 'HH', hideable: false, shown: 'Hours' },
    { key: 'minute', number: 2, label: 'MM', hideable: false, shown: 'Minutes' },
  ],
} as const satisfies Record<string, readonly SubInputSpec[]>

export type SubInputType = keyof typeof SUB_INPUTS

const inputId = (fieldId: FieldId, spec: SubInputSpec) => (spec.number === null ? String(fieldId) : `${fieldId}.${spec.number}`)

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined)

/**
 * The engine's `inputs` from the admin's rows. `legacyHidden` carries what rows saved before the
 * sub-label table said (a name's "show middle name", an address's "hide line 2"), used where the
 * row has no `hidden` of its own.
 */
export function subInputsFromRows(
  type: SubInputType,
  fieldId: FieldId,
  rows: SubInputRows | null | undefined,
  legacyHidden: Partial<Record<string, boolean>> = {},
): SubInput[] {
  const every = type === 'name'
  const inputs = (SUB_INPUTS[type] as readonly SubInputSpec[]).map((spec) => {
    const row = rows?.[spec.key] ?? {}
    const hidden = spec.hideable && (row.hidden ?? legacyHidden[spec.key] ?? spec.hiddenByDefault ?? false)
    const customLabel = text(row.label)
    const placeholder = text(row.placeholder)
    return {
      id: inputId(fieldId, spec),
      label: spec.label,
      ...(customLabel ? { customLabel } : {}),
      ...(placeholder ? { placeholder } : {}),
      // A name lists all five parts, each saying whether it shows; other types list what differs.
      ...(hidden || (every && spec.hideable) ? { isHidden: hidden } : {}),
    }
  })
  return every ? inputs : inputs.filter((i) => i.customLabel || i.placeholder || i.isHidden)
}

/** The admin's rows for a field's `inputs` (a label other than the default counts as custom). */
export function subInputRows(type: SubInputType, field: Pick<Field, 'id'> & { inputs?: SubInput[] }): SubInputRows {
  const own = new Map((field.inputs ?? []).map((input) => [input.id, input]))
  const rows: SubInputRows = {}
  for (const spec of SUB_INPUTS[type] as readonly SubInputSpec[]) {
    const input = own.get(inputId(field.id, spec))
    const label = input?.customLabel ?? (input?.label && input.label !== spec.label ? input.label : undefined)
    rows[spec.key] = {
      label: label ?? null,
      placeholder: input?.placeholder ?? null,
      hidden: spec.hideable ? (input?.isHidden ?? spec.hiddenByDefault ?? false) : null,
    }
  }
  return rows
}

/**
 * A stored row from before the sub-label table, in its shape: a name's "show prefix / middle /
 * suffix" and an address's "hide line 2" become its rows' "Hide" switches, so the builder shows
 * what the form does and saving keeps it. Rows with a table are returned as they are.
 */
export function withSubInputRows(row: Record<string, unknown>): Record<string, unknown> {
  if (row.subInputs && typeof row.subInputs === 'object') return row
  if (row.blockType === 'ff_name') {
    const { showPrefix, showMiddle, showSuffix, ...rest } = row
    return {
      ...rest,
      subInputs: { prefix: { hidden: !showPrefix }, middle: { hidden: !showMiddle }, suffix: { hidden: !showSuffix } },
    }
  }
  if (row.blockType === 'ff_address') {
    const { hideLine2, ...rest } = row
    return { ...rest, subInputs: { line2: { hidden: Boolean(hideLine2) } } }
  }
  return row
}

/** `{ inputs }` when there is something to say, else nothing (the type's defaults stand). */
export const withInputs = (inputs: SubInput[]): { inputs?: SubInput[] } => (inputs.length ? { inputs } : {})
