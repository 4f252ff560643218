'use client'

import { useListQuery } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import type { Where } from 'payload'
import { stringify } from 'qs-esm'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { ENTRY_VIEWS, VIEW_LABELS, whereFromState, type EntryView, type ListState } from '../../../core/entries/list-state'

type Props = {
  state: ListState
  forms: { id: number; title: string }[]
  fields: { id: string; label: string }[]
}

/** What the bar holds: the list's state and Payload's search box, which this bar replaces. */
type Draft = ListState & { search: string }

const LIST = '/admin/collections/form-entries'
const EXPORT = '/api/form-entries/export'
/** Typing waits this long before the list follows, as Payload's own search box does. */
const TYPING_MS = 400

/** The list's query for the bar's state, keeping the sort and the page size (the page starts again). */
function queryFor(draft: Draft, current: URLSearchParams): string {
  const keep: Record<string, string> = {}
  for (const key of ['sort', 'limit']) {
    const v = current.get(key)
    if (v) keep[key] = v
  }
  if (draft.search.trim()) keep.search = draft.search.trim()
  const { search: _search, ...state } = draft
  return stringify({ ...keep, where: whereFromState(state) }, { addQueryPrefix: true })
}

/**
 * The entries list's one filter bar: views as links, then the search box, form, dates and an
 * answer filter. The list follows every change (a choice at once, typing after a pause) without a
 * reload, through Payload's own list query (`refineListData`, which keeps its state, the address
 * and the rows together; writing the address behind its back loses a race with it), so what the
 * screen shows, the address and the CSV export always agree: the export link is made from the
 * same query as the list. Payload's own search and filter bar is hidden
 * on this list (entries-admin.css); this one does what it did, in the words of the entries.
 */
export function EntryFilters({ state, forms, fields }: Props) {
  const { refineListData } = useListQuery()
  const params = useSearchParams()
  const current = new URLSearchParams(params?.toString() ?? '')
  const [draft, setDraft] = useState<Draft>({ ...state, search: current.get('search') ?? '' })
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const query = queryFor(draft, current)

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])

  function show(next: Draft, wait = 0) {
    setDraft(next)
    if (timer.current) clearTimeout(timer.current)
    const { search, ...state } = next
    const go = () => void refineListData({ where: whereFromState(state) as Where, search: search.trim() || undefined })
    if (wait) timer.current = setTimeout(go, wait)
    else go()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    show(draft)
  }

  return (
    <>
      <nav aria-label="Entry views">
        <ul className="sp-entries-tools__views">
          {ENTRY_VIEWS.map((view: EntryView) => (
            <li key={view}>
              <a href={`${LIST}${queryFor({ ...draft, view }, current)}`} aria-current={state.view === view ? 'page' : undefined}>
                {VIEW_LABELS[view]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form className="sp-entries-tools__filters" onSubmit={submit} role="search" aria-label="Filter entries">
        <label className="sp-entries-tools__search">
          Search
          <input
            type="search"
            value={draft.search}
            placeholder="Names, e-mail addresses, any answer"
            onChange={(e) => show({ ...draft, search: e.target.value }, TYPING_MS)}
          />
        </label>
        <label>
          Form
          <select
            value={draft.form ?? ''}
            onChange={(e) => show({ ...draft, form: e.target.value ? Number(e.target.value) : undefined, field: undefined })}
          >
            <option value="">All forms</option>
            {forms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" value={draft.from ?? ''} onChange={(e) => show({ ...draft, from: e.target.value || undefined })} />
        </label>
        <label>
          To
          <input type="date" value={draft.to ?? ''} onChange={(e) => show({ ...draft, to: e.target.value || undefined })} />
        </label>
        <label>
          Answer in
          <select
            value={draft.field ?? ''}
            onChange={(e) => show({ ...draft, field: e.target.value || undefined })}
            disabled={fields.length === 0 || draft.form !== state.form}
          >
            <option value="">Any field</option>
            {fields.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          contains
          <input
            type="text"
            value={draft.value ?? ''}
            onChange={(e) => show({ ...draft, value: e.target.value || undefined }, TYPING_MS)}
          />
        </label>
        <a className="btn btn--style-secondary btn--size-small sp-entries-tools__export" href={`${EXPORT}${query}`} download>
          {draft.form ? 'Export CSV' : 'Export CSV (all forms)'}
        </a>
      </form>
    </>
  )
}
