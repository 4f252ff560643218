/**
 * A saved form (Payload document) as the form engine's `Form` (core/forms/types.ts).
 * The admin stores one block per field (`ff_<type>`); this reads and writes the settings every
 * field shares, and each type's own settings through its folder (`core/forms/fields/<type>/row.ts`).
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { partFor } from '../../core/forms/fields/definition'
import { FIELD_TYPES, UnknownFieldTypeError } from '../../core/forms/fields'
import { logicOf, logicRow, num, str, type LogicRow, type Row, type RowPart } from '../../core/forms/fields/row-kit'
import { isRichTextState } from '../../core/stored/rich-text'
import type { Confirmation, Field, FieldType, Form, Notification } from '../../core/forms/types'

export { logicOf } from '../../core/forms/fields/row-kit'

/** The blocks' field ids are assigned on save (see collections/forms/Forms.ts). */
function fieldOf(row: Row, currency: string | undefined): Field | null {
  const type = String(row.blockType ?? '').replace(/^ff_/, '')
  const id = num(row.fieldId)
  if (!id) return null
  const base = {
    id,
    label: String(row.label ?? ''),
    ...(str(row.adminLabel) ? { adminLabel: str(row.adminLabel) } : {}),
    ...(str(row.description) ? { description: str(row.description) } : {}),
    ...(row.isRequired ? { isRequired: true } : {}),
    ...(str(row.errorMessage) ? { errorMessage: str(row.errorMessage) } : {}),
    ...(str(row.placeholder) ? { placeholder: str(row.placeholder) } : {}),
    ...(str(row.defaultValue) ? { defaultValue: str(row.defaultValue) } : {}),
    ...(str(row.cssClass) ? { cssClass: str(row.cssClass) } : {}),
    ...(row.visibility && row.visibility !== 'visible' ? { visibility: row.visibility as 'hidden' | 'administrative' } : {}),
    layoutGridColumnSpan: Number(row.width ?? 12) || 12,
    conditionalLogic: logicOf(row.logic as LogicRow),
    ...(row.allowsPrepopulate ? { allowsPrepopulate: true, inputName: str(row.inputName) } : {}),
    ...(row.noDuplicates ? { noDuplicates: true } : {}),
  }
  // A stored field of a type this version cannot read: said, never dropped with its answers.
  const own = partFor(FIELD_TYPES, { type, id }).row as RowPart<FieldType>
  return own.fromRow(row, base, { currency })
}

/** Save and continue, when the form offers it. */
const saveOf = (save: Row | undefined): { save: { enabled: true; buttonText: string } } | null =>
  save?.enabled ? { save: { enabled: true, buttonText: str(save.buttonText) ?? 'Save and Continue Later' } } : null

/** GF's default confirmation, also shown in place of a stored message that cannot be read. */
const DEFAULT_CONFIRMATION = 'Thanks for contacting us! We will get in touch with you shortly.'

const richHtml = (value: unknown): string | undefined => {
  if (typeof value === 'string') return str(value)
  // A stored value that is not an editor state (a bad row, core/stored/rich-text.ts) is no message:
  // the form's default text is used, and staff see the value marked in the admin.
  if (!isRichTextState(value)) return undefined
  try {
    // Without Payload's wrapping div: the message goes inside GF's own confirmation markup.
    return convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true })
  } catch {
    return undefined
  }
}

