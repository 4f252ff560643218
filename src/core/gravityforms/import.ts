/**
 * Gravity Forms export files (Forms › Import/Export, JSON: `{"0": form, "1": form, …,
 * "version": "2.5.9.3"}`) to the engine's `Form`. Both the 1.9 shape (ids and flags as
 * strings, `"1"`/`""`) and the 2.x shape are read.
 *
 * Every field type the engine has is read by its own importer (`core/forms/fields/<type>/import.ts`,
 * the `import` part of its definition in `FIELD_TYPES`, a map typed over the engine's `Field` union):
 * adding a type to the union fails to compile until its folder has an importer, so new types slot in. A GF type the engine lacks (a third-party add-on,
 * a WordPress post image…) is left out and reported one by one, never fatal; conditional
 * logic that pointed at it is dropped and reported too.
 *
 * HTML from the export (HTML fields, confirmations, notification templates) goes through
 * the caller's sanitiser, so a script in an export never reaches a page; descriptions are
 * plain text in the engine and are read as text.
 */
import {
  arr,
  bool,
  htmlToText,
  int,
  logicOf,
  obj,
  oneOf,
  opt,
  priceOf,
  str,
  type Context,
  type Importer,
  type ImportIssue,
  type Raw,
} from '../forms/fields/import-kit'
import { FIELD_TYPES, isFieldType } from '../forms/fields'
import { isValidEmail } from '../forms/formats'
import { formProblems } from '../forms/definition'
import {
  type ConditionalLogic,
  type Confirmation,
  type Field,
  type FieldBase,
  type FieldType,
  type Form,
  type LimitPeriod,
  type Notification,
} from '../forms/types'
import { isDisplayOnly } from '../forms/fields/client'

export type { ImportIssue } from '../forms/fields/import-kit'
export { htmlToText, priceOf }

export type ImportedForm = { form: Form; issues: ImportIssue[] }

export type ImportResult =
  { ok: true; version: string; forms: ImportedForm[]; issues: ImportIssue[] } | { ok: false; error: string }

export type ImportOptions = {
  sanitizeHtml: (html: string) => string
  /** What GF's `{admin_email}` stands for in notification recipients; without it those notifications import inactive. */
  adminEmail?: string
}

/**
 * GF's WordPress post fields collect text that GF turns into a post. The site makes no
 * posts, but the answers are worth keeping: they become the engine's plain fields.
 */
function postFieldType(raw: Raw): FieldType | null {
  switch (str(raw.type)) {
    case 'post_title':
    case 'post_tags':
      return 'text'
    case 'post_content':
    case 'post_excerpt':
      return 'textarea'
    case 'post_custom_field': {
      const inner = opt(raw.inputType) ?? 'text'
      return isFieldType(inner) ? inner : null
    }
    default:
      return null
  }
}

const PLACEMENTS = ['top_label', 'left_label', 'right_label'] as const

function baseOf(raw: Raw, id: number, ctx: Context): FieldBase {
  const visibility = bool(raw.adminOnly)
    ? 'administrative'
    : oneOf(raw.visibility, ['visible', 'hidden', 'administrative'] as const)
  const span = int(raw.layoutGridColumnSpan)
  return {
    id,
    label: htmlToText(str(raw.label)),
    ...(opt(raw.adminLabel) ? { adminLabel: str(raw.adminLabel) } : {}),
    ...(opt(raw.description) ? { description: htmlToText(str(raw.description)) } : {}),
    ...(bool(raw.isRequired) ? { isRequired: true } : {}),
    ...(opt(raw.errorMessage) ? { errorMessage: htmlToText(str(raw.errorMessage)) } : {}),
    ...(opt(raw.placeholder) ? { placeholder: str(raw.placeholder) } : {}),
    ...(opt(raw.defaultValue) ? { defaultValue: str(raw.defaultValue) } : {}),
    ...(opt(raw.cssClass) ? { cssClass: str(raw.cssClass) } : {}),
    ...(visibility && visibility !== 'visible' ? { visibility } : {}),
    ...(span && span >= 1 && span <= 12 ? { layoutGridColumnSpan: span } : {}),
    ...(oneOf(raw.size, ['small', 'medium', 'large'] as const)
      ? { size: oneOf(raw.size, ['small', 'medium', 'large'] as const) }
      : {}),
    conditionalLogic: logicOf(raw.conditionalLogic, `Field ${id}`, ctx, id),
    ...(bool(raw.allowsPrepopulate)
      ? { allowsPrepopulate: true, ...(opt(raw.inputName) ? { inputName: str(raw.inputName) } : {}) }
      : {}),
    ...(bool(raw.noDuplicates) ? { noDuplicates: true } : {}),
    ...(oneOf(raw.labelPlacement, PLACEMENTS) ? { labelPlacement: oneOf(raw.labelPlacement, PLACEMENTS) } : {}),
    ...(oneOf(raw.descriptionPlacement, ['above', 'below'] as const)
      ? { descriptionPlacement: oneOf(raw.descriptionPlacement, ['above', 'below'] as const) }
      : {}),
    ...(oneOf(raw.subLabelPlacement, ['above', 'below', 'hidden_label'] as const)
      ? { subLabelPlacement: oneOf(raw.subLabelPlacement, ['above', 'below', 'hidden_label'] as const) }
      : {}),
    ...(opt(raw.autocompleteAttribute) ? { autocompleteAttribute: str(raw.autocompleteAttribute) } : {}),
  }
}

