import { describe, expect, it } from 'vitest'

import { copyOrder, type ForeignKey } from './order'

const fk = (table: string, column: string, references: string): ForeignKey => ({ table, columns: [column], references })
const allNullable = () => true

describe('copyOrder', () => {
  it('puts every table after the tables it refers to, ties by name', () => {
    const tables = ['form_entries', 'forms', 'form_uploads', 'media', 'pages', 'users']
    const keys = [
      fk('form_uploads', 'entry_id', 'form_entries'),
      fk('form_uploads', 'form_id', 'forms'),
      fk('form_entries', 'form_id', 'forms'),
      fk('pages', 'hero_image_id', 'media'),
    ]
    expect(copyOrder(tables, keys, allNullable)).toEqual({
      order: ['forms', 'media', 'users', 'form_entries', 'pages', 'form_uploads'],
      deferred: [],
    })
  })

  it('fills in a table’s references to itself afterwards (a page’s parent)', () => {
    const parent = fk('pages', 'parent_id', 'pages')
    expect(copyOrder(['pages', 'media'], [parent, fk('pages', 'hero_image_id', 'media')], allNullable)).toEqual({
      order: ['media', 'pages'],
      deferred: [parent],
    })
  })

  it('breaks a loop between tables at a reference that may be empty for a while', () => {
    const keys = [fk('a', 'b_id', 'b'), fk('b', 'a_id', 'a'), fk('c', 'a_id', 'a')]
    const nullable = (table: string) => table === 'b'
    expect(copyOrder(['a', 'b', 'c'], keys, nullable)).toEqual({ order: ['b', 'a', 'c'], deferred: [keys[1]] })
  })

  it('leaves out references to tables that are not copied', () => {
    expect(copyOrder(['pages'], [fk('pages', 'x_id', 'payload_migrations')], allNullable)).toEqual({
      order: ['pages'],
      deferred: [],
    })
  })

  it('says which tables no order can copy', () => {
    const keys = [fk('a', 'b_id', 'b'), fk('b', 'a_id', 'a')]
    expect(() => copyOrder(['a', 'b', 'c'], keys, () => false)).toThrow(
      'The tables a, b refer to each other through columns that cannot be empty, so no order copies them.',
    )
    expect(() => copyOrder(['pages'], [fk('pages', 'parent_id', 'pages')], () => false)).toThrow(
      'The table pages refers to itself through a column that cannot be empty: pages(parent_id) → pages.',
    )
  })
})
