/**
 * The entries list's filters as a small state (which form, which view, a date range, one
 * answer) and back as the `where` query Payload's list reads from the address. The list
 * tools write it; the list and the CSV export both read the same address.
 */
export const ENTRY_VIEWS = ['inbox', 'unread', 'starred', 'spam', 'trash', 'all'] as const
export type EntryView = (typeof ENTRY_VIEWS)[number]

export const VIEW_LABELS: Record<EntryView, string> = {
  inbox: 'Inbox',
  unread: 'Unread',
  starred: 'Starred',
  spam: 'Spam',
  trash: 'Trash',
  all: 'All',
}

export type ListState = {
  form?: number
  view: EntryView
  /** `YYYY-MM-DD`, inclusive, UTC days. */
  from?: string
  to?: string
  /** A field id (`5`) whose answer must contain `value`; empty: any answer. */
  field?: string
  value?: string
}

type Condition = Record<string, Record<string, unknown>>
export type WhereLike = { and?: Condition[] } & Record<string, unknown>

const DAY = /^\d{4}-\d{2}-\d{2}$/

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}

const VIEW_CONDITIONS: Record<EntryView, Condition[]> = {
  inbox: [{ status: { equals: 'active' } }],
  unread: [{ status: { equals: 'active' } }, { isRead: { equals: 'false' } }],
  starred: [{ status: { equals: 'active' } }, { isStarred: { equals: 'true' } }],
  spam: [{ status: { equals: 'spam' } }],
  trash: [{ status: { equals: 'trash' } }],
  all: [],
}

export function whereFromState(state: ListState): WhereLike {
  const and: Condition[] = []
  if (state.form) and.push({ form: { equals: String(state.form) } })
  and.push(...VIEW_CONDITIONS[state.view])
  if (state.from && DAY.test(state.from)) and.push({ createdAt: { greater_than_equal: `${state.from}T00:00:00.000Z` } })
  if (state.to && DAY.test(state.to)) and.push({ createdAt: { less_than: `${nextDay(state.to)}T00:00:00.000Z` } })
  const value = state.value?.trim()
  if (value) {
    if (state.field && /^\d+(\.\d+)?$/.test(state.field)) and.push({ 'answers.field': { equals: state.field } })
    and.push({ 'answers.value': { like: value } })
  }
  return and.length ? { and } : {}
}

const truthy = (v: unknown) => v === true || v === 'true'
const falsy = (v: unknown) => v === false || v === 'false'

/** The state a list address is in (conditions the tools do not write are left out). */
export function stateFromWhere(where: unknown): ListState {
  const state: ListState = { view: 'all' }
  const w = (where && typeof where === 'object' ? where : {}) as WhereLike
  const conditions: Condition[] = [
    ...(Array.isArray(w.and) ? w.and : []),
    ...Object.entries(w)
      .filter(([k]) => k !== 'and' && k !== 'or')
      .map(([k, v]) => ({ [k]: v as Record<string, unknown> })),
  ]
  let status: string | undefined
  let read: boolean | undefined
  let starred: boolean | undefined
  for (const c of conditions) {
    const [key, op] = Object.entries(c)[0] ?? []
    if (!key || !op || typeof op !== 'object') continue
    if (key === 'form' && 'equals' in op) {
      const n = Number(op.equals)
      if (Number.isSafeInteger(n) && n > 0) state.form = n
    } else if (key === 'status' && 'equals' in op) status = String(op.equals)
    else if (key === 'isRead' && 'equals' in op) read = truthy(op.equals) ? true : falsy(op.equals) ? false : undefined
    else if (key === 'isStarred' && 'equals' in op) starred = truthy(op.equals) ? true : undefined
    else if (key === 'createdAt' && typeof op.greater_than_equal === 'string') state.from = op.greater_than_equal.slice(0, 10)
    else if (key === 'createdAt' && typeof op.less_than === 'string') state.to = previousDay(op.less_than.slice(0, 10))
    else if (key === 'answers.field' && 'equals' in op) state.field = String(op.equals)
    else if (key === 'answers.value' && 'like' in op) state.value = String(op.like)
  }
  if (status === 'spam') state.view = 'spam'
  else if (status === 'trash') state.view = 'trash'
  else if (status === 'active') state.view = starred ? 'starred' : read === false ? 'unread' : 'inbox'
  return state
}
