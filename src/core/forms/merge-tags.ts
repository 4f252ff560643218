/**
 * Merge tags (GF's `{...}` placeholders) in default values, confirmations, notification
 * subjects and messages, and dynamic population from the query string. Everything that
 * varies per request (today's date, the visitor's address, the page) comes in a context
 * object, so the output is a pure function of its inputs.
 *
 * Tags are replaced in one pass over the template: text a visitor typed is never read
 * again as a tag, and every inserted value is escaped for where it goes (HTML, a URL, or
 * plain text).
 */
import { parseIsoDate } from './date'
import { escapeHtml } from './escape'
import { partFor } from './fields/definition'
import { FIELD_TYPES } from './fields'
import type { DisplayPart } from './fields/display-kit'
import type { InitialPart } from './fields/initial-kit'
import { fieldIdOf, fieldInputs } from './inputs'
import { isFieldVisible, type FormVisibility } from './logic'
import { paginate } from './pages'
import { repeaterEntry } from '../repeater/repeater'
import { computeOrder, formHasPricing, orderLines } from '../pricing/order'
import { type Field, type FieldType, type Form, type InputId } from './types'
import { isDisplayOnly } from './fields/client'
import { isRichText } from './rich-text'
import { cleanText, listOf, valueOf, type Values } from './values'

export type MergeContext = {
  /** Today in the site's time zone, `YYYY-MM-DD`. */
  today: string
  /** The visitor's IP address. */
  ip?: string
  /** The address of the page the form is on. */
  embedUrl?: string
  userAgent?: string
  referer?: string
  entryId?: string | number
  /** The entry in the admin (`{entry_url}`), for notifications. */
  entryUrl?: string
}

/** Where the result goes: text (e-mail subjects, plain mail), HTML (markup), a URL (query strings). */
export type MergeFormat = 'text' | 'html' | 'url'

export type MergeOptions = {
  form: Form
  /** The submitted values (for field tags and `{all_fields}`); hidden fields already dropped. */
  values?: Values
  /** Leaves hidden fields out of `{all_fields}` even when `values` still holds them. */
  visibility?: FormVisibility
  context: MergeContext
  format: MergeFormat
  /** Unknown tags: left as they are (default, as GF does) or removed. */
  unknown?: 'keep' | 'remove'
}

function encode(text: string, format: MergeFormat): string {
  if (format === 'html') return escapeHtml(text).replace(/\n/g, '<br>\n')
  if (format === 'url') return encodeURIComponent(text)
  return text
}

/**
 * A field's value as people read it (plain text, lines separated by `\n`): choice texts
 * rather than values, dates and numbers in the field's format, a name as one line, an
 * address as lines. With `raw`, the submitted values instead (GF's `:value` modifier).
 */
export function displayValue(
  field: Field,
  values: Values,
  options: { inputId?: InputId; raw?: boolean; currency?: string } = {},
): string {
  const id = String(field.id)
  // A password is never shown or sent anywhere, in any form (GF leaves it out of e-mails too).
  if (field.type === 'password') return ''
  const inputId = options.inputId ?? id
  if (inputId !== id) {
    const v = valueOf(values, inputId)
    if (field.type === 'checkbox' && !options.raw) {
      const index = fieldInputs(field).findIndex((i) => i.id === inputId)
      return v ? (field.choices[index]?.text ?? v) : ''
    }
    return v
  }
  // A repeater's raw value is its stored JSON: its cells alone would lose which item they belong to.
  if (options.raw && field.type === 'repeater') return repeaterEntry(field, listOf(values, id))
  if (options.raw)
    return (
      listOf(values, id).join(', ') ||
      fieldInputs(field)
        .map((i) => valueOf(values, i.id))
        .filter(Boolean)
        .join(', ')
    )
  return (partFor(FIELD_TYPES, field).display as DisplayPart<FieldType>)(field, values, options.currency)
}

/**
 * A rich text field's HTML for HTML output (`{all_fields}`, its own tag), as stored: it was
 * sanitised on the server before it was validated or stored, and every HTML result of merge
 * tags goes through the caller's `sanitizeHtml` again (confirmations, notifications, HTML
 * fields). Text output reads it as plain text (`displayValue`).
 */
function richHtml(field: Field, values: Values): string | undefined {
  return isRichText(field) ? valueOf(values, String(field.id)) || undefined : undefined
}

/** The label a field is listed under: its admin label when it has one. */
const listLabel = (field: Field) => field.adminLabel || field.label

/**
 * GF's `{all_fields}`: every shown field that has a value (with `empty`, those without too),
 * under the section headings they belong to. HTML is a table, every label and value escaped.
 */
