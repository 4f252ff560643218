'use client'

import './field-row-label.css'

import { useFormFields, useRowLabel } from '@payloadcms/ui'
import { useEffect } from 'react'

import { iconSvg } from '../../../core/forms/fields/pictures'
import { rowLabelParts } from '../../../core/forms/fields/row-label'

/**
 * When this page first opened each new row. The header remounts whenever the form state is
 * rebuilt, so this outlives it; a row is opened once, and again only while Payload's first round
 * trip for it may still fold it (`REFOLD_MS`), never after staff had time to fold it themselves.
 */
const opened = new Map<string, number>()
const REFOLD_MS = 4000

type RowState = { id: string; collapsed?: boolean }

/** The row's Label box, once its fields are rendered (a few frames after it opens). */
function focusLabel(path: string, onlyIfLost: boolean) {
  let frames = 0
  const attempt = () => {
    const input = document.getElementById(`field-${path.replace(/\./g, '__')}__label`)
    if (!input) {
      if (++frames < 60) requestAnimationFrame(attempt)
      return
    }
    // Refocus after a fold only when the focus went with the row, never away from where staff moved it.
    if (!onlyIfLost || document.activeElement === document.body || document.activeElement === null) input.focus()
  }
  requestAnimationFrame(attempt)
}

/**
 * A field just taken from the palette opens with its Label box focused, as Gravity Forms opens a
 * new field's settings. The builder's rows start collapsed (a long form reads as a list of its
 * fields), and Payload's server folds a new row too, as it has no state of its own yet: that fold
 * can come back after the row was opened (a slow round trip), so it is undone while it may be the
 * server's. New means not saved: no id yet, or an id above the highest the saved form had.
 */
function useOpenWhenNew(path: string, fieldId: unknown): void {
  const rowsPath = path.replace(/\.\d+$/, '')
  const rowId = useFormFields(([fields]) => fields[`${path}.id`]?.value as string | undefined)
  const savedHighest = useFormFields(([fields]) => Number(fields.lastFieldId?.initialValue ?? 0))
  const rows = useFormFields(([fields]) => fields[rowsPath]?.rows as RowState[] | undefined)
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const isNew = typeof fieldId !== 'number' || fieldId > savedHighest
  useEffect(() => {
    if (!isNew || !rowId || !rows) return
    const first = opened.get(rowId)
    if (first !== undefined && Date.now() - first > REFOLD_MS) return
    if (first === undefined) opened.set(rowId, Date.now())
    const folded = rows.some((r) => r.id === rowId && r.collapsed)
    if (folded) {
      dispatch({
        type: 'SET_ROW_COLLAPSED',
        path: rowsPath,
        updatedRows: rows.map((r) => (r.id === rowId ? { ...r, collapsed: false } : r)),
      })
    }
    if (first === undefined) focusLabel(path, false)
    else if (folded) focusLabel(path, true)
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
