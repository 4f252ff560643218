import { columnTexts, listColumns, listText } from '../../../lists/list'
import { listOf } from '../../value-access'
import type { DisplayPart, ExportColumnsPart } from '../display-kit'

export const display: DisplayPart<'list'> = (field, values) => listText(field, listOf(values, String(field.id)))

/** A list with columns exports one column per list column, its rows joined by line breaks, as GF does. */
export const exportColumns: ExportColumnsPart<'list'> = (field) =>
  field.columns && field.columns.length > 1
    ? listColumns(field).map((column, i) => ({
        header: `${field.adminLabel || field.label}: ${column}`,
        text: (values) => columnTexts(field, listOf(values, String(field.id)))[i] ?? '',
      }))
    : undefined
