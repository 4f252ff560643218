'use client'

import './array-row-label.css'

import { useRowLabel } from '@payloadcms/ui'

import { isRowLabelKind, rowLabelText, type RowLabelKind } from '../../../core/admin/row-labels'

/**
 * An array row named by its content ("Products", "LinkedIn") rather than "Menu item 01", as staff
 * know it; a row with no name yet reads "Menu item 3". `kind` comes from the field's config
 * (`rowLabel('menuItem')` in fields/row-label.ts) and says where the row keeps its name.
 */
export function ArrayRowLabel({ kind }: { kind?: RowLabelKind }) {
  const { data, rowNumber } = useRowLabel<unknown>()
  if (!isRowLabelKind(kind)) return null
  const label = rowLabelText(kind, data, rowNumber)
  return (
    <span className="array-row-label">
      <span className={`array-row-label__text${label.named ? '' : ' array-row-label__text--unnamed'}`}>{label.text}</span>
      {label.note && <span className="array-row-label__note">{label.note}</span>}
    </span>
  )
}
