import { describe, expect, it } from 'vitest'

import { ENTRY_VIEWS, stateFromWhere, whereFromState, type ListState } from './list-state'

describe('entries list state', () => {
  it('writes the where Payload reads', () => {
    expect(whereFromState({ form: 3, view: 'unread', from: '2026-11-01', to: '2026-11-30', field: '5', value: 'Jan' })).toEqual({
      and: [
        { form: { equals: '3' } },
        { status: { equals: 'active' } },
        { isRead: { equals: 'false' } },
        { createdAt: { greater_than_equal: '2026-11-01T00:00:00.000Z' } },
        { createdAt: { less_than: '2026-12-01T00:00:00.000Z' } },
        { 'answers.field': { equals: '5' } },
        { 'answers.value': { like: 'Jan' } },
      ],
    })
    expect(whereFromState({ view: 'all' })).toEqual({})
  })

  it('reads back every state it writes', () => {
    const states: ListState[] = [
      ...ENTRY_VIEWS.map((view) => ({ view })),
      { form: 7, view: 'starred', from: '2026-01-31', to: '2026-02-28' },
      { form: 2, view: 'trash', field: '4.3', value: 'de Vries' },
      { view: 'inbox', value: 'pager' },
    ]
    for (const state of states) expect(stateFromWhere(whereFromState(state))).toEqual(state)
  })

  it('reads a simple where from the address and ignores the rest', () => {
    expect(stateFromWhere({ form: { equals: '4' }, status: { equals: 'spam' } })).toEqual({ form: 4, view: 'spam' })
    expect(stateFromWhere({ and: [{ summary: { like: 'x' } }] })).toEqual({ view: 'all' })
    expect(stateFromWhere(null)).toEqual({ view: 'all' })
    expect(stateFromWhere({ form: { equals: 'abc' } })).toEqual({ view: 'all' })
  })
})
