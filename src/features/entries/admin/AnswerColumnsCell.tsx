import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'

import { entryRows } from '../../../core/entries/values'
import { UNREADABLE_TEXT } from '../../../core/stored/json'
import { readEntryAnswers } from '../unreadable'
import type { Form } from '../../../core/forms/types'
import { formFromDoc } from '../../forms/model'
import { readAnswerColumns } from '../columns'

// One list page renders a cell per row: the user, each form and each choice are read once per request.
const currentUserId = cache(async (payload: Payload): Promise<number | string | null> => {
  const { user } = await payload.auth({ headers: await headers() })
  return (user?.id as number | string | undefined) ?? null
})

const formById = cache(async (payload: Payload, id: number): Promise<Form | null> => {
  const doc = await payload.findByID({ collection: 'forms', id, depth: 0, overrideAccess: true, disableErrors: true })
  return doc ? formFromDoc(doc as unknown as Record<string, unknown>) : null
})

const columnsFor = cache(async (payload: Payload, userId: number | string, formId: number) => {
  const form = await formById(payload, formId)
  return form ? { form, fields: await readAnswerColumns(payload, userId, form) } : null
})

/**
 * The "Answers" column of the entries list: the answers the signed-in member of staff chose
 * for this entry's form (the column chooser above the list), each under its field's label.
 * Values are React text, so nothing a visitor typed becomes markup.
 */
export async function AnswerColumnsCell({
  payload,
  rowData,
}: {
  payload: Payload
  rowData?: { id?: unknown; form?: number | { id: number } | null; values?: unknown }
}) {
  const formRef = rowData?.form
  const formId = formRef && typeof formRef === 'object' ? formRef.id : formRef
  if (!formId) return null
  const userId = await currentUserId(payload)
  if (userId === null) return null
  const chosen = await columnsFor(payload, userId, Number(formId))
  if (!chosen || chosen.fields.length === 0) return null
  const { values, unreadable } = readEntryAnswers(payload, rowData?.id, rowData?.values)
  if (unreadable) return <span className="sp-answer-columns">{UNREADABLE_TEXT}</span>
  const rows = new Map(entryRows(chosen.form, values, { empty: true }).map((r) => [r.id, r]))
  return (
    <dl className="sp-answer-columns">
      {chosen.fields.map((id) => {
        const row = rows.get(id)
        return (
          <div key={id} data-answer-field={id}>
            <dt>{row?.label ?? `Field ${id}`}</dt>
            <dd>{row?.value ? row.value.slice(0, 200) : '—'}</dd>
          </div>
        )
      })}
    </dl>
  )
}
