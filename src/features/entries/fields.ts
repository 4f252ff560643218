/**
 * What the entries admin adds to a stored entry: staff notes, and an index of every answer
 * as people read it (`searchText` for the list's search, `answers` for the field filter),
 * kept up to date from the entry's values and its form by `indexAnswers`.
 */
import type {
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  Field,
  PayloadRequest,
} from 'payload'

import { answersUnreadable, entryRows, entryValues } from '../../core/entries/values'
import type { Form } from '../../core/forms/types'
import { formFromDoc } from '../forms/model'

export const ANSWER_INDEX_MAX = 1000

/** The entry as staff read it: every answer, its metadata, its e-mails, resend. */
export const entryDetailsField: Field = {
  name: 'details',
  type: 'ui',
  admin: { components: { Field: '/features/entries/admin/EntryDetails#EntryDetails' } },
}

/**
 * The answers chosen with the column chooser, as a list column (answers live in one JSON
 * field, so they cannot be Payload columns of their own). Not shown on the entry's page.
 */
export const answerColumnsField: Field = {
  name: 'answerColumns',
  label: 'Answers',
  type: 'ui',
  admin: {
    components: { Field: false, Cell: '/features/entries/admin/AnswerColumnsCell#AnswerColumnsCell' },
  },
}

export const entryAdminFields: Field[] = [
  {
    name: 'notes',
    type: 'array',
    labels: { singular: 'Note', plural: 'Notes' },
    admin: { description: 'Notes for the team. Visitors never see them.', initCollapsed: false },
    fields: [
      { name: 'text', label: 'Note', type: 'textarea', required: true },
      {
        type: 'row',
        fields: [
          { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true, width: '50%' } },
          {
            name: 'at',
            label: 'Written',
            type: 'date',
            admin: { readOnly: true, width: '50%', date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
    ],
  },
  { name: 'searchText', type: 'textarea', admin: { hidden: true } },
  {
    name: 'answers',
    type: 'array',
    admin: { hidden: true },
    fields: [
      { name: 'field', type: 'text', index: true },
      { name: 'value', type: 'text' },
    ],
  },
]

type Row = Record<string, unknown>
type Note = { id?: string; text?: string; author?: unknown; at?: string | null }

/** Stamps new notes with their author and time; existing notes keep theirs. */
export const stampNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!Array.isArray(data.notes)) return data
  const before = new Map(((originalDoc?.notes as Note[] | undefined) ?? []).map((n) => [n.id, n]))
  data.notes = (data.notes as Note[]).map((note) => {
    const old = note.id ? before.get(note.id) : undefined
    if (old) return { ...note, author: old.author ?? null, at: old.at ?? null }
    return { ...note, author: req.user?.id ?? null, at: new Date().toISOString() }
  })
  return data
}

/** The answer index of an entry: one row per answer for the field filter, and the text the list's search reads. */
export function answerIndex(
  form: Form,
  values: unknown,
): { answers: Array<{ field: string; value: string }>; searchText: string } {
  const rows = entryRows(form, entryValues(values))
  return {
    answers: rows.map((r) => ({ field: r.id, value: r.value.slice(0, ANSWER_INDEX_MAX) })),
    searchText: rows
      .map((r) => `${r.label}: ${r.value}`)
      .join('\n')
      .slice(0, 20_000),
  }
}

/**
 * Rebuilds the answer index whenever the values are written through Payload (a submission
 * builds it itself: features/entries/insert.ts).
 */
export const indexAnswers: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  // Answers that cannot be read (core/stored/json.ts) keep the index they had, so the entry is
  // still found by its answers (the personal-data search included) after staff save it.
  if (data.values === undefined || answersUnreadable(data.values)) return data
  const formRef = (data.form ?? originalDoc?.form) as number | { id: number } | undefined
  const formId = formRef && typeof formRef === 'object' ? formRef.id : formRef
  if (!formId) return data
  const form = await readForm(req, formId)
  if (!form) return data
  Object.assign(data, answerIndex(form, data.values))
  return data
}

async function readForm(req: PayloadRequest, id: number): Promise<Form | null> {
  const doc = await req.payload.findByID({ collection: 'forms', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  return doc ? formFromDoc(doc as unknown as Row) : null
}

type Id = number | string
const LINKED = 'entryLinkedRecords'
type Linked = Record<string, { emails: Id[]; uploads: Id[] }>

/**
 * What goes with an entry however it is deleted (retention, erasure, the trash emptied, staff
 * deleting it): its notification e-mails and its uploaded files (the upload records, whose own
 * hook removes the stored bytes). They are found before the delete, because the database
 * clears their link to the entry when the entry goes.
 */
export const findEntryLinkedRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const ids = async (collection: 'form-notifications' | 'form-uploads') =>
    (
      await req.payload.find({
        collection,
        where: { entry: { equals: id } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
    ).docs.map((d) => d.id as Id)
  const linked = ((req.context[LINKED] as Linked | undefined) ??= {})
  linked[String(id)] = { emails: await ids('form-notifications'), uploads: await ids('form-uploads') }
}

export const dropEntryLinkedRecords: CollectionAfterDeleteHook = async ({ id, req }) => {
  const linked = (req.context[LINKED] as Linked | undefined)?.[String(id)]
  if (!linked) return
  delete (req.context[LINKED] as Linked)[String(id)]
  if (linked.emails.length)
    await req.payload.delete({
      collection: 'form-notifications',
      where: { id: { in: linked.emails } },
      overrideAccess: true,
      req,
    })
  if (linked.uploads.length)
    await req.payload.delete({ collection: 'form-uploads', where: { id: { in: linked.uploads } }, overrideAccess: true, req })
}

/** Entries are a form's records for the retention purge (features/privacy/retention.ts). */
export const entryRetention = { formField: 'form', dateField: 'createdAt', trash: { field: 'status', value: 'trash' } }
