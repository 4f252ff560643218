'use client'

import './field-row-label.css'

import { useFormFields, useRowLabel } from '@payloadcms/ui'
import { useEffect } from 'react'

import { iconSvg } from '../../../core/forms/fields/pictures'
import { rowLabelParts } from '../../../core/forms/fields/row-label'

/** Rows this page already opened for their label: the header remounts whenever the form state is rebuilt. */
const opened = new Set<string>()

type RowState = { id: string; collapsed?: boolean }

/**
 * A field just taken from the palette opens with its Label box focused, as Gravity Forms opens a
 * new field's settings. The builder's rows start collapsed (a long form reads as a list of its
 * fields), and Payload's server folds a new row too, as it has no state of its own yet. New means
 * not saved: no id yet, or an id above the highest the saved form had.
 */
function useOpenWhenNew(path: string, fieldId: unknown): void {
  const rowsPath = path.replace(/\.\d+$/, '')
  const rowId = useFormFields(([fields]) => fields[`${path}.id`]?.value as string | undefined)
  const savedHighest = useFormFields(([fields]) => Number(fields.lastFieldId?.initialValue ?? 0))
  const rows = useFormFields(([fields]) => fields[rowsPath]?.rows as RowState[] | undefined)
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const isNew = typeof fieldId !== 'number' || fieldId > savedHighest
  useEffect(() => {
    if (!isNew || !rowId || !rows || opened.has(rowId)) return
    opened.add(rowId)
    if (rows.some((r) => r.id === rowId && r.collapsed)) {
      dispatch({
        type: 'SET_ROW_COLLAPSED',
        path: rowsPath,
        updatedRows: rows.map((r) => (r.id === rowId ? { ...r, collapsed: false } : r)),
      })
    }
    // The row's fields render once it is open; wait for the Label box for a few frames.
    let frames = 0
    const focusLabel = () => {
      const input = document.getElementById(`field-${path.replace(/\./g, '__')}__label`)
      if (input) input.focus()
      else if (++frames < 60) requestAnimationFrame(focusLabel)
    }
    requestAnimationFrame(focusLabel)
  }, [isNew, rowId, rows, rowsPath, path, dispatch])
}

type Row = { label?: unknown; adminLabel?: unknown; isRequired?: unknown; fieldId?: unknown }

/** The type's name and icon, from its folder's `meta`, handed down by its block (`fieldBlock` in `admin.ts`). */
export type FieldRowLabelProps = { typeTitle: string; typeIcon: string }

/**
 * A builder row as Gravity Forms shows a field: its type's icon, the field's own label (its admin
 * label when it has one), a required mark, the type's name and the field id, instead of the
 * type's name and "Untitled" on every row.
 */
export function FieldRowLabel({ typeTitle, typeIcon }: FieldRowLabelProps) {
  const { data, path } = useRowLabel<Row>()
  useOpenWhenNew(path, data?.fieldId)
  const parts = rowLabelParts(data ?? {}, typeTitle)
  return (
    <span className="field-row-label">
      <span
        className="field-row-label__icon"
        aria-hidden="true"
        // The icon is a constant of the type's folder, never staff's text.
        dangerouslySetInnerHTML={{ __html: iconSvg(typeIcon, 'currentColor') }}
      />
      <span className={`field-row-label__text${parts.named ? '' : ' field-row-label__text--unnamed'}`}>{parts.text}</span>
      {parts.required && (
        <span className="field-row-label__required" title="Required">
          *<span className="field-row-label__sr">(required)</span>
        </span>
      )}
      <span className="field-row-label__type">{parts.type}</span>
      <span className="field-row-label__id">{parts.id}</span>
    </span>
  )
}
