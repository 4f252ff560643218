/**
 * A saved form (Payload document) as the form engine's `Form` (core/forms/types.ts).
 * The admin stores one block per field (`ff_<type>`); this is the only place that
 * knows both shapes, so the engine stays free of Payload.
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { NAME_INPUTS, PASSWORD_CONFIRM_INPUT, fieldInputs, hasPasswordConfirm, subInputId } from '../../core/forms/inputs'
import type { MinimumStrength } from '../../core/password/strength'
import { isRichTextState } from '../../core/stored/rich-text'
import {
  assertNever,
  type ConditionalLogic,
  type Confirmation,
  type DateFormat,
  type Field,
  type Form,
  type LogicOperator,
  type FieldBase,
  type Notification,
  type PasswordField,
  type SubInput,
} from '../../core/forms/types'

import { UnknownFieldTypeError } from '../../core/forms/fields'
import { calculationOf, calculationRow, pricingFieldOf, pricingFieldRow } from '../pricing/model'
import { repeaterFieldOf, repeaterFieldRow } from '../repeater/model'

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
function fieldOf(row: Row, currency?: unknown): Field | null {
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
      return { ...base, type, maxLength: num(row.maxLength), ...(row.useRichTextEditor ? { useRichTextEditor: true } : {}) }
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
        ...calculationOf(row),
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
    case 'captcha':
      return { ...base, type, captchaSize: row.captchaSize === 'invisible' ? 'invisible' : 'visible' }
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
      return {
        ...base,
        type,
        emailConfirmEnabled: Boolean(row.emailConfirmEnabled),
        ...(row.enableServerCheck ? { enableServerCheck: true } : {}),
      }
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
        dateFormat: (row.dateFormat as DateFormat | undefined) ?? 'dmy',
        ...(str(row.minDate) ? { minDate: str(row.minDate) } : {}),
        ...(str(row.maxDate) ? { maxDate: str(row.maxDate) } : {}),
      }
    case 'time':
      return { ...base, type, timeFormat: row.timeFormat === '12' ? '12' : '24' }
    case 'consent':
      return { ...base, type, checkboxLabel: String(row.checkboxLabel ?? 'I agree.') }
    case 'fileupload':
      return {
        ...base,
        type,
        multipleFiles: Boolean(row.multipleFiles),
        ...(row.multipleFiles && num(row.maxFiles) ? { maxFiles: num(row.maxFiles) } : {}),
        ...(num(row.maxFileSize) ? { maxFileSize: num(row.maxFileSize) } : {}),
        ...(str(row.allowedExtensions) ? { allowedExtensions: str(row.allowedExtensions) } : {}),
      }
    case 'social':
      return { ...base, type, ...(str(row.platform) ? { platform: str(row.platform) as never } : {}) }
    case 'password':
      return passwordFieldOf(base, id, row)
    case 'list': {
      const columns = ((row.columns as Row[] | null | undefined) ?? []).map((c) => String(c.label ?? '')).filter(Boolean)
      return { ...base, type, ...(columns.length ? { columns } : {}), ...(num(row.maxRows) ? { maxRows: num(row.maxRows) } : {}) }
    }
    case 'repeater':
      return repeaterFieldOf(row, base)
    default: {
      const priced = pricingFieldOf(type, row, base, currency)
      if (priced) return priced
      // A stored field of a type this version cannot read: said, never dropped with its answers.
      throw new UnknownFieldTypeError(type, id)
    }
  }
}

const MINIMUM_STRENGTHS: readonly MinimumStrength[] = ['short', 'bad', 'good', 'strong']

/** A password field: its confirmation is GF's `.2` sub-input, hidden when the setting is off. */
function passwordFieldOf(base: FieldBase, id: number, row: Row): PasswordField {
  const minimum = MINIMUM_STRENGTHS.find((m) => m === row.minPasswordStrength)
  // Whatever an older save holds, a password never has a default value or comes from the address.
  const { defaultValue: _default, allowsPrepopulate: _prefill, inputName: _name, ...rest } = base
  return {
    ...rest,
    type: 'password',
    ...(row.passwordConfirm === false
      ? { inputs: [{ id: subInputId(id, PASSWORD_CONFIRM_INPUT), label: 'Confirm Password', isHidden: true }] }
      : {}),
    ...(row.passwordStrengthEnabled ? { passwordStrengthEnabled: true } : {}),
    ...(minimum ? { minPasswordStrength: minimum } : {}),
  }
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

function logicRow(logic: ConditionalLogic | null | undefined): LogicRow {
  if (!logic || !logic.rules.length) return { enabled: false }
  return {
    enabled: true,
    actionType: logic.actionType,
    logicType: logic.logicType,
    rules: logic.rules.map((r) => ({ fieldId: r.fieldId, operator: r.operator, value: r.value })),
  }
}

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
  const choices = (list: { text: string; value: string; isSelected?: boolean }[]) =>
    list.map((c) => ({ text: c.text, value: c.value, isSelected: c.isSelected === true }))
  const shown = (id: string) => {
    const input = fieldInputs(field).find((i) => i.id === id)
    return input !== undefined && !input.isHidden
  }
  switch (field.type) {
    case 'text':
      return { ...base, maxLength: field.maxLength, inputMaskValue: field.inputMaskValue }
    case 'textarea':
      return { ...base, maxLength: field.maxLength, useRichTextEditor: field.useRichTextEditor === true }
    case 'select':
    case 'multiselect':
      return { ...base, choices: choices(field.choices) }
    case 'number':
      return {
        ...base,
        numberFormat: field.numberFormat,
        rangeMin: field.rangeMin,
        rangeMax: field.rangeMax,
        ...calculationRow(field),
      }
    case 'checkbox':
      return {
        ...base,
        choices: choices(field.choices),
        enableSelectAll: field.enableSelectAll === true,
        selectAllText: field.selectAllText ?? 'Select All',
      }
    case 'radio':
      return {
        ...base,
        choices: choices(field.choices),
        enableOtherChoice: field.enableOtherChoice === true,
        otherPlaceholder: field.otherPlaceholder,
      }
    case 'hidden':
    case 'section':
    case 'website':
      return base
    case 'captcha':
      return { ...base, captchaSize: field.captchaSize ?? 'visible' }
    case 'html':
      return { ...base, content: field.content }
    case 'page':
      return {
        ...base,
        nextButtonText: field.nextButton?.text ?? 'Next',
        previousButtonText: field.previousButton?.text ?? 'Previous',
        nextButtonLogic: logicRow(field.nextButton?.conditionalLogic),
      }
    case 'name':
      return {
        ...base,
        showPrefix: shown(subInputId(field.id, NAME_INPUTS.prefix)),
        showMiddle: shown(subInputId(field.id, NAME_INPUTS.middle)),
        showSuffix: shown(subInputId(field.id, NAME_INPUTS.suffix)),
      }
    case 'email':
      return {
        ...base,
        emailConfirmEnabled: field.emailConfirmEnabled === true,
        enableServerCheck: field.enableServerCheck === true,
      }
    case 'phone':
      return { ...base, phoneFormat: field.phoneFormat, defaultCountry: field.defaultCountry }
    case 'address':
      return { ...base, defaultCountry: field.defaultCountry, hideLine2: !shown(subInputId(field.id, 2)) }
    case 'date':
      return { ...base, dateType: field.dateType, dateFormat: field.dateFormat, minDate: field.minDate, maxDate: field.maxDate }
    case 'time':
      return { ...base, timeFormat: field.timeFormat }
    case 'consent':
      return { ...base, checkboxLabel: field.checkboxLabel }
    case 'fileupload':
      return {
        ...base,
        multipleFiles: field.multipleFiles === true,
        maxFiles: field.maxFiles,
        maxFileSize: field.maxFileSize,
        allowedExtensions: field.allowedExtensions,
      }
    case 'product':
    case 'option':
    case 'quantity':
    case 'shipping':
    case 'total':
      return pricingFieldRow(field, base, currency) ?? base
    case 'social':
      return { ...base, platform: field.platform }
    case 'list':
      return { ...base, columns: (field.columns ?? []).map((label) => ({ label })), maxRows: field.maxRows }
    case 'password':
      return {
        ...base,
        passwordConfirm: hasPasswordConfirm(field),
        passwordStrengthEnabled: field.passwordStrengthEnabled === true,
        minPasswordStrength: field.minPasswordStrength ?? null,
      }
    case 'repeater':
      return repeaterFieldRow(field, base)
    default:
      return assertNever(field)
  }
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
