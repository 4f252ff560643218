import { describe, expect, it } from 'vitest'

import { actionsForEntry, actionsForView, bulkChange, bulkMessage, parseBulkRequest } from './bulk'

describe('bulk actions', () => {
  it('reads the request: a known action and entry ids', () => {
    expect(parseBulkRequest({ action: 'star', ids: [4, '9', 4] })).toEqual({ action: 'star', ids: [4, 9] })
    expect(parseBulkRequest({ action: 'drop-table', ids: [1] })).toEqual({ error: 'Choose an action.' })
    expect(parseBulkRequest({ action: 'read', ids: [] })).toEqual({ error: 'Select one or more entries first.' })
    expect(parseBulkRequest({ action: 'read', ids: [1, { in: [2] }] })).toEqual({ error: 'Select one or more entries first.' })
    expect(parseBulkRequest({ action: 'read', ids: Array.from({ length: 501 }, (_, i) => i + 1) })).toHaveProperty('error')
    expect(parseBulkRequest(null)).toEqual({ error: 'Choose an action.' })
  })

  it('deletes only from the trash and moves statuses only from where they make sense', () => {
    expect(bulkChange('delete')).toEqual({ kind: 'delete', from: ['trash'] })
    expect(bulkChange('not-spam')).toEqual({ kind: 'set', data: { status: 'active' }, from: ['spam'] })
    expect(bulkChange('restore')).toEqual({ kind: 'set', data: { status: 'active' }, from: ['trash'] })
    expect(bulkChange('unread')).toEqual({ kind: 'set', data: { isRead: false } })
    expect(actionsForView('inbox')).not.toContain('delete')
    expect(actionsForView('trash')).toEqual(['restore', 'delete'])
    expect(actionsForView('spam')).toContain('not-spam')
    expect(actionsForEntry('trash')).toEqual(['restore', 'delete'])
    expect(actionsForEntry('active')).toEqual(['spam', 'trash'])
  })

  it('says what was done', () => {
    expect(bulkMessage('star', 2, 2)).toBe('2 entries starred.')
    expect(bulkMessage('delete', 1, 3)).toBe('1 entry deleted permanently. 2 were left as they were.')
    expect(bulkMessage('restore', 0, 1)).toBe('0 entries restored. 1 was left as it was.')
  })
})