const list = (v: unknown): string[] =>
  String(v ?? '')
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** The engine's form. `doc` is a `forms` document read at any depth. */
export function formFromDoc(doc: Row): Form {
  const currency = str(((doc.settings as Row | undefined) ?? {}).currency)
  const fields = ((doc.fields as Row[] | null | undefined) ?? [])
    .map((row) => {
      try {
        return fieldOf(row, currency)
      } catch (err) {
        if (!(err instanceof UnknownFieldTypeError)) throw err
        throw new UnknownFieldTypeError(
          err.fieldType,
          err.fieldId,
          typeof doc.id === 'number' || typeof doc.id === 'string' ? doc.id : null,
        )
      }
    })
    .filter((f): f is Field => f !== null)
  const pagination = (doc.pagination as Row | undefined) ?? {}
  const pageNames = [
    String(pagination.firstPageName ?? '') || 'Step 1',
    ...fields.filter((f) => f.type === 'page').map((f, i) => f.label || `Step ${i + 2}`),
  ]
  const confirmations: Confirmation[] = ((doc.confirmations as Row[] | null | undefined) ?? []).map((c, i) => {
    const page = c.page && typeof c.page === 'object' ? (c.page as Row) : null
    return {
      id: String(c.id ?? i),
      name: String(c.name ?? `Confirmation ${i + 1}`),
      isDefault: Boolean(c.isDefault),
      type: (c.type as Confirmation['type']) ?? 'message',
      message: richHtml(c.message) ?? (c.message == null ? undefined : DEFAULT_CONFIRMATION),
      url: str(c.url),
      pageId: page ? (page.id as number) : (c.page as number | undefined),
      ...(page && typeof page.path === 'string' ? { pagePath: page.path } : {}),
      queryString: str(c.queryString),
      conditionalLogic: logicOf(c.logic as LogicRow),
    }
  })
  if (!confirmations.some((c) => c.isDefault)) {
    confirmations.push({
      id: 'default',
      name: 'Default confirmation',
      isDefault: true,
      type: 'message',
      message: DEFAULT_CONFIRMATION,
    })
  }
  const notifications: Notification[] = ((doc.notifications as Row[] | null | undefined) ?? []).map((n, i) => ({
    id: String(n.id ?? i),
    name: String(n.name ?? `Notification ${i + 1}`),
    isActive: n.isActive !== false,
    event: 'form_submission',
    toType: n.toType === 'field' ? 'field' : 'email',
    toEmails: list(n.toEmails),
    toField: num(n.toField),
    bcc: list(n.bcc),
    fromName: str(n.fromName),
    replyToField: num(n.replyToField),
    subject: String(n.subject ?? ''),
    message: String(n.message ?? '{all_fields}'),
    conditionalLogic: logicOf(n.logic as LogicRow),
  }))
  const settings = (doc.settings as Row | undefined) ?? {}
  const limit = (settings.limitEntries as Row | undefined) ?? {}
  const schedule = (settings.schedule as Row | undefined) ?? {}
  const iso = (v: unknown) => (typeof v === 'string' && v ? new Date(v).toISOString() : undefined)
  return {
    id: Number(doc.id),
    title: String(doc.title ?? ''),
    description: str(doc.description),
    fields,
    button: { text: str(doc.submitButtonText) ?? 'Submit', conditionalLogic: logicOf(doc.submitLogic as LogicRow) },
    lastPageButton: { text: str(pagination.lastPagePreviousText) ?? 'Previous' },
    pagination: {
      type: (pagination.type as 'steps' | 'percentage' | 'none') ?? 'none',
      pageNames,
      progressbarCompletionText: str(pagination.completionText),
    },
    confirmations,
    notifications,
    settings: {
      enableHoneypot: settings.enableHoneypot !== false,
      validationSummary: true,
      requireLogin: false,
      limitEntries:
        limit.enabled && num(limit.count)
          ? {
              count: num(limit.count)!,
              period: (limit.period as 'total' | 'day' | 'week' | 'month' | 'year') ?? 'total',
              message: str(limit.message) ?? 'Sorry. This form is no longer accepting new submissions.',
            }
          : null,
      schedule: schedule.enabled
        ? {
            start: iso(schedule.start),
            end: iso(schedule.end),
            pendingMessage: str(schedule.pendingMessage),
            closedMessage: str(schedule.closedMessage),
          }
        : null,
      ...(saveOf(settings.save as Row | undefined) ?? {}),
    },
    personalData: personalDataOf(settings.personalData as Row | undefined),
    cssClass: str(doc.cssClass),
    ...(currency ? { currency } : {}),
  }
}

function personalDataOf(row: Row | undefined): Form['personalData'] {
  const policy = row?.retentionPolicy === 'trash' || row?.retentionPolicy === 'delete' ? row.retentionPolicy : 'retain'
  const days = num(row?.retentionDays)
  return {
    preventIP: row?.preventIP === true,
    retention: { policy: days && days > 0 ? policy : 'retain', days: days && days > 0 ? Math.floor(days) : 0 },
  }
}

// ---------------------------------------------------------------- engine form → document

const WIDTH_OPTIONS = [12, 9, 8, 6, 4, 3]

/** The admin offers six widths; any other span takes the nearest of them. */
const widthOf = (span: number | undefined) =>
  String(WIDTH_OPTIONS.reduce((best, w) => (Math.abs(w - (span ?? 12)) < Math.abs(best - (span ?? 12)) ? w : best), 12))

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&amp;/g, '&')

/**
 * A simple confirmation message (paragraphs of text, as GF exports and the demo forms
 * hold) as the Lexical state the admin's rich text field stores. Inline markup is dropped.
 */
