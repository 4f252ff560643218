import { describe, expect, it } from 'vitest'

import { readValues, toEntry } from '../forms/values'
import { validateForm } from '../forms/validate'
import { allFields } from '../forms/merge-tags'
import type { Form } from '../forms/types'
import { answerFields, entryRows, exportColumns, valuesFromEntry } from '../entries/values'
import { displayValue } from '../forms/merge-tags'
import { LIST_HARD_MAX_ROWS, cellLabel, cellsFromEntry, columnTexts, listEntry, listError, listRows, renderRows } from './list'

const locations = { type: 'list' as const, id: 4, label: 'Locations', columns: ['Location', 'Floors'], maxRows: 3 }
const single = { type: 'list' as const, id: 5, label: 'Branches' }

const form: Form = {
  id: 3,
  title: 'Lists',
  button: { text: 'Send' },
  confirmations: [{ id: '1', name: 'Default', isDefault: true, type: 'message', message: 'Thanks' }],
  notifications: [],
  settings: { enableHoneypot: false, requireLogin: false },
  fields: [{ ...locations, isRequired: true }, single],
}

describe('list rows', () => {
  it('reads cells in row order, keeping empty cells so columns stay aligned', () => {
    const { values } = readValues(form, [
      ['input_4[]', 'Amsterdam'],
      ['input_4[]', ''],
      ['input_4[]', ''],
      ['input_4[]', ''],
      ['input_4[]', 'Utrecht'],
      ['input_4[]', '2'],
    ])
    expect(values['4']).toEqual(['Amsterdam', '', '', '', 'Utrecht', '2'])
    expect(listRows(locations, values['4'] as string[])).toEqual([
      ['Amsterdam', ''],
      ['Utrecht', '2'],
    ])
  })
  it('validates every row and the maximum on the server', () => {
    const post = (cells: string[]) =>
      readValues(
        form,
        cells.map((c) => ['input_4[]', c] as const),
      ).values
    expect(validateForm(form, post([])).errors[0]?.message).toBe('This field is required.')
    expect(validateForm(form, post(['Amsterdam', '']))).toMatchObject({
      errors: [{ fieldId: 4, message: 'Please complete row 1: Floors.' }],
    })
    expect(validateForm(form, post(['A', '1', 'B', '2', 'C', '3', 'D', '4'])).errors[0]?.message).toBe(
      'You can add at most 3 rows.',
    )
    expect(validateForm(form, post(['A', '1', 'B', '2', 'C', '3'])).valid).toBe(true)
    expect(
      listError(
        { ...single, maxRows: 10_000 },
        Array.from({ length: 150 }, (_, i) => `x${i}`),
      ),
    ).toBe(`You can add at most ${LIST_HARD_MAX_ROWS} rows.`)
  })
  it('stores rows as GF does and lists them in e-mails', () => {
    const { values } = readValues(form, [
      ['input_4[]', 'Amsterdam'],
      ['input_4[]', '3'],
      ['input_5[]', 'Noord'],
      ['input_5[]', ''],
      ['input_5[]', 'Zuid'],
    ])
    expect(toEntry(form, values)).toEqual({ '4': '[{"Location":"Amsterdam","Floors":"3"}]', '5': '["Noord","Zuid"]' })
    expect(listEntry(single, [])).toBe('')
    expect(allFields(form, values, { format: 'text' })).toBe('Locations: Location: Amsterdam, Floors: 3\nBranches: Noord\nZuid')
  })
  it('reads a stored entry back as the rows that were posted, in the entry view and the export', () => {
    const { values } = readValues(form, [
      ['input_4[]', 'Amsterdam'],
      ['input_4[]', '3'],
      ['input_4[]', 'Utrecht, centrum'],
      ['input_4[]', ''],
      ['input_5[]', 'Noord'],
      ['input_5[]', 'Zuid'],
    ])
    const back = valuesFromEntry(form, toEntry(form, values))
    expect(back['4']).toEqual(['Amsterdam', '3', 'Utrecht, centrum', ''])
    expect(back['5']).toEqual(['Noord', 'Zuid'])
    // Never the stored JSON: what the visitor sent, as the e-mail showed it.
    expect(entryRows(form, toEntry(form, values)).map((r) => r.value)).toEqual([
      'Location: Amsterdam, Floors: 3\nLocation: Utrecht, centrum, Floors: ',
      'Noord\nZuid',
    ])
    expect(answerFields(form).map((f) => displayValue(f, back))).toEqual(answerFields(form).map((f) => displayValue(f, values)))
  })

  it('exports a list with columns as one CSV column per list column, its rows joined', () => {
    const columns = exportColumns(form)
    expect(columns.map((c) => c.header)).toEqual(['Locations: Location', 'Locations: Floors', 'Branches'])
    const back = valuesFromEntry(form, {
      '4': '[{"Location":"Amsterdam","Floors":"3"},{"Location":"Delft","Floors":"1"}]',
      '5': '["Noord"]',
    })
    expect(columns.map((c) => c.text(back))).toEqual(['Amsterdam\nDelft', '3\n1', 'Noord'])
    expect(columnTexts(locations, [])).toEqual(['', ''])
  })

  it('keeps what it cannot read as a list: renamed columns by place, anything else as one cell', () => {
    expect(cellsFromEntry(locations, '[{"Place":"Delft","Floors":"2"}]')).toEqual(['Delft', '2'])
    expect(cellsFromEntry(locations, '["Delft"]')).toEqual(['Delft', ''])
    expect(cellsFromEntry(single, 'not json')).toEqual(['not json'])
    expect(cellsFromEntry(single, '{"a":1}')).toEqual(['{"a":1}'])
    expect(cellsFromEntry(single, '')).toEqual([])
    expect(cellsFromEntry(single, '[1,null]')).toEqual(['1', ''])
  })

  it('renders one empty row at least and names every cell', () => {
    expect(renderRows(locations, [])).toEqual([['', '']])
    expect(cellLabel(locations, 1, 2)).toBe('Floors, row 2')
    expect(cellLabel(single, 0, 1)).toBe('Branches, row 1')
  })
})
