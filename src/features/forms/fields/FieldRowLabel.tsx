'use client'

import './field-row-label.css'

import { useRowLabel } from '@payloadcms/ui'

import { isFieldType, metaOf } from '../../../core/forms/fields'
import { iconSvg } from '../../../core/forms/fields/pictures'
import { rowLabelParts } from '../../../core/forms/fields/row-label'

type Row = { blockType?: string; label?: unknown; adminLabel?: unknown; isRequired?: unknown; fieldId?: unknown }

/**
 * A builder row as Gravity Forms shows a field: its type's icon, the field's own label (its admin
 * label when it has one), a required mark, the type's name and the field id, instead of the
 * type's name and "Untitled" on every row.
 */
export function FieldRowLabel() {
  const { data } = useRowLabel<Row>()
  const type = String(data?.blockType ?? '').replace(/^ff_/, '')
  const meta = isFieldType(type) ? metaOf(type) : null
  const parts = rowLabelParts(data ?? {}, meta?.title ?? type)
  return (
    <span className="field-row-label">
      {meta && (
        <span
          className="field-row-label__icon"
          aria-hidden="true"
          // The icon is a constant of the type's folder, never staff's text.
          dangerouslySetInnerHTML={{ __html: iconSvg(meta.icon, 'currentColor') }}
        />
      )}
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