function fieldOf(raw: Raw, ctx: Context): Field | null {
  const gfType = str(raw.type)
  const id = int(raw.id)
  const label = htmlToText(str(raw.label))
  if (!id || id < 1) {
    ctx.issues.push({
      form: ctx.formTitle,
      fieldType: gfType,
      label,
      kind: 'not-imported',
      message: `A ${gfType} field without a valid id was left out.`,
    })
    return null
  }
  // A type switch for other field kinds (GF's `inputType`, e.g. a post custom field shown as a checkbox).
  const type: FieldType | null = isFieldType(gfType) ? gfType : postFieldType(raw)
  if (!type) {
    const inner = opt(raw.inputType)
    ctx.issues.push({
      form: ctx.formTitle,
      fieldId: id,
      fieldType: gfType,
      label,
      kind: 'unsupported-field',
      message: `Field ${id} "${label}" has the type ${gfType}${inner && inner !== gfType ? ` (${inner})` : ''}, which this site does not support; it was left out.`,
    })
    return null
  }
  if (type !== gfType) {
    ctx.issues.push({
      form: ctx.formTitle,
      fieldId: id,
      fieldType: gfType,
      label,
      kind: 'changed',
      message: `Field ${id} "${label}" (${gfType}) is imported as a ${type} field; the site keeps the answer in the entry and makes no WordPress post.`,
    })
  }
  const importer = FIELD_TYPES[type].import as Importer<FieldType>
  const field = importer(raw, baseOf(raw, id, ctx), ctx)
  if (field.type === 'repeater' && !field.fields.length) {
    ctx.issues.push({
      form: ctx.formTitle,
      fieldId: id,
      fieldType: gfType,
      label,
      kind: 'not-imported',
      message: `The repeater ${id} "${label}" holds no field this site supports; it was left out.`,
    })
    return null
  }
  return field
}

// ---------------------------------------------------------------- rules that point at left-out fields

function pruneLogic(logic: ConditionalLogic | null | undefined, valueIds: Set<number>, where: string, ctx: Context) {
  if (!logic) return logic ?? null
  const rules = logic.rules.filter((r) => {
    const ok = valueIds.has(Number(r.fieldId.split('.')[0]))
    if (!ok)
      ctx.issues.push({
        form: ctx.formTitle,
        kind: 'dropped-logic',
        message: `${where}: the rule on field ${r.fieldId} was dropped (that field was not imported or holds no value).`,
      })
    return ok
  })
  return rules.length ? { ...logic, rules } : null
}

// ---------------------------------------------------------------- confirmations and notifications

