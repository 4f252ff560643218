/** What a builder row says about its field (features/forms/fields/FieldRowLabel.tsx). */
export type RowLabelParts = {
  /** The field's admin label, else its label, else a prompt to give it one. */
  text: string
  /** Whether `text` is the field's own (false: the prompt). */
  named: boolean
  required: boolean
  /** The type's name, as the palette shows it. */
  type: string
  /** "ID 5" once the field has its id. */
  id: string
}

const clean = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '')

export function rowLabelParts(
  row: { label?: unknown; adminLabel?: unknown; isRequired?: unknown; fieldId?: unknown },
  typeTitle: string,
): RowLabelParts {
  const own = clean(row.adminLabel) || clean(row.label)
  const id = typeof row.fieldId === 'number' && Number.isInteger(row.fieldId) && row.fieldId > 0 ? `ID ${row.fieldId}` : 'New'
  return {
    text: own ? (own.length > 80 ? `${own.slice(0, 79)}…` : own) : 'No label yet',
    named: Boolean(own),
    required: row.isRequired === true,
    type: typeTitle,
    id,
  }
}
