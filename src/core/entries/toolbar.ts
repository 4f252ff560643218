/**
 * The form toolbar staff see on the public site above each form: the request the browser
 * sends for it (the page's address and the forms on it, checked here) and the toolbar's
 * links to the admin. The page's HTML is the cached one every visitor gets, so nothing of
 * this is in it: the browser asks once the page has loaded, and only a staff session gets
 * an answer (features/staff-toolbar).
 */
import { whereFromState, type EntryView } from './list-state'

/** At most this many forms on one page get a toolbar (a page has one or two). */
export const TOOLBAR_MAX_FORMS = 10

export type ToolbarRequest = { path: string; forms: number[] }

/** The page address and form ids from the query, or null when they are not what the site's script sends. */
export function parseToolbarRequest(params: URLSearchParams): ToolbarRequest | null {
  const path = params.get('path') ?? ''
  if (path.length > 300 || !/^\/[a-z0-9\-/]*$/.test(path) || path.includes('//')) return null
  const raw = params.getAll('form')
  if (raw.length === 0 || raw.length > TOOLBAR_MAX_FORMS) return null
  const forms: number[] = []
  for (const value of raw) {
    if (!/^[1-9]\d{0,9}$/.test(value)) return null
    const id = Number(value)
    if (!forms.includes(id)) forms.push(id)
  }
  return { path, forms }
}

/** A `where` object as the admin's list reads it from its address: `where[and][0][form][equals]=7`. */
export function whereQuery(where: unknown, prefix = 'where'): string[] {
  if (where === null || where === undefined) return []
  if (typeof where !== 'object') return [`${prefix}=${encodeURIComponent(String(where))}`]
  return Object.entries(where as Record<string, unknown>).flatMap(([key, value]) => whereQuery(value, `${prefix}[${key}]`))
}

const ENTRIES_LIST = '/admin/collections/form-entries'

/** The entries list of one form in one view (the same address the list's own view links write). */
export function entriesAddress(form: number, view: EntryView): string {
  return `${ENTRIES_LIST}?${whereQuery(whereFromState({ form, view })).join('&')}`
}

export type ToolbarForm = {
  id: number
  title: string
  editForm: string
  /** Active entries that nobody has opened yet. */
  newEntries: number
  entries: { label: string; href: string; count?: number }[]
}

export type Toolbar = { editPage: string | null; forms: ToolbarForm[] }

/** The toolbar's links: the page (when the address is a page of the CMS) and, per form, its editor and entries. */
export function buildToolbar(
  page: { id: number | string } | null,
  forms: { id: number; title?: string | null; newEntries: number }[],
): Toolbar {
  return {
    editPage: page ? `/admin/collections/pages/${encodeURIComponent(String(page.id))}` : null,
    forms: forms.map((f) => ({
      id: f.id,
      title: f.title?.trim() || `Form ${f.id}`,
      editForm: `/admin/collections/forms/${f.id}`,
      newEntries: f.newEntries,
      entries: [
        { label: 'Inbox', href: entriesAddress(f.id, 'inbox') },
        { label: 'New entries', href: entriesAddress(f.id, 'unread'), count: f.newEntries },
        { label: 'Starred', href: entriesAddress(f.id, 'starred') },
        { label: 'Spam', href: entriesAddress(f.id, 'spam') },
      ],
    })),
  }
}
