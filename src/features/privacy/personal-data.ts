/**
 * Personal data requests by e-mail address (GDPR articles 15 and 17): everything the site
 * keeps about an address, exported as JSON, or erased. An entry belongs to the address when
 * one of its form's e-mail fields holds it; a saved draft when one of its e-mail fields does
 * or its resume link was sent there. The files uploaded with those entries and drafts, the
 * notification e-mails and the Outbox messages sent to the address are included.
 */
import type { Payload, Where } from 'payload'

import { UNREADABLE_ROW, answersUnreadable, entryRows, entryValues } from '../../core/entries/values'
import type { Form } from '../../core/forms/types'
import { readValues, toEntry, type EntryValues } from '../../core/forms/values'
import { formFromDoc } from '../forms/model'
import { readEntryAnswers } from '../entries/unreadable'

type Id = number | string
type Row = Record<string, unknown>

async function formsById(payload: Payload): Promise<Map<string, Form>> {
  const { docs } = await payload.find({ collection: 'forms', pagination: false, depth: 0, overrideAccess: true })
  return new Map(docs.map((d) => [String(d.id), formFromDoc(d as unknown as Row)]))
}

const relId = (v: unknown): string =>
  v && typeof v === 'object' ? String((v as { id?: Id }).id ?? '') : v === null || v === undefined ? '' : String(v)

