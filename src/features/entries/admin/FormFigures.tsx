import type { Payload } from 'payload'

import { figuresLine } from '../../../core/entries/figures'
import { whereFromState } from '../../../core/entries/list-state'
import { stringify } from 'qs-esm'
import { loadFormFigures } from '../figures'

const entriesLink = (formId: number | string) =>
  `/admin/collections/form-entries${stringify({ where: whereFromState({ form: Number(formId), view: 'inbox' }) }, { addQueryPrefix: true })}`

/** The forms list's column: views, entries and conversion rate, linking to the form's entries. */
export async function FormFiguresCell({ payload, rowData }: { payload: Payload; rowData?: { id?: number | string } }) {
  if (!rowData?.id) return null
  const figures = await loadFormFigures(payload, rowData.id)
  return <a href={entriesLink(rowData.id)}>{figuresLine(figures)}</a>
}

/** In a form's sidebar: the same figures and the way to its entries. */
export async function FormFiguresField({ payload, id }: { payload: Payload; id?: number | string }) {
  if (!id) return null
  const figures = await loadFormFigures(payload, id)
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <p style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>Entries</p>
      <p style={{ margin: '0 0 0.25rem' }} data-figures>
        {figuresLine(figures)}
      </p>
      <a href={entriesLink(id)}>See the entries</a>
    </div>
  )
}