function confirmationsOf(raw: Raw, ctx: Context): Confirmation[] {
  const list = Array.isArray(raw.confirmations) ? raw.confirmations : Object.values(obj(raw.confirmations) ?? {})
  const out: Confirmation[] = []
  for (const [i, item] of list.entries()) {
    const c = obj(item)
    if (!c) continue
    const name = htmlToText(str(c.name)) || `Confirmation ${i + 1}`
    const base = {
      id: str(c.id) || String(i),
      name,
      isDefault: bool(c.isDefault),
      conditionalLogic: logicOf(c.conditionalLogic, `Confirmation "${name}"`, ctx),
    }
    const message = (text: string) => {
      const html =
        bool(c.disableAutoformat) || /<(p|div|h[1-6]|table|ul|ol)\b/i.test(text) ? text : text.replace(/\r?\n/g, '<br>\n')
      return ctx.sanitizeHtml(html)
    }
    if (c.type === 'redirect' && opt(c.url)) {
      out.push({ ...base, type: 'redirect', url: str(c.url), ...(opt(c.queryString) ? { queryString: str(c.queryString) } : {}) })
    } else if (c.type === 'page') {
      ctx.issues.push({
        form: ctx.formTitle,
        kind: 'changed',
        message: `Confirmation "${name}" sent visitors to WordPress page ${str(c.pageId) || '(none)'}; it is imported as a message. Choose a page of this site for it.`,
      })
      out.push({ ...base, type: 'message', message: message(str(c.message)) })
    } else {
      out.push({ ...base, type: 'message', message: message(str(c.message)) })
    }
  }
  if (out.length && !out.some((c) => c.isDefault)) out[0] = { ...out[0]!, isDefault: true }
  // One default only, as the engine expects.
  let seen = false
  return out.map((c) => {
    if (!c.isDefault) return c
    if (seen) return { ...c, isDefault: false }
    seen = true
    return c
  })
}

const FIELD_TAG = /^\{[^:{}]*:(\d+)(?::[a-z_]+)?\}$/

function notificationsOf(raw: Raw, fields: Field[], ctx: Context, options: ImportOptions): Notification[] {
  const list = Array.isArray(raw.notifications) ? raw.notifications : Object.values(obj(raw.notifications) ?? {})
  const emailField = (id: number | undefined) => fields.find((f) => f.id === id && f.type === 'email')
  const out: Notification[] = []
  for (const [i, item] of list.entries()) {
    const n = obj(item)
    if (!n) continue
    const name = htmlToText(str(n.name)) || `Notification ${i + 1}`
    const problem = (message: string) =>
      ctx.issues.push({ form: ctx.formTitle, kind: 'changed', message: `Notification "${name}": ${message}` })
    const leftOut = (why: string) => problem(`${why}; it was left out. Add it again with a recipient.`)
    if (opt(n.event) && n.event !== 'form_submission') {
      problem(`it was sent on "${str(n.event)}", which this site does not have; it was left out.`)
      continue
    }
    const addresses = (text: string) =>
      text
        .split(/[,;]/)
        .map((a) => a.trim())
        .filter(Boolean)
        .map((a) => (a === '{admin_email}' && options.adminEmail ? options.adminEmail : a))
    const notification: Notification = {
      id: str(n.id) || String(i),
      name,
      isActive: !('isActive' in n) || bool(n.isActive),
      event: 'form_submission',
      toType: 'email',
      subject: htmlToText(str(n.subject)) || 'New submission from {form_title}',
      message: ctx.sanitizeHtml(str(n.message) || '{all_fields}'),
      conditionalLogic: logicOf(n.conditionalLogic, `Notification "${name}"`, ctx),
    }
    if (n.toType === 'field') {
      const fieldId = int(n.toField) ?? int(n.to)
      if (!emailField(fieldId)) {
        leftOut(`its recipient field ${str(n.toField) || str(n.to)} is not an e-mail field of the form`)
        continue
      }
      notification.toType = 'field'
      notification.toField = fieldId
    } else if (n.toType === 'routing') {
      leftOut('it used routing rules, which the site does not support')
      continue
    } else {
      const all = addresses(str(n.to) || str(n.toEmail))
      const valid = all.filter(isValidEmail)
      for (const bad of all.filter((a) => !isValidEmail(a)))
        problem(
          `the recipient "${bad}" is not an e-mail address and was removed (only fixed addresses or an e-mail field receive notifications).`,
        )
      if (valid.length === 0) {
        leftOut('it has no recipient address')
        continue
      }
      notification.toEmails = valid
    }
    const bcc = addresses(str(n.bcc)).filter(isValidEmail)
    if (bcc.length) notification.bcc = bcc
    if (opt(n.fromName)) notification.fromName = htmlToText(str(n.fromName))
    const replyTag = FIELD_TAG.exec(str(n.replyTo).trim())
    if (replyTag && emailField(Number(replyTag[1]))) notification.replyToField = Number(replyTag[1])
    out.push(notification)
  }
  return out
}

