/**
 * Pages of a multi-page form: page fields split the field list, as in GF. Page 1 is
 * everything before the first page field; page n starts at the (n-1)th page field, whose
 * conditional logic shows or hides page n.
 */
import type { FormVisibility } from './logic'
import type { Field, FieldId, Form, PageField, SectionField } from './types'

export type Page = {
  /** 1-based. */
  number: number
  /** The page field that starts this page; none for page 1. */
  pageField?: PageField
  /** The page's fields in order, page fields left out. */
  fields: Field[]
}

export function paginate(form: Form): Page[] {
  const pages: Page[] = [{ number: 1, fields: [] }]
  for (const field of form.fields) {
    if (field.type === 'page') pages.push({ number: pages.length + 1, pageField: field, fields: [] })
    else pages[pages.length - 1]?.fields.push(field)
  }
  return pages
}

export function pageCount(form: Form): number {
  return 1 + form.fields.filter((f) => f.type === 'page').length
}

/** The page a field is on (a page field: the page it starts); 0 for an unknown id. */
export function pageOfField(form: Form, fieldId: FieldId): number {
  let page = 1
  for (const field of form.fields) {
    if (field.type === 'page') page++
    if (field.id === fieldId) return page
  }
  return 0
}

/** The section a field belongs to: the last section field before it on the same page. */
export function sectionOfField(form: Form, fieldId: FieldId): SectionField | undefined {
  let section: SectionField | undefined
  for (const field of form.fields) {
    if (field.id === fieldId) return field.type === 'section' || field.type === 'page' ? undefined : section
    if (field.type === 'page') section = undefined
    else if (field.type === 'section') section = field
  }
  return undefined
}

/** The name of page n from the pagination settings ('' when none). */
export function pageName(form: Form, page: number): string {
  return form.pagination?.pageNames[page - 1] ?? ''
}

/** A page number from the wire clamped to the form's pages (1 for anything invalid). */
export function clampPage(form: Form, page: number): number {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(form) ? page : 1
}

/** The first shown page after `from`, or 0 when `from` is the last shown page. */
export function nextPage(form: Form, visibility: FormVisibility, from: number): number {
  for (let page = from + 1; page <= pageCount(form); page++) if (visibility.pages[page - 1]) return page
  return 0
}

/** The last shown page before `from`; page 1 (always shown) when there is none. */
export function previousPage(visibility: FormVisibility, from: number): number {
  for (let page = from - 1; page >= 1; page--) if (visibility.pages[page - 1]) return page
  return 1
}

/** Whether the page ends with the submit button rather than a next button. */
export function isLastPage(form: Form, visibility: FormVisibility, page: number): boolean {
  return nextPage(form, visibility, page) === 0
}

export type Progress = {
  /** The position of the page among the shown pages (1-based). */
  step: number
  /** The number of shown pages. */
  steps: number
  /** Whole percent for the progress bar. */
  percent: number
  /** The page's name from the pagination settings. */
  name: string
}

/**
 * What follows "Step 2 of 3" in the progress bar's title, in its `.gf_step_page_name` span:
 * GF's " - " and the page's name, or nothing for a page without one. The server's markup and
 * the script that updates the bar between pages both write it from here.
 */
export function progressNameText(name: string): string {
  return name ? ` - ${name}` : ''
}

/**
 * Where the visitor is, for the progress bar or the steps. Hidden pages are not counted, so
 * skipping a page never shows a jump. Like GF, the bar shows the current page as done
 * (page 1 of 4 is 25 %), unless it is also shown on the confirmation, where it starts at
 * 0 % and the confirmation shows 100 %.
 */
export function progress(form: Form, visibility: FormVisibility, page: number, options: { complete?: boolean } = {}): Progress {
  const shown = paginate(form)
    .map((p) => p.number)
    .filter((n) => visibility.pages[n - 1])
  const steps = Math.max(1, shown.length)
  const index = shown.indexOf(page)
  const step = index >= 0 ? index + 1 : Math.max(1, shown.filter((n) => n < page).length)
  const startAtZero = form.pagination?.displayProgressbarOnConfirmation === true
  const percent = options.complete ? 100 : Math.floor(((startAtZero ? step - 1 : step) / steps) * 100)
  return {
    step,
    steps,
    percent,
    name: options.complete ? (form.pagination?.progressbarCompletionText ?? '') : pageName(form, page),
  }
}
