import type { Payload } from 'payload'
import { stringify } from 'qs-esm'

import { actionsForView } from '../../../core/entries/bulk'
import { figuresLine } from '../../../core/entries/figures'
import { notificationsNotice } from '../../../core/entries/notifications-off'
import { stateFromWhere } from '../../../core/entries/list-state'
import { answerFields } from '../../../core/entries/values'
import { formFromDoc } from '../../forms/model'
import { readAnswerColumns } from '../columns'
import { loadFormFigures } from '../figures'
import { listQueryFrom } from '../query'
import { BulkActions } from './BulkActions'
import { ColumnChooser } from './ColumnChooser'
import { EntryFilters } from './EntryFilters'
import './entries-admin.css'

type SearchParams = Record<string, string | string[] | undefined>

/** The page's query as a string: Next gives flat keys (`where[and][0][form][equals]`), qs writes them back. */
function queryStringOf(searchParams: SearchParams | undefined): string {
  return stringify(searchParams ?? {}, { encodeValuesOnly: true })
}

/**
 * Above the entries list: the chosen form's views, entries and conversion rate; the views
 * (inbox, unread, starred, spam, trash, all); filters by form, date range and answer; the
 * CSV export of exactly what the list shows; for one form, the answer columns; and the bulk
 * actions for the rows ticked in the list.
 */
export async function EntryListTools({
  payload,
  searchParams,
  user,
}: {
  payload: Payload
  searchParams?: SearchParams
  user?: { id?: number | string } | null
}) {
  const query = listQueryFrom(queryStringOf(searchParams))
  const state = stateFromWhere(query.where)
  const forms = await payload.find({
    collection: 'forms',
    select: { title: true },
    sort: 'title',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const formDoc = state.form
    ? await payload.findByID({ collection: 'forms', id: state.form, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  const form = formDoc ? formFromDoc(formDoc as unknown as Record<string, unknown>) : null
  const figures = form ? await loadFormFigures(payload, form.id) : null
  const fields = form
    ? answerFields(form).map((f) => ({ id: String(f.id), label: f.adminLabel || f.label || `Field ${f.id}` }))
    : []
  const chosen = form && user?.id !== undefined ? await readAnswerColumns(payload, user.id, form) : []
  return (
    <div className="sp-entries-tools">
      {form && figures && (
        <p className="sp-entries-tools__figures" data-figures>
          {form.title}: {figuresLine(figures)}
        </p>
      )}
      {form && notificationsNotice(form.notifications) && (
        <p className="sp-notifications-off sp-notifications-off--block">{notificationsNotice(form.notifications)}</p>
      )}
      <EntryFilters
        state={state}
        forms={(forms.docs as { id: number; title?: string }[]).map((f) => ({ id: f.id, title: f.title || `Form ${f.id}` }))}
        fields={fields}
      />
      <div className="sp-entries-tools__row">
        <BulkActions actions={actionsForView(state.view)} />
        {form && <ColumnChooser key={chosen.join(',')} formId={form.id} fields={fields} chosen={chosen} />}
      </div>
    </div>
  )
}
