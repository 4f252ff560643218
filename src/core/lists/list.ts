/**
 * GF's list field: rows of one or more columns, posted cell by cell as `input_{id}[]` in
 * row order (empty cells included, so columns stay aligned), with a maximum row count.
 * Pure helpers shared by the renderer, the server's validation and the browser script.
 */
import type { Field } from '../forms/types'

export type ListField = Extract<Field, { type: 'list' }>

/** The screen-reader texts of adding and removing a row (spec section 8). */
export const ROW_ADDED = 'New row added.'
export const ROW_REMOVED = 'Row removed'

/** A list accepts at most this many rows whatever its setting says: a post is not a spreadsheet. */
export const LIST_HARD_MAX_ROWS = 100

export const LIST_MESSAGES = {
  maxRows: (n: number) => `You can add at most ${n} ${n === 1 ? 'row' : 'rows'}.`,
  incomplete: (row: number, missing: string[]) => `Please complete row ${row}: ${missing.join(', ')}.`,
} as const

/** The column labels; a list without columns has one unnamed column. */
export function listColumns(field: ListField): string[] {
  return field.columns?.length ? field.columns : ['']
}

export function maxRows(field: ListField): number {
  const max = field.maxRows && field.maxRows > 0 ? Math.floor(field.maxRows) : LIST_HARD_MAX_ROWS
  return Math.min(max, LIST_HARD_MAX_ROWS)
}

/** Posted cells as rows, rows without any text dropped. */
export function listRows(field: ListField, cells: readonly string[]): string[][] {
  const width = listColumns(field).length
  const rows: string[][] = []
  for (let i = 0; i < cells.length; i += width) {
    const row = Array.from({ length: width }, (_, c) => (cells[i + c] ?? '').trim())
    if (row.some((cell) => cell !== '')) rows.push(row)
  }
  return rows
}

/** The cells to render: at least one (empty) row. */
export function renderRows(field: ListField, cells: readonly string[]): string[][] {
  const rows = listRows(field, cells)
  return rows.length ? rows : [listColumns(field).map(() => '')]
}

/** The error of a list's rows, or null (required is the caller's). */
export function listError(field: ListField, cells: readonly string[]): string | null {
  const rows = listRows(field, cells)
  const max = maxRows(field)
  if (rows.length > max) return LIST_MESSAGES.maxRows(max)
  const columns = listColumns(field)
  if (columns.length > 1 && field.isRequired) {
    for (const [index, row] of rows.entries()) {
      const missing = columns.filter((_, c) => row[c] === '')
      if (missing.length) return LIST_MESSAGES.incomplete(index + 1, missing)
    }
  }
  return null
}

/** The stored value: a JSON list of texts (one column) or of column-to-text objects, as GF stores it. */
export function listEntry(field: ListField, cells: readonly string[]): string {
  const rows = listRows(field, cells)
  if (!rows.length) return ''
  const columns = listColumns(field)
  if (columns.length === 1 && !field.columns?.length) return JSON.stringify(rows.map((r) => r[0]))
  return JSON.stringify(rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i] ?? '']))))
}

/**
 * A stored list (`listEntry`'s JSON) back as posted cells, row by row, so the entry view, the
 * export and merge tags read it as the visitor sent it. A row is matched to the columns by name;
 * a column renamed since the entry was stored takes the row's value in the same place, so an old
 * entry still shows every cell. A value that is not such JSON is kept as one cell: nothing stored
 * is lost from view.
 */
export function cellsFromEntry(field: ListField, stored: string | undefined): string[] {
  if (!stored) return []
  let rows: unknown
  try {
    rows = JSON.parse(stored)
  } catch {
    return [stored]
  }
  if (!Array.isArray(rows)) return [stored]
  const columns = listColumns(field)
  const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : JSON.stringify(v))
  return rows.flatMap((row: unknown) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) return [text(row), ...columns.slice(1).map(() => '')]
    const cells = row as Record<string, unknown>
    const inOrder = Object.values(cells)
    return columns.map((column, i) => text(Object.hasOwn(cells, column) ? cells[column] : inOrder[i]))
  })
}

/** Each column's cells, the rows joined by line breaks: a list's columns in a CSV export, as GF writes them. */
export function columnTexts(field: ListField, cells: readonly string[]): string[] {
  const rows = listRows(field, cells)
  return listColumns(field).map((_, i) => rows.map((row) => row[i] ?? '').join('\n'))
}

/** The rows as people read them, one per line. */
export function listText(field: ListField, cells: readonly string[]): string {
  const columns = listColumns(field)
  return listRows(field, cells)
    .map((row) => (columns.length === 1 ? row[0]! : row.map((cell, i) => `${columns[i]}: ${cell}`).join(', ')))
    .join('\n')
}

/** The accessible name of one cell's input. */
export function cellLabel(field: ListField, column: number, row: number): string {
  const columns = listColumns(field)
  const name = columns.length > 1 ? columns[column] : field.label
  return `${name}, row ${row}`
}

type AttrValue = string | number | boolean | undefined | null

/**
 * GF 2.5's list markup: `.gfield_list_groups` of `.gfield_list_group` rows, each cell a
 * `.gfield_list_group_item` with a text input named `input_{id}[]`, then the row's add and
 * remove buttons (`.add_list_item`, `.delete_list_item`). The buttons need the script and
 * start `hidden`; the script shows them.
 */
export function listControl(
  kit: {
    formId: number
    attrs: (list: Record<string, AttrValue>) => string
    esc: (text: string) => string
    aria: Record<string, AttrValue>
  },
  field: ListField,
  cells: readonly string[],
): string {
  const { attrs, esc, formId } = kit
  const columns = listColumns(field)
  const rows = renderRows(field, cells)
  const max = maxRows(field)
  const head =
    columns.length > 1
      ? `<div class="gfield_list_header" aria-hidden="true">${columns
          .map((c) => `<div class="gfield_header_item">${esc(c)}</div>`)
          .join('')}<div class="gfield_header_item gfield_header_item--icons"></div></div>`
      : ''
  const body = rows
    .map((row, r) => {
      const items = row
        .map(
          (cell, c) =>
            `<div class="gfield_list_group_item gfield_list_${field.id}_cell${c + 1}">${
              columns.length > 1 ? `<span class="gfield_list_cell_label" aria-hidden="true">${esc(columns[c] ?? '')}</span>` : ''
            }<input${attrs({
              type: 'text',
              name: `input_${field.id}[]`,
              value: cell,
              'aria-label': cellLabel(field, c, r + 1),
              ...kit.aria,
              ...(r === 0 && c === 0 ? { id: `input_${formId}_${field.id}` } : {}),
            })}></div>`,
        )
        .join('')
      const buttons = `<div class="gfield_list_icons"><button${attrs({
        type: 'button',
        class: 'add_list_item',
        'aria-label': `Add another row to ${field.label}`,
        disabled: rows.length >= max,
        hidden: true,
      })}>+</button><button${attrs({
        type: 'button',
        class: 'delete_list_item',
        'aria-label': `Remove row ${r + 1} of ${field.label}`,
        hidden: true,
      })}>−</button></div>`
      return `<div class="gfield_list_group gfield_list_row_${r % 2 ? 'even' : 'odd'}">${items}${buttons}</div>`
    })
    .join('')
  return `<div class="ginput_container ginput_container_list ginput_list"><div${attrs({
    class: 'gfield_list gfield_list_container',
    'data-max-rows': max,
    'data-columns': columns.length,
  })}>${head}<div class="gfield_list_groups">${body}</div></div></div>`
}
