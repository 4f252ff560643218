/**
 * The entries list's bulk actions (and the entry view's buttons, which are the same actions
 * on one entry): which exist, which a view offers, what each changes, and the request body
 * the admin sends. The server applies them (features/entries/bulk.ts).
 */
import type { EntryView } from './list-state'

export const BULK_ACTIONS = ['read', 'unread', 'star', 'unstar', 'spam', 'not-spam', 'trash', 'restore', 'delete'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

export const BULK_LABELS: Record<BulkAction, string> = {
  read: 'Mark as read',
  unread: 'Mark as unread',
  star: 'Star',
  unstar: 'Unstar',
  spam: 'Mark as spam',
  'not-spam': 'Not spam',
  trash: 'Move to trash',
  restore: 'Restore',
  delete: 'Delete permanently',
}

export type EntryStatus = 'active' | 'spam' | 'trash'

export type BulkChange =
  | { kind: 'set'; data: { isRead?: boolean; isStarred?: boolean; status?: EntryStatus }; from?: EntryStatus[] }
  | { kind: 'delete'; from: ['trash'] }

/** What an action changes, and which entries it applies to (by status); entries in other states are left as they are. */
export function bulkChange(action: BulkAction): BulkChange {
  switch (action) {
    case 'read':
      return { kind: 'set', data: { isRead: true } }
    case 'unread':
      return { kind: 'set', data: { isRead: false } }
    case 'star':
      return { kind: 'set', data: { isStarred: true } }
    case 'unstar':
      return { kind: 'set', data: { isStarred: false } }
    case 'spam':
      return { kind: 'set', data: { status: 'spam' }, from: ['active'] }
    case 'not-spam':
      return { kind: 'set', data: { status: 'active' }, from: ['spam'] }
    case 'trash':
      return { kind: 'set', data: { status: 'trash' }, from: ['active', 'spam'] }
    case 'restore':
      return { kind: 'set', data: { status: 'active' }, from: ['trash'] }
    case 'delete':
      // Deleting for good is the trash's job only, as in Gravity Forms.
      return { kind: 'delete', from: ['trash'] }
  }
}

/** The actions a list view offers for its selected rows. */
export function actionsForView(view: EntryView): BulkAction[] {
  if (view === 'spam') return ['read', 'unread', 'not-spam', 'trash']
  if (view === 'trash') return ['restore', 'delete']
  if (view === 'all') return ['read', 'unread', 'star', 'unstar', 'spam', 'not-spam', 'trash', 'restore', 'delete']
  return ['read', 'unread', 'star', 'unstar', 'spam', 'trash']
}

/** The actions an entry's own view offers, by its status. */
export function actionsForEntry(status: EntryStatus): BulkAction[] {
  if (status === 'spam') return ['not-spam', 'trash']
  if (status === 'trash') return ['restore', 'delete']
  return ['spam', 'trash']
}

export const BULK_MAX_IDS = 500

export type BulkRequest = { action: BulkAction; ids: number[] }

/** The body `{ "action": "star", "ids": [4, 9] }`, checked; a message when it is not one. */
export function parseBulkRequest(body: unknown): BulkRequest | { error: string } {
  const b = (body && typeof body === 'object' ? body : {}) as { action?: unknown; ids?: unknown }
  if (typeof b.action !== 'string' || !(BULK_ACTIONS as readonly string[]).includes(b.action)) {
    return { error: 'Choose an action.' }
  }
  if (!Array.isArray(b.ids) || b.ids.length === 0) return { error: 'Select one or more entries first.' }
  if (b.ids.length > BULK_MAX_IDS) return { error: `Select at most ${BULK_MAX_IDS} entries at a time.` }
  const ids = b.ids.map((id) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id))
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) {
    return { error: 'Select one or more entries first.' }
  }
  return { action: b.action as BulkAction, ids: [...new Set(ids)] }
}

const DONE: Record<BulkAction, string> = {
  read: 'marked as read',
  unread: 'marked as unread',
  star: 'starred',
  unstar: 'unstarred',
  spam: 'marked as spam',
  'not-spam': 'marked as not spam',
  trash: 'moved to the trash',
  restore: 'restored',
  delete: 'deleted permanently',
}

/** "2 entries starred." / "1 entry moved to the trash; 1 was left as it was." */
export function bulkMessage(action: BulkAction, changed: number, asked: number): string {
  const entries = `${changed} entr${changed === 1 ? 'y' : 'ies'}`
  const left = asked - changed
  return `${entries} ${DONE[action]}.${left > 0 ? ` ${left} ${left === 1 ? 'was' : 'were'} left as ${left === 1 ? 'it was' : 'they were'}.` : ''}`
}
