/**
 * The repeater block (Payload rows) as the engine's field and back. Sub-fields are numbered
 * by position: their ids only name the inputs of one rendered form, and entries key items
 * by label, so reordering sub-fields in the admin loses nothing.
 */
import type { FieldBase, RepeaterField, RepeaterSubField, RepeaterSubFieldType } from '../../types'
import type { Row, RowPart } from '../row-kit'

const SUB_TYPES: readonly RepeaterSubFieldType[] = ['text', 'email', 'number', 'textarea', 'select']

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')

function repeaterFieldOf(row: Row, base: FieldBase): RepeaterField {
  const rows = (row.subFields as Row[] | null | undefined) ?? []
  const fields: RepeaterSubField[] = rows.map((sub, i) => {
    const type = SUB_TYPES.find((t) => t === sub.type) ?? 'text'
    const choices = ((sub.choices as Row[] | null | undefined) ?? [])
      .map((c) => ({ text: text(c.text), value: text(c.value) || text(c.text) }))
      .filter((c) => c.text)
    return {
      id: i + 1,
      type,
      label: text(sub.label) || `Field ${i + 1}`,
      ...(sub.isRequired ? { isRequired: true } : {}),
      ...(type === 'select' ? { choices } : {}),
      ...(type === 'number'
        ? { numberFormat: sub.numberFormat === 'decimal_dot' ? ('decimal_dot' as const) : ('decimal_comma' as const) }
        : {}),
    }
  })
  const max = typeof row.maxItems === 'number' && row.maxItems > 0 ? row.maxItems : undefined
  return {
    ...base,
    type: 'repeater',
    fields,
    ...(max ? { maxItems: max } : {}),
    ...(text(row.itemLabel) ? { itemLabel: text(row.itemLabel) } : {}),
    ...(text(row.addButtonText) ? { addButtonText: text(row.addButtonText) } : {}),
  }
}

function repeaterFieldRow(field: RepeaterField, base: Row): Row {
  return {
    ...base,
    itemLabel: field.itemLabel,
    addButtonText: field.addButtonText,
    maxItems: field.maxItems,
    subFields: field.fields.map((sub) => ({
      label: sub.label,
      type: sub.type,
      isRequired: sub.isRequired === true,
      ...(sub.type === 'select' ? { choices: (sub.choices ?? []).map((c) => ({ text: c.text, value: c.value })) } : {}),
      ...(sub.type === 'number' ? { numberFormat: sub.numberFormat === 'decimal_dot' ? 'decimal_dot' : 'decimal_comma' } : {}),
    })),
  }
}

export const row: RowPart<'repeater'> = { fromRow: repeaterFieldOf, toRow: repeaterFieldRow }