// ---------------------------------------------------------------- forms

const PERIODS: Record<string, LimitPeriod> = { day: 'day', week: 'week', month: 'month', year: 'year' }

function formOf(raw: Raw, ctx: Context, options: ImportOptions): Form {
  const fields: Field[] = []
  for (const item of arr(raw.fields)) {
    const f = obj(item)
    if (!f) continue
    const field = fieldOf(f, ctx)
    if (!field) continue
    if (fields.some((x) => x.id === field.id)) {
      ctx.issues.push({
        form: ctx.formTitle,
        fieldId: field.id,
        kind: 'not-imported',
        message: `Field id ${field.id} appears twice; the second was left out.`,
      })
      continue
    }
    fields.push(field)
  }
  // Logic may only point at fields that were imported and hold a value.
  const valueIds = new Set(fields.filter((f) => !isDisplayOnly(f)).map((f) => f.id))
  for (const [i, field] of fields.entries()) {
    const pruned = { ...field, conditionalLogic: pruneLogic(field.conditionalLogic, valueIds, `Field ${field.id}`, ctx) } as Field
    if (pruned.type === 'page' && pruned.nextButton)
      pruned.nextButton = {
        ...pruned.nextButton,
        conditionalLogic: pruneLogic(
          pruned.nextButton.conditionalLogic,
          valueIds,
          `The next button before field ${field.id}`,
          ctx,
        ),
      }
    fields[i] = pruned
  }

  const button = obj(raw.button)
  const pagination = obj(raw.pagination)
  const pageCount = fields.filter((f) => f.type === 'page').length + 1
  const names = arr(pagination?.pages).map((p) => htmlToText(str(p)))
  const pageNames = Array.from({ length: pageCount }, (_, i) => names[i] || `Step ${i + 1}`)
  // GF names pages in the pagination settings; the site names each page after its page break.
  let pageIndex = 0
  for (const [i, field] of fields.entries()) {
    if (field.type !== 'page') continue
    pageIndex++
    if (!field.label) fields[i] = { ...field, label: pageNames[pageIndex] ?? `Step ${pageIndex + 1}` }
  }
  const confirmations: Confirmation[] = confirmationsOf(raw, ctx).map((c) => ({
    ...c,
    conditionalLogic: pruneLogic(c.conditionalLogic, valueIds, `Confirmation "${c.name}"`, ctx),
  }))
  const notifications = notificationsOf(raw, fields, ctx, options).map((n) => ({
    ...n,
    conditionalLogic: pruneLogic(n.conditionalLogic, valueIds, `Notification "${n.name}"`, ctx),
  }))
  if (confirmations.length === 0)
    confirmations.push({
      id: 'default',
      name: 'Default confirmation',
      isDefault: true,
      type: 'message',
      message: 'Thanks for contacting us! We will get in touch with you shortly.',
    })

  const limitCount = int(raw.limitEntriesCount)
  const personal = obj(raw.personalData)
  const retention = obj(personal?.retention)
  const policy = oneOf(retention?.policy, ['retain', 'trash', 'delete'] as const) ?? 'retain'
  const days = int(retention?.retain_entries_days) ?? 0
  if (bool(raw.scheduleForm))
    ctx.issues.push({
      form: ctx.formTitle,
      kind: 'not-imported',
      message: 'The form’s schedule was not imported; set the dates again under Settings.',
    })
  if (bool(raw.requireLogin))
    ctx.issues.push({
      form: ctx.formTitle,
      kind: 'changed',
      message: 'The form required a WordPress login; the site has no visitor accounts, so it is open to everyone.',
    })
  if (bool(obj(raw.save)?.enabled) || bool(raw.saveEnabled))
    ctx.issues.push({ form: ctx.formTitle, kind: 'not-imported', message: 'Save and continue was not imported.' })
  const lastPage = obj(raw.lastPageButton)
  const placement = oneOf(raw.labelPlacement, PLACEMENTS)
  const subLabels = oneOf(raw.subLabelPlacement, ['above', 'below'] as const)
  return {
    id: 0,
    title: htmlToText(str(raw.title)) || 'Imported form',
    ...(opt(raw.description) ? { description: htmlToText(str(raw.description)) } : {}),
    fields,
    button: {
      text: htmlToText(str(button?.text)) || 'Submit',
      conditionalLogic: pruneLogic(
        logicOf(button?.conditionalLogic, 'The submit button', ctx),
        valueIds,
        'The submit button',
        ctx,
      ),
    },
    ...(pageCount > 1 ? { lastPageButton: { text: htmlToText(str(lastPage?.text)) || 'Previous' } } : {}),
    pagination: {
      type: pageCount > 1 ? (oneOf(pagination?.type, ['steps', 'percentage', 'none'] as const) ?? 'percentage') : 'none',
      pageNames,
      ...(bool(pagination?.display_progressbar_on_confirmation) ? { displayProgressbarOnConfirmation: true } : {}),
      ...(opt(pagination?.progressbar_completion_text)
        ? { progressbarCompletionText: htmlToText(str(pagination?.progressbar_completion_text)) }
        : {}),
    },
    ...(opt(raw.firstPageCssClass) ? { firstPageCssClass: str(raw.firstPageCssClass) } : {}),
    confirmations,
    notifications,
    settings: {
      enableHoneypot: bool(raw.enableHoneypot),
      ...(bool(raw.enableAnimation) ? { enableAnimation: true } : {}),
      validationSummary: bool(raw.validationSummary),
      requireLogin: false,
      limitEntries:
        bool(raw.limitEntries) && limitCount && limitCount > 0
          ? {
              count: limitCount,
              period: PERIODS[str(raw.limitEntriesPeriod)] ?? 'total',
              message: htmlToText(str(raw.limitEntriesMessage)),
            }
          : null,
      schedule: null,
    },
    personalData: {
      preventIP: bool(personal?.preventIP),
      retention: { policy: days > 0 ? policy : 'retain', days: days > 0 ? days : 0 },
    },
    ...(placement ? { labelPlacement: placement } : {}),
    ...(oneOf(raw.descriptionPlacement, ['above', 'below'] as const)
      ? { descriptionPlacement: oneOf(raw.descriptionPlacement, ['above', 'below'] as const) }
      : {}),
    ...(subLabels ? { subLabelPlacement: subLabels } : {}),
    ...(opt(raw.cssClass) ? { cssClass: str(raw.cssClass) } : {}),
  }
}