export function allFields(
  form: Form,
  values: Values,
  options: { format: 'text' | 'html'; empty?: boolean; visibility?: FormVisibility },
): string {
  const rows: { heading?: string; label?: string; value?: string; html?: string }[] = []
  let pendingSection: string | undefined
  for (const page of paginate(form)) {
    for (const field of page.fields) {
      if (options.visibility && !isFieldVisible(options.visibility, field.id)) continue
      if (field.type === 'section') {
        pendingSection = listLabel(field)
        continue
      }
      if (isDisplayOnly(field) || field.visibility === 'administrative' || field.type === 'password') continue
      const value = displayValue(field, values, { currency: form.currency })
      if (!value && !options.empty) continue
      if (pendingSection !== undefined) {
        rows.push({ heading: pendingSection })
        pendingSection = undefined
      }
      rows.push({ label: listLabel(field), value, html: richHtml(field, values) })
    }
    pendingSection = undefined
  }
  // GF's order summary: line items, shipping and the total, as the server computed them.
  if (formHasPricing(form) && form.fields.some((f) => f.type === 'product')) {
    const order = computeOrder(form, values, options.visibility)
    if (order.items.length) {
      rows.push({ heading: 'Order' })
      for (const line of orderLines(order)) rows.push({ label: line.label, value: line.value })
    }
  }
  if (options.format === 'text') {
    return rows.map((r) => (r.heading !== undefined ? `\n${r.heading}\n` : `${r.label}: ${r.value}`)).join('\n')
  }
  const body = rows
    .map((r) =>
      r.heading !== undefined
        ? `<tr><th colspan="2" scope="rowgroup">${escapeHtml(r.heading)}</th></tr>`
        : `<tr><th scope="row">${escapeHtml(r.label ?? '')}</th><td>${r.html ?? encode(r.value ?? '', 'html')}</td></tr>`,
    )
    .join('\n')
  return `<table class="gform_all_fields">\n${body}\n</table>`
}

const pad = (n: number) => String(n).padStart(2, '0')

// GF's field tag: {Label:5}, {Label:5.3}, {:5}, {Label:5:value}. The label is only a reminder.
const FIELD_TAG = /^[^:]*:(\d+(?:\.\d+)?)(?::([a-z_]+))?$/

/** A merge tag as it stands in a template: `{…}` without braces inside. */
export const MERGE_TAG = /\{([^{}]*)\}/g

/**
 * The merge tags that are not a field's, as the builder's picker offers them, each filled by
 * `mergeTagFiller` (merge-tags.test.ts checks every one is). `entry` tags need a stored entry, so
 * default values (filled before there is one) are not offered them.
 */
export const FORM_MERGE_TAGS: readonly { tag: string; label: string; entry?: true }[] = [
  { tag: '{all_fields}', label: 'All submitted fields', entry: true },
  { tag: '{all_fields:empty}', label: 'All fields, empty ones too', entry: true },
  { tag: '{form_title}', label: 'Form title' },
  { tag: '{form_id}', label: 'Form id' },
  { tag: '{entry_id}', label: 'Entry id', entry: true },
  { tag: '{entry_url}', label: 'Entry in the admin', entry: true },
  { tag: '{date_dmy}', label: 'Date (dd/mm/yyyy)' },
  { tag: '{date_mdy}', label: 'Date (mm/dd/yyyy)' },
  { tag: '{embed_url}', label: 'Page address' },
  { tag: '{referer}', label: 'Referring page' },
  { tag: '{ip}', label: 'Visitor’s IP address' },
  { tag: '{user_agent}', label: 'Visitor’s browser' },
]

/** A field's merge tag, `{Label:5}` or `{Name (First):1.3}`: the label is a reminder without the characters that end a tag. */
export function fieldMergeTag(label: string, inputId: string): string {
  return `{${label.replace(/[{}:]/g, ' ').replace(/\s+/g, ' ').trim()}:${inputId}}`
}

/** Replaces the merge tags in a template. */
export function replaceMergeTags(template: string, options: MergeOptions): string {
  return template.replace(MERGE_TAG, mergeTagFiller(options))
}

/** The caller's HTML sanitiser (DOMPurify on the server), and optionally a faster one for filled templates. */
export type HtmlSanitizers = {
  sanitizeHtml: (html: string) => string
  /**
   * `sanitizeHtml` of the template with its merge tags filled, done faster where the caller can
   * (features/forms/sanitize.ts, `sanitizeMerged`); without it, exactly that.
   */
  sanitizeMerged?: (template: string, fill: (tag: string) => string) => string
}

