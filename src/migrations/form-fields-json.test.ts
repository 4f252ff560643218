import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FIELD_TABLES, fieldListsFromTables, tableRowsFromFieldList } from './form-fields-json'

type Snapshot = { tables: Record<string, { columns: Record<string, unknown> }> }
type Table = (typeof FIELD_TABLES)[string]

const snapshot = (file: string): Snapshot => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Snapshot

function everyTable(): Table[] {
  const out: Table[] = []
  const add = (t: Table) => {
    out.push(t)
    t.arrays.forEach((a) => add(a.table))
  }
  Object.values(FIELD_TABLES).forEach(add)
  return out
}

describe('the frozen layout of the field tables', () => {
  for (const [dialect, file, prefix] of [
    ['SQLite', 'sqlite/20261127_033552_video_file_source.json', ''],
    ['PostgreSQL', 'postgres/20261127_033613_video_file_source.json', 'public.'],
  ] as const) {
    it(`names every ff_ table and column of the ${dialect} schema before the move, and nothing else`, () => {
      const tables = snapshot(file).tables
      const stored = Object.keys(tables).filter((name) => name.startsWith(`${prefix}ff_`))
      expect(everyTable().map((t) => `${prefix}${t.table}`).sort()).toEqual(stored.sort())
      for (const table of everyTable()) {
        const columns = Object.keys(tables[`${prefix}${table.table}`]!.columns).filter((c) => !['_order', '_parent_id', '_path'].includes(c))
        expect(table.columns.map(([column]) => column).sort(), table.table).toEqual(columns.sort())
      }
    })
  }
})

describe('moving between the tables and the JSON list', () => {
  const rows: Record<string, Record<string, unknown>[]> = {
    ff_select: [
      { _order: 2, _parent_id: 7, _path: 'fields', id: 'b', field_id: '2', label: 'Kind', is_required: 1, logic_enabled: 0 },
    ],
    ff_select_choices: [{ _order: 1, _parent_id: 'b', id: 'c1', text: 'Care home', value: 'care', is_selected: null }],
    ff_text: [{ _order: 1, _parent_id: 7, _path: 'fields', id: 'a', field_id: 1, label: 'Name', max_length: '40' }],
  }

  it('reads each form’s rows in order, with booleans and numbers as Payload read them, lists nested', async () => {
    const lists = await fieldListsFromTables({ rows: async (t) => rows[t] ?? [] })
    const [text, select] = lists.get(7)!
    expect(text).toMatchObject({ blockType: 'ff_text', id: 'a', fieldId: 1, label: 'Name', maxLength: 40, logic: { rules: [] } })
    expect(select).toMatchObject({
      blockType: 'ff_select',
      fieldId: 2,
      isRequired: true,
      logic: { enabled: false },
      choices: [{ id: 'c1', text: 'Care home', value: 'care', isSelected: null }],
    })
  })

  it('writes them back, children after their parent', async () => {
    const list = (await fieldListsFromTables({ rows: async (t) => rows[t] ?? [] })).get(7)
    const out = tableRowsFromFieldList(7, list)
    expect(out.map((r) => r.table)).toEqual(['ff_text', 'ff_select', 'ff_select_choices'])
    expect(out[1]!.values).toMatchObject({ _order: 2, _parent_id: 7, _path: 'fields', id: 'b', is_required: true })
    expect(out[2]!.values).toMatchObject({ _order: 1, _parent_id: 'b', id: 'c1', text: 'Care home' })
  })

  it('refuses to go back with a field type the old tables cannot hold, naming it', () => {
    expect(() => tableRowsFromFieldList(3, [{ blockType: 'ff_image_choice', fieldId: 4 }])).toThrow(
      'Form 3 has a field of the type "ff_image_choice"',
    )
  })
})
