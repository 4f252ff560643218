'use client'

import { useSearchParams } from 'next/navigation'
import { stringify } from 'qs-esm'
import { useState, type FormEvent } from 'react'

import { ENTRY_VIEWS, VIEW_LABELS, whereFromState, type EntryView, type ListState } from '../../../core/entries/list-state'

type Props = {
  state: ListState
  forms: { id: number; title: string }[]
  fields: { id: string; label: string }[]
}

const LIST = '/admin/collections/form-entries'

/** The list's address for a state, keeping the search box, the sort and the page size. */
function addressFor(state: ListState, current: URLSearchParams): string {
  const keep: Record<string, string> = {}
  for (const key of ['search', 'sort', 'limit']) {
    const v = current.get(key)
    if (v) keep[key] = v
  }
  return `${LIST}${stringify({ ...keep, where: whereFromState(state) }, { addQueryPrefix: true })}`
}

/** Views as links, filters as a form; both lead to a list address, so the list, a reload and the export agree. */
export function EntryFilters({ state, forms, fields }: Props) {
  const params = useSearchParams()
  const [draft, setDraft] = useState<ListState>(state)
  const current = new URLSearchParams(params?.toString() ?? '')
  const exportQuery = current.toString()

  function apply(event: FormEvent) {
    event.preventDefault()
    window.location.assign(addressFor(draft, current))
  }

  return (
    <>
      <nav aria-label="Entry views">
        <ul className="sp-entries-tools__views">
          {ENTRY_VIEWS.map((view: EntryView) => (
            <li key={view}>
              <a href={addressFor({ ...state, view }, current)} aria-current={state.view === view ? 'page' : undefined}>
                {VIEW_LABELS[view]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form className="sp-entries-tools__filters" onSubmit={apply} aria-label="Filter entries">
        <label>
          Form
          <select
            value={draft.form ?? ''}
            onChange={(e) => setDraft({ ...draft, form: e.target.value ? Number(e.target.value) : undefined, field: undefined })}
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
          <input
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
          />
        </label>
        <label>
          To
          <input type="date" value={draft.to ?? ''} onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })} />
        </label>
        <label>
          Answer in
          <select
            value={draft.field ?? ''}
            onChange={(e) => setDraft({ ...draft, field: e.target.value || undefined })}
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
            onChange={(e) => setDraft({ ...draft, value: e.target.value || undefined })}
          />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small">
          Filter
        </button>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`/api/form-entries/export${exportQuery ? `?${exportQuery}` : ''}`}
          download
        >
          Export CSV
        </a>
      </form>
    </>
  )
}