/** A template's HTML with its merge tags filled in (values escaped), then sanitised. */
export function mergeSanitized(template: string, options: Omit<MergeOptions, 'format'> & HtmlSanitizers): string {
  const fill = mergeTagFiller({ ...options, format: 'html' })
  return options.sanitizeMerged ? options.sanitizeMerged(template, fill) : options.sanitizeHtml(template.replace(MERGE_TAG, fill))
}

/** What one merge tag (`{…}`, braces included) becomes; `replaceMergeTags` applies it to each tag of a template. */
export function mergeTagFiller(options: MergeOptions): (tag: string) => string {
  const { form, context, format } = options
  const values = options.values ?? {}
  const byId = new Map(form.fields.map((f) => [f.id, f]))
  const today = parseIsoDate(context.today)

  return (tag: string) => {
    const inner = tag.slice(1, -1)
    const direct = (text: string | undefined) => encode(text ?? '', format)
    switch (inner) {
      case 'date_dmy':
        return direct(today ? `${pad(today.day)}/${pad(today.month)}/${today.year}` : '')
      case 'date_mdy':
        return direct(today ? `${pad(today.month)}/${pad(today.day)}/${today.year}` : '')
      case 'ip':
        return direct(context.ip)
      case 'embed_url':
        return direct(context.embedUrl)
      case 'user_agent':
        return direct(context.userAgent)
      case 'referer':
        return direct(context.referer)
      case 'form_title':
        return direct(form.title)
      case 'form_id':
        return direct(String(form.id))
      case 'entry_id':
        return direct(context.entryId === undefined ? '' : String(context.entryId))
      case 'entry_url':
        return direct(context.entryUrl)
      case 'all_fields':
      case 'all_fields:empty': {
        const text = allFields(form, values, {
          format: format === 'html' ? 'html' : 'text',
          empty: inner.endsWith(':empty'),
          visibility: options.visibility,
        })
        return format === 'url' ? encodeURIComponent(text) : text
      }
    }
    const m = FIELD_TAG.exec(inner)
    const field = m ? byId.get(fieldIdOf(m[1] ?? '')) : undefined
    if (m && field) {
      const hidden = options.visibility && !isFieldVisible(options.visibility, field.id)
      if (hidden) return ''
      const html = format === 'html' && m[1] === String(field.id) ? richHtml(field, values) : undefined
      return html ?? direct(displayValue(field, values, { inputId: m[1], raw: m[2] === 'value', currency: form.currency }))
    }
    return options.unknown === 'remove' ? '' : tag
  }
}

/** The query string as a lookup: a `URLSearchParams`, or a parsed object such as Next's `searchParams`. */
export type QueryLike = { getAll(name: string): string[] } | Record<string, string | string[] | undefined>

function queryValues(query: QueryLike | undefined, name: string | undefined): string[] | undefined {
  if (!query || !name) return undefined
  let found: unknown
  if ('getAll' in query && typeof query.getAll === 'function') found = (query as { getAll(name: string): string[] }).getAll(name)
  else if (Object.hasOwn(query, name)) found = (query as Record<string, unknown>)[name]
  const list = (Array.isArray(found) ? found : [found]).filter((v): v is string => typeof v === 'string')
  return list.length ? list : undefined
}

export type InitialValuesOptions = {
  context: MergeContext
  /** Dynamic population, for fields that allow it, by their parameter names. */
  query?: QueryLike
}

/** Cap for populated and default values: they come from links anyone can write. */
const POPULATE_MAX_LENGTH = 2_000

/**
 * The values a form starts with: dynamic population from the query string where the field
 * allows it, else the field's default value (merge tags replaced, unknown ones removed), else
 * its preselected choices. A consent box is never ticked in advance (no pre-ticked consent).
 */
export function initialValues(form: Form, options: InitialValuesOptions): Values {
  const values: Values = {}
  const fill = (text: string | undefined) =>
    cleanText(
      replaceMergeTags(text ?? '', { form, context: options.context, format: 'text', unknown: 'remove' }),
      POPULATE_MAX_LENGTH,
    )
  const populated = (field: Field, name: string | undefined) =>
    field.allowsPrepopulate ? queryValues(options.query, name)?.map((v) => cleanText(v, POPULATE_MAX_LENGTH)) : undefined
  const set = (id: InputId, v: string) => {
    if (v) values[id] = v
  }

  for (const field of form.fields) {
    const own = partFor(FIELD_TYPES, field).initial as InitialPart<FieldType>
    own(field, {
      values,
      fromQuery: populated(field, field.inputName),
      populated: (name) => populated(field, name),
      fill,
      set,
    })
  }
  return values
}