/** Reads an export file's text (or its parsed JSON). Bad input gives an error; forms with problems still import. */
export function importGravityForms(input: string | unknown, options: ImportOptions): ImportResult {
  let data: unknown = input
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input.replace(/^\uFEFF/, ''))
    } catch {
      return { ok: false, error: 'This is not a Gravity Forms export: the file is not JSON.' }
    }
  }
  const root = obj(data)
  if (!root) return { ok: false, error: 'This is not a Gravity Forms export: it holds no forms.' }
  // GF writes {"0": form, "1": form, "version": "…"}; a single form object or a list are read too.
  const candidates = Array.isArray(data)
    ? data
    : Array.isArray(root.fields)
      ? [root]
      : Object.entries(root)
          .filter(([k]) => /^\d+$/.test(k))
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, v]) => v)
  const rawForms = candidates.map(obj).filter((f): f is Raw => f !== undefined && Array.isArray(f.fields))
  if (rawForms.length === 0) return { ok: false, error: 'This is not a Gravity Forms export: it holds no forms.' }
  const issues: ImportIssue[] = []
  const forms = rawForms.map((raw, i) => {
    const ctx: Context = {
      formTitle: htmlToText(str(raw.title)) || `Form ${i + 1}`,
      issues: [],
      sanitizeHtml: options.sanitizeHtml,
    }
    const form = formOf(raw, ctx, options)
    for (const problem of formProblems({ ...form, id: 1 })) {
      ctx.issues.push({
        form: ctx.formTitle,
        fieldId: problem.fieldId,
        kind: 'changed',
        message: `Check after import: ${problem.message}`,
      })
    }
    issues.push(...ctx.issues)
    return { form, issues: ctx.issues }
  })
  return { ok: true, version: str(root.version), forms, issues }
}
