/**
 * A saved form (Payload document) as the form engine's `Form` (core/forms/types.ts).
 * The admin stores one block per field (`ff_<type>`); this is the only place that
 * knows both shapes, so the engine stays free of Payload.
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { NAME_INPUTS, subInputId } from '../../core/forms/inputs'
import type { ConditionalLogic, Confirmation, Field, Form, LogicOperator, Notification, SubInput } from '../../core/forms/types'

type Row = Record<string, unknown>
type LogicRow = { enabled?: boolean | null; actionType?: string | null; logicType?: string | null; rules?: Row[] | null }

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

export function logicOf(row: LogicRow | null | undefined): ConditionalLogic | null {
  if (!row?.enabled || !row.rules?.length) return null
  return {
    actionType: row.actionType === 'hide' ? 'hide' : 'show',
    logicType: row.logicType === 'any' ? 'any' : 'all',
    rules: row.rules.map((r) => ({
      fieldId: String(r.fieldId ?? ''),
      operator: (r.operator as LogicOperator) ?? 'is',
      value: String(r.value ?? ''),
    })),
  }
}

const choicesOf = (rows: unknown) =>
  ((rows as Row[] | null | undefined) ?? []).map((c) => ({
    text: String(c.text ?? ''),
    value: str(c.value) ?? String(c.text ?? ''),
    ...(c.isSelected ? { isSelected: true } : {}),
  }))

/** The blocks' field ids are assigned on save (see collections/forms/Forms.ts). */
function fieldOf(row: Row): Field | null {
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
  switch (type) {
    case 'text':
      return { ...base, type, maxLength: num(row.maxLength), inputMaskValue: str(row.inputMaskValue) }
    case 'textarea':
      return { ...base, type, maxLength: num(row.maxLength) }
    case 'select':
    case 'multiselect':
      return { ...base, type, choices: choicesOf(row.choices) }
    case 'number':
      return {
        ...base,
        type,
        numberFormat: (row.numberFormat as 'decimal_dot' | 'decimal_comma' | 'currency') ?? 'decimal_comma',
        rangeMin: num(row.rangeMin),
        rangeMax: num(row.rangeMax),
      }
    case 'checkbox':
      return {
        ...base,
        type,
        choices: choicesOf(row.choices),
        enableSelectAll: Boolean(row.enableSelectAll),
        selectAllText: str(row.selectAllText),
      }
    case 'radio':
      return {
        ...base,
        type,
        choices: choicesOf(row.choices),
        enableOtherChoice: Boolean(row.enableOtherChoice),
        otherPlaceholder: str(row.otherPlaceholder),
      }
    case 'hidden':
    case 'section':
    case 'website':
      return { ...base, type }
    case 'html':
      return { ...base, type, content: String(row.content ?? '') }
    case 'page':
      return {
        ...base,
        type,
        nextButton: { text: str(row.nextButtonText) ?? 'Next', conditionalLogic: logicOf(row.nextButtonLogic as LogicRow) },
        previousButton: { text: str(row.previousButtonText) ?? 'Previous' },
      }
    case 'name': {
      const shown = (key: keyof typeof NAME_INPUTS, on: boolean): SubInput => ({
        id: subInputId(id, NAME_INPUTS[key]),
        label: { prefix: 'Prefix', first: 'First', middle: 'Middle', last: 'Last', suffix: 'Suffix' }[key],
        isHidden: !on,
      })
      return {
        ...base,
        type,
        inputs: [
          shown('prefix', Boolean(row.showPrefix)),
          shown('first', true),
          shown('middle', Boolean(row.showMiddle)),
          shown('last', true),
          shown('suffix', Boolean(row.showSuffix)),
        ],
      }
    }
    case 'email':
      return { ...base, type, emailConfirmEnabled: Boolean(row.emailConfirmEnabled) }
    case 'phone':
      return {
        ...base,
        type,
        phoneFormat: row.phoneFormat === 'standard' ? 'standard' : 'international',
        defaultCountry: str(row.defaultCountry),
      }
    case 'address':
      return {
        ...base,
        type,
        addressType: 'international',
        defaultCountry: str(row.defaultCountry),
        ...(row.hideLine2 ? { inputs: [{ id: subInputId(id, 2), label: 'Address Line 2', isHidden: true }] } : {}),
      }
    case 'date':
      return {
        ...base,
        type,
        dateType: (row.dateType as 'datepicker' | 'datedropdown' | 'datefield') ?? 'datepicker',
        dateFormat:
          (row.dateFormat as Form['fields'][number] & { type: 'date' } extends { dateFormat: infer F } ? F : never) ?? 'dmy',
      }
    case 'time':
      return { ...base, type, timeFormat: row.timeFormat === '12' ? '12' : '24' }
    case 'consent':
      return { ...base, type, checkboxLabel: String(row.checkboxLabel ?? 'I agree.') }
    default:
      return null
  }
}

const richHtml = (value: unknown): string | undefined => {
  if (!value || typeof value !== 'object' || !('root' in (value as object))) return str(value)
  return convertLexicalToHTML({ data: value as SerializedEditorState })
}

const list = (v: unknown): string[] =>
  String(v ?? '')
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** The engine's form. `doc` is a `forms` document read at any depth. */
export function formFromDoc(doc: Row): Form {
  const fields = ((doc.fields as Row[] | null | undefined) ?? []).map(fieldOf).filter((f): f is Field => f !== null)
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
      message: richHtml(c.message),
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
      message: 'Thanks for contacting us! We will get in touch with you shortly.',
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
    },
    cssClass: str(doc.cssClass),
  }
}