/** Entries of any form whose e-mail fields hold the address (compared without case). */
export async function entriesOf(payload: Payload, email: string, forms?: Map<string, Form>): Promise<Row[]> {
  const all = forms ?? (await formsById(payload))
  // The answer index narrows the search in the database; the e-mail fields decide.
  const { docs } = await payload.find({
    collection: 'form-entries',
    where: { 'answers.value': { like: email } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  // An entry whose answers cannot be read is taken on the index's word: its data is exported
  // (marked) and erased with the rest rather than left behind.
  return (docs as unknown as Row[]).filter(
    (doc) => answersUnreadable(doc.values) || holdsAddress(all.get(relId(doc.form)), entryValues(doc.values), email),
  )
}

/** An entry's answers for the export: labelled rows, or the one marked row when they cannot be read. */
function answersOf(payload: Payload, form: Form | undefined, entry: Row): { label: string; value: string }[] {
  const { values, unreadable } = readEntryAnswers(payload, entry.id, entry.values)
  if (unreadable) return [{ label: UNREADABLE_ROW.label, value: UNREADABLE_ROW.value }]
  return form
    ? entryRows(form, values).map((r) => ({ label: r.label, value: r.value }))
    : Object.entries(values).map(([label, value]) => ({ label, value }))
}

/** Whether the answers hold the address in one of the form's e-mail fields (any answer when the form is gone). */
function holdsAddress(form: Form | undefined, values: EntryValues, email: string): boolean {
  const emailFields = form ? form.fields.filter((f) => f.type === 'email').map((f) => String(f.id)) : Object.keys(values)
  return emailFields.some((id) => (values[id] ?? '').trim().toLowerCase() === email)
}

/** A draft's stored inputs (`[name, value]` pairs) as entry answers. */
function draftAnswers(form: Form | undefined, stored: unknown): EntryValues {
  const pairs = Array.isArray(stored)
    ? stored.filter((p): p is [string, string] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string')
    : []
  if (form) return toEntry(form, readValues(form, pairs).values)
  return Object.fromEntries(pairs)
}

/** Saved drafts holding the address in an e-mail field, or whose resume link was sent to it. */
export async function draftsOf(payload: Payload, email: string, forms?: Map<string, Form>): Promise<Row[]> {
  const all = forms ?? (await formsById(payload))
  const found: Row[] = []
  // Drafts keep their answers as input pairs, which no index reads: they are gone through in pages.
  for (let page = 1; ; page++) {
    const batch = await payload.find({ collection: 'form-drafts', page, limit: 200, sort: 'id', depth: 0, overrideAccess: true })
    for (const doc of batch.docs as unknown as Row[]) {
      const form = all.get(relId(doc.form))
      const sentTo = String(doc.email ?? '')
        .trim()
        .toLowerCase()
      if (sentTo === email || holdsAddress(form, draftAnswers(form, doc.values), email)) found.push(doc)
    }
    if (!batch.hasNextPage) return found
  }
}

type UploadRow = { id: Id; name?: string; size?: number; entry?: unknown; form?: unknown; uniqueId?: string | null }

/** The files of these entries, and the unattached files of these drafts. */
async function uploadsOf(payload: Payload, entryIds: Id[], drafts: Row[]): Promise<UploadRow[]> {
  const or: Where[] = []
  if (entryIds.length) or.push({ entry: { in: entryIds } })
  for (const d of drafts) {
    if (!d.uniqueId) continue
    or.push({
      and: [
        { form: { equals: relId(d.form) } },
        { uniqueId: { equals: String(d.uniqueId) } },
        { status: { equals: 'complete' } },
      ],
    })
  }
  if (!or.length) return []
  const { docs } = await payload.find({
    collection: 'form-uploads',
    where: { or },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs as unknown as UploadRow[]
}

const fileOf = (u: UploadRow) => ({
  name: String(u.name ?? ''),
  size: Number(u.size ?? 0),
  downloadPath: `/api/form-uploads/${String(u.id)}/download`,
})

const sentTo = (email: string): Where => ({ to: { like: email } })

const mentions = (list: unknown, email: string) =>
  String(list ?? '')
    .split(',')
    .some((a) => a.replace(/^.*</, '').replace(/>.*$/, '').trim().toLowerCase() === email)

export type PersonalDataExport = {
  email: string
  exportedAt: string
  entries: {
    id: Id
    form: string
    submittedAt: string
    status: string
    answers: { label: string; value: string }[]
    sourceUrl?: string
    userAgent?: string
    ip?: string
    /** Uploaded files: names, sizes, and where staff download them. */
    files: { name: string; size: number; downloadPath: string }[]
  }[]
  drafts: {
    id: Id
    form: string
    savedAt: string
    expiresAt: string
    resumeLinkSentTo?: string
    answers: { label: string; value: string }[]
    files: { name: string; size: number; downloadPath: string }[]
  }[]
  emails: { subject: string; to: string; sentAt?: string; status?: string; text?: string }[]
}

export async function exportPersonalData(payload: Payload, email: string): Promise<PersonalDataExport> {
  const forms = await formsById(payload)
  const entries = await entriesOf(payload, email, forms)
  const ids = entries.map((e) => e.id as Id)
  const drafts = await draftsOf(payload, email, forms)
  const uploads = await uploadsOf(payload, ids, drafts)
  const notifications = await payload.find({
    collection: 'form-notifications',
    where: ids.length ? { or: [sentTo(email), { entry: { in: ids } }] } : sentTo(email),
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const outbox = await payload.find({
    collection: 'outbox',
    where: sentTo(email),
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return {
    email,
    exportedAt: new Date().toISOString(),
    entries: entries.map((e) => {
      const form = forms.get(relId(e.form))
      const meta = (e.meta as Row | null) ?? {}
      return {
        id: e.id as Id,
        form: form?.title ?? `Form ${relId(e.form)}`,
        submittedAt: String(e.createdAt ?? ''),
        status: String(e.status ?? ''),
        answers: answersOf(payload, form, e),
        ...(meta.sourceUrl ? { sourceUrl: String(meta.sourceUrl) } : {}),
        ...(meta.userAgent ? { userAgent: String(meta.userAgent) } : {}),
        ...(meta.ip ? { ip: String(meta.ip) } : {}),
        files: uploads.filter((u) => relId(u.entry) === String(e.id)).map(fileOf),
      }
    }),
    drafts: drafts.map((d) => {
      const form = forms.get(relId(d.form))
      const answers = draftAnswers(form, d.values)
      return {
        id: d.id as Id,
        form: form?.title ?? `Form ${relId(d.form)}`,
        savedAt: String(d.updatedAt ?? ''),
        expiresAt: String(d.expiresAt ?? ''),
        ...(d.email ? { resumeLinkSentTo: String(d.email) } : {}),
        answers: form
          ? entryRows(form, answers).map((r) => ({ label: r.label, value: r.value }))
          : Object.entries(answers).map(([label, value]) => ({ label, value })),
        files: uploads
          .filter((u) => !u.entry && relId(u.form) === relId(d.form) && d.uniqueId && u.uniqueId === d.uniqueId)
          .map(fileOf),
      }
    }),
    emails: [
      ...(notifications.docs as unknown as Row[])
        .filter((n) => mentions(n.to, email) || ids.some((id) => relId(n.entry) === String(id)))
        .map((n) => ({
          subject: String(n.subject ?? ''),
          to: String(n.to ?? ''),
          sentAt: n.sentAt ? String(n.sentAt) : undefined,
          status: String(n.status ?? ''),
          text: n.text ? String(n.text) : undefined,
        })),
      ...(outbox.docs as unknown as Row[])
        .filter((m) => mentions(m.to, email))
        .map((m) => ({
          subject: String(m.subject ?? ''),
          to: String(m.to ?? ''),
          sentAt: String(m.createdAt ?? ''),
          text: m.text ? String(m.text) : undefined,
        })),
    ],
  }
}

export type ErasureResult = { entries: number; drafts: number; files: number; emails: number }

/**
 * Deletes the address's entries and drafts, the files uploaded with them (records and stored
 * bytes, through the collections' delete hooks) and every e-mail sent to the address.
 */
export async function erasePersonalData(payload: Payload, email: string): Promise<ErasureResult> {
  const forms = await formsById(payload)
  const entries = await entriesOf(payload, email, forms)
  const ids = entries.map((e) => e.id as Id)
  const drafts = await draftsOf(payload, email, forms)
  const files = (await uploadsOf(payload, ids, drafts)).length
  if (drafts.length) {
    await payload.delete({
      collection: 'form-drafts',
      where: { id: { in: drafts.map((d) => d.id as Id) } },
      overrideAccess: true,
      depth: 0,
    })
  }
  let emails = 0
  if (ids.length) {
    const linked = await payload.delete({
      collection: 'form-notifications',
      where: { entry: { in: ids } },
      overrideAccess: true,
      depth: 0,
    })
    emails += linked.docs.length
    await payload.delete({ collection: 'form-entries', where: { id: { in: ids } }, overrideAccess: true, depth: 0 })
  }
  for (const collection of ['form-notifications', 'outbox'] as const) {
    const candidates = await payload.find({ collection, where: sentTo(email), pagination: false, depth: 0, overrideAccess: true })
    const exact = (candidates.docs as unknown as Row[]).filter((d) => mentions(d.to, email)).map((d) => d.id as Id)
    if (exact.length) {
      const gone = await payload.delete({ collection, where: { id: { in: exact } }, overrideAccess: true, depth: 0 })
      emails += gone.docs.length
    }
  }
  payload.logger.info(`Personal data erased: ${ids.length} entries, ${drafts.length} drafts, ${files} files, ${emails} e-mails`)
  return { entries: ids.length, drafts: drafts.length, files, emails }
}