export function messageToLexical(html: string): Row {
  const paragraphs = (html.match(/<p\b[^>]*>[\s\S]*?<\/p>/gi) ?? [html])
    .map((p) => decodeEntities(p.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '')).trim())
    .filter(Boolean)
  const element = { direction: 'ltr', format: '', indent: 0, version: 1 }
  return {
    root: {
      type: 'root',
      ...element,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        ...element,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', detail: 0, format: 0, mode: 'normal', style: '', text, version: 1 }],
      })),
    },
  }
}

function fieldRow(field: Field, currency?: string): Row {
  const base: Row = {
    blockType: `ff_${field.type}`,
    fieldId: field.id,
    label: field.label,
    ...(field.description ? { description: field.description } : {}),
    isRequired: field.isRequired === true,
    width: widthOf(field.layoutGridColumnSpan),
    visibility: field.visibility ?? 'visible',
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    ...(field.defaultValue ? { defaultValue: field.defaultValue } : {}),
    ...(field.adminLabel ? { adminLabel: field.adminLabel } : {}),
    ...(field.cssClass ? { cssClass: field.cssClass } : {}),
    ...(field.errorMessage ? { errorMessage: field.errorMessage } : {}),
    allowsPrepopulate: field.allowsPrepopulate === true,
    ...(field.inputName ? { inputName: field.inputName } : {}),
    noDuplicates: field.noDuplicates === true,
    logic: logicRow(field.conditionalLogic),
  }
  const own = partFor(FIELD_TYPES, field).row as RowPart<FieldType>
  return own.toRow(field, base, { currency })
}

/**
 * The engine's form as the data of a `forms` document: the reverse of `formFromDoc`, for
 * the demo content and imports. What the admin has no setting for (custom sub-labels,
 * label placements, autocomplete hints) is left out; field ids are kept, so logic and merge
 * tags keep pointing at the right fields.
 */
export function docFromForm(form: Form): Row {
  const pages = form.pagination
  return {
    title: form.title,
    ...(form.description ? { description: form.description } : {}),
    fields: form.fields.map((field) => fieldRow(field, form.currency)),
    submitButtonText: form.button.text,
    ...(form.cssClass ? { cssClass: form.cssClass } : {}),
    submitLogic: logicRow(form.button.conditionalLogic),
    pagination: {
      type: pages?.type ?? 'none',
      // 'Step 1' is what a form without a first page name is read as (formFromDoc).
      ...(pages?.pageNames[0] && pages.pageNames[0] !== 'Step 1' ? { firstPageName: pages.pageNames[0] } : {}),
      lastPagePreviousText: form.lastPageButton?.text ?? 'Previous',
      ...(pages?.progressbarCompletionText ? { completionText: pages.progressbarCompletionText } : {}),
    },
    confirmations: form.confirmations.map((c) => ({
      name: c.name,
      isDefault: c.isDefault,
      type: c.type,
      ...(c.type === 'message' ? { message: messageToLexical(c.message ?? '') } : {}),
      ...(c.type === 'page' && c.pageId !== undefined ? { page: c.pageId } : {}),
      ...(c.type === 'redirect' ? { url: c.url } : {}),
      ...(c.queryString ? { queryString: c.queryString } : {}),
      logic: logicRow(c.conditionalLogic),
    })),
    notifications: form.notifications.map((n) => ({
      name: n.name,
      isActive: n.isActive,
      toType: n.toType,
      ...(n.toType === 'email' ? { toEmails: (n.toEmails ?? []).join(', ') } : { toField: n.toField }),
      ...(n.fromName ? { fromName: n.fromName } : {}),
      ...(n.replyToField !== undefined ? { replyToField: n.replyToField } : {}),
      ...(n.bcc?.length ? { bcc: n.bcc.join(', ') } : {}),
      subject: n.subject,
      message: n.message,
      logic: logicRow(n.conditionalLogic),
    })),
    settings: {
      enableHoneypot: form.settings.enableHoneypot,
      currency: form.currency ?? 'EUR',
      limitEntries: form.settings.limitEntries ? { enabled: true, ...form.settings.limitEntries } : { enabled: false },
      schedule: form.settings.schedule ? { enabled: true, ...form.settings.schedule } : { enabled: false },
      personalData: {
        preventIP: form.personalData?.preventIP === true,
        retentionPolicy: form.personalData?.retention.policy ?? 'retain',
        ...(form.personalData?.retention.days ? { retentionDays: form.personalData.retention.days } : {}),
      },
      save: { enabled: form.settings.save?.enabled === true, buttonText: form.settings.save?.buttonText },
    },
  }
}
