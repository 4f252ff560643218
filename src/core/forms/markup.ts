/**
 * The form's HTML, as Gravity Forms 2.5+ writes it (its "gravity-theme" markup, not the
 * legacy list markup), so GF themes, GF's CSS hooks and the browser script all find what
 * they expect. A pure string renderer: the same engine `Form` and state always give the
 * same HTML, so a page embedding a form stays cacheable (nothing here reads the request),
 * and the server component, the ajax endpoint and the no-JavaScript postback all send
 * identical markup. Every value and label is escaped here; the only HTML that passes
 * through is the admin's (HTML fields, confirmation messages), and only after the
 * caller's `sanitizeHtml` (DOMPurify on the server).
 *
 * ## Conventions the browser script relies on
 *
 * - `div.gform_wrapper#gform_wrapper_{id}[data-form-id]` holds, in order: the postback
 *   anchor `#gf_{id}`, the validation summary `.gform_validation_errors#gform_{id}_validation_container`
 *   (only after a failed submission; a heading `h2.gform_submission_error` with an icon and,
 *   when the form's validation summary is on, an `ol` of `a.gform_validation_error_link`
 *   pointing at each field's first input), the heading `.gform_heading` (`h2.gform_title`,
 *   `p.gform_description`, `p.gform_required_legend`), the `form`, and
 *   `script[type="application/json"]#gform_config_{id}`: `{ formId, ajaxUrl, nonce,
 *   displayTitle, displayDescription, form }` where `form` is the engine `Form` made
 *   public (`publicForm`: no notifications, confirmations, limits, admin labels,
 *   administrative fields or HTML field content).
 * - `form#gform_{id}[method=post][enctype="multipart/form-data"][novalidate]`, `action` = the
 *   page's own path, `data-ajax-url` = the ajax endpoint, `data-formid`.
 * - Multi-page forms: `.gf_progressbar_wrapper#gf_progressbar_wrapper_{id}` (percentage) or
 *   `.gf_page_steps#gf_page_steps_{id}` (steps) first in the form, then `.gform_body`
 *   with every page `div.gform_page#gform_page_{id}_{n}[data-js="page-field-id-{pageField}"]`
 *   (the current page shown, the others `style="display:none"`), each with
 *   `.gform_page_fields > .gform_fields#gform_fields_{id}[_{n}]` and a `.gform_page_footer`.
 *   Footer buttons are `input[type=submit]` so the form works without JavaScript:
 *   `input.gform_previous_button` (named `gform_previous_page`: the server then goes back
 *   one page; `data-submission-type="previous"`), `input.gform_next_button`
 *   (`data-submission-type="next"`, no name) and on the last page
 *   `input#gform_submit_button_{id}.gform_button` (`data-submission-type="submit"`).
 *   Single-page forms: `.gform_body > .gform_fields#gform_fields_{id}` and a `.gform_footer`
 *   with the submit button.
 * - The hidden inputs (`gform_submission_method`, `is_submit_{id}`, `gform_submit`,
 *   `gform_unique_id`, `state_{id}`, `gform_target_page_number_{id}`,
 *   `gform_source_page_number_{id}`, `gform_field_values`) sit in the last footer.
 * - Fields: `.gfield.gfield--type-{type}#field_{id}_{fieldId}` (a `fieldset` with a
 *   `legend.gfield_label` for fields with several inputs, a `div` with a
 *   `label.gfield_label` otherwise); `gfield--width-{half|third|…}` from the column span;
 *   inputs named and numbered as GF does (`input_5`, `input_1.3`, `input_3_2`,
 *   `input_{id}_{fieldId}[_{sub}]`, `choice_{id}_{fieldId}_{n}`). A field hidden by
 *   conditional logic has `style="display:none"` and `data-conditional-logic="hidden"`.
 *   Descriptions `.gfield_description#gfield_description_{id}_{fieldId}`; errors add
 *   `.gfield_error` and `.validation_message#validation_message_{id}_{fieldId}`, both
 *   referenced by `aria-describedby` on the inputs, which also get `aria-invalid`.
 * - Things that only work with JavaScript start `hidden`: the checkbox "select all"
 *   button (`button.gfield_choice_all_toggle`). The honeypot is `.gform_validation_container`.
 * - Confirmation: `#gf_{id}` anchor + `.gform_confirmation_wrapper#gform_confirmation_wrapper_{id}`
 *   > `.gform_confirmation_message#gform_confirmation_message_{id}`; it replaces the wrapper.
 * - Postback renders (`state.postback`) add `autofocus` to the summary, or the anchor, or the
 *   confirmation, so a visitor without JavaScript lands where the answer is.
 */
import { domIds, inputId } from './inputs'
import { computeVisibility, isFieldVisible, type FormVisibility } from './logic'
import { replaceMergeTags, type MergeContext } from './merge-tags'
import { nextPage, paginate, progress, progressNameText, type Page } from './pages'
import { PREVIOUS_BUTTON_NAME, formStateInputs, honeypotFieldId } from './protocol'
import { isRichText, richTextLabelId } from './rich-text'
import { applyPricing, formHasPricing } from '../pricing/order'
import { partFor } from './fields/definition'
import { FIELD_TYPES } from './fields'
import {
  REQUIRED_MARK,
  attrs,
  classes,
  controlKit,
  esc,
  instructionId,
  textHtml,
  type MarkupPart,
  type Ctx,
} from './fields/markup-kit'
import type { Field, FieldType, Form, InputId } from './types'
import type { FieldError } from './validate'
import { renderSaved, type SavedView } from '../drafts/markup'
import type { UploadEndpoint } from '../uploads/markup'
import { UPLOADED_FILES_INPUT } from '../uploads/state'
import { uploadedFilesPair } from '../uploads/values'
import type { Values } from './values'

export type RenderOptions = {
  /** The address of the page the form is on: it posts back there. */
  action: string
  /** The ajax endpoint. */
  ajaxUrl: string
  /** `gform_ajax_nonce` for the browser script (time-based, never per request). */
  nonce: string
  displayTitle: boolean
  displayDescription: boolean
  /** Makes the admin's HTML safe (HTML fields, confirmation messages). */
  sanitizeHtml: (html: string) => string
  /** Today and the like, for merge tags in HTML fields. */
  context: MergeContext
  /** The resumable upload endpoint and its chunk size (forms with file upload fields). */
  upload?: UploadEndpoint
  /** Signs the public form, so the browser can ask whether its product configuration is current. */
  configHash?: (form: Form) => string
  /** The honeypot's `version_hash` and the anti-spam nonce, for the browser script (features/antispam). */
  antispam?: { versionHash: string; nonce: string }
}

export type RenderState = {
  values: Values
  errors?: readonly FieldError[]
  /** The page shown (1 when absent). */
  page?: number
  /** Where that page's next button leads; computed when absent. */
  targetPage?: number
  visibility?: FormVisibility
  /** A problem with the submission as a whole (a hidden button, a closed form). */
  formError?: string
  /** The answer to a post without JavaScript: focus moves to what changed. */
  postback?: boolean
  /** `gform_unique_id`: the id this submission's uploads carry. */
  uniqueId?: string
  /** The token of the saved draft this form was resumed from (saving again updates it). */
  resumeToken?: string
  /** Save and continue: the saved message with the resume link replaces the form. */
  saved?: SavedView
}

/** GF's summary heading. */
export const SUBMISSION_ERROR = 'There was a problem with your submission. Please review the fields below.'

/** GF 2.5's grid class names by column span. */
const WIDTHS: Record<number, string> = {
  12: 'full',
  11: 'eleven-twelfths',
  10: 'five-sixths',
  9: 'three-quarter',
  8: 'two-thirds',
  7: 'seven-twelfths',
  6: 'half',
  5: 'five-twelfths',
  4: 'third',
  3: 'quarter',
  2: 'one-sixth',
  1: 'one-twelfth',
}

export function widthClass(field: Field): string {
  const span = Math.min(12, Math.max(1, Math.round(field.layoutGridColumnSpan ?? 12)))
  return `gfield--width-${WIDTHS[span] ?? 'full'}`
}

const markupOf = (field: Field) => partFor(FIELD_TYPES, field).markup as MarkupPart<FieldType>

/** Fields whose inputs are grouped in a fieldset with a legend. */
function isGroup(field: Field): boolean {
  return markupOf(field).group(field)
}

/** The element id a summary link points at: the input the error is about, else the field's first input. */
export function focusTargetId(form: Form, field: Field, forInput?: InputId): string {
  return markupOf(field).focus(field, form, forInput)
}

/** The inputs of a field, without its label, description or error. */
function fieldControl(ctx: Ctx, field: Field): string {
  return markupOf(field).control(field, controlKit(ctx, field))
}

function fieldClasses(ctx: Ctx, field: Field, error: FieldError | undefined): string {
  const form = ctx.form
  const choice = field.type === 'checkbox' || field.type === 'radio' || field.type === 'consent'
  const wrapper = markupOf(field).wrapper?.(field)
  const sublabel = field.subLabelPlacement ?? form.subLabelPlacement ?? 'below'
  const description = field.descriptionPlacement ?? form.descriptionPlacement ?? 'below'
  return classes(
    'gfield',
    `gfield--type-${field.type}`,
    choice && 'gfield--type-choice',
    `gfield--input-type-${wrapper?.inputType ?? field.type}`,
    ...(wrapper?.classes ?? []),
    widthClass(field),
    error && 'gfield_error',
    field.type === 'section' && 'gsection',
    field.type === 'html' && 'gfield_html gfield_html_formatted gfield_no_follows_desc',
    field.type === 'hidden' && 'gform_hidden',
    field.cssClass,
    field.isRequired && 'gfield_contains_required',
    `field_sublabel_${sublabel}`,
    field.description ? 'gfield--has-description' : 'gfield--no-description',
    `field_description_${description}`,
    field.labelPlacement,
    'field_validation_below',
    `gfield_visibility_${field.visibility ?? 'visible'}`,
  )
}

function renderField(ctx: Ctx, field: Field): string {
  if (field.type === 'page' || field.visibility === 'administrative') return ''
  const fid = ctx.form.id
  const error = ctx.errors.get(field.id)
  const shown = isFieldVisible(ctx.visibility, field.id)
  const common = {
    id: domIds.field(fid, field.id),
    class: fieldClasses(ctx, field, error),
    style: shown ? undefined : 'display:none',
    'data-conditional-logic': shown ? undefined : 'hidden',
    'data-field-id': String(field.id),
  }
  if (field.type === 'section') {
    return `<div${attrs(common)}><h3 class="gsection_title">${esc(field.label)}</h3>${
      field.description ? `<div class="gsection_description">${textHtml(field.description)}</div>` : ''
    }</div>`
  }
  if (field.type === 'html') {
    const merged = replaceMergeTags(field.content, {
      form: ctx.form,
      values: ctx.values,
      visibility: ctx.visibility,
      context: ctx.options.context,
      format: 'html',
    })
    return `<div${attrs(common)}>${ctx.options.sanitizeHtml(merged)}</div>`
  }
  const group = isGroup(field)
  const required = field.isRequired ? REQUIRED_MARK : ''
  const label =
    field.type === 'hidden' || (field.type === 'captcha' && field.captchaSize === 'invisible')
      ? ''
      : field.type === 'captcha'
        ? `<div class="gfield_label gform-field-label">${esc(field.label)}${required}</div>`
        : group
          ? `<legend class="gfield_label gform-field-label gfield_label_before_complex">${esc(field.label)}${required}</legend>`
          : `<label${attrs({
              class: 'gfield_label gform-field-label',
              for: inputId(fid, field.id),
              // The rich text editor's editable region is named by the label (aria-labelledby).
              id: isRichText(field) ? richTextLabelId(fid, field.id) : undefined,
            })}>${esc(field.label)}${required}</label>`
  const descriptionId =
    field.type === 'consent' ? `gfield_consent_description_${fid}_${field.id}` : domIds.description(fid, field.id)
  const description = field.description
    ? `<div${attrs({
        class: classes('gfield_description', field.type === 'consent' && 'gfield_consent_description'),
        id: descriptionId,
      })}>${textHtml(field.description)}</div>`
    : ''
  const rangeNote = field.type === 'number' ? numberInstruction(fid, field) : ''
  const message = error
    ? `<div${attrs({
        id: domIds.validationMessage(fid, field.id),
        class: 'gfield_description validation_message gfield_validation_message',
      })}>${esc(error.message)}</div>`
    : ''
  const above = (field.descriptionPlacement ?? ctx.form.descriptionPlacement ?? 'below') === 'above'
  const body = above
    ? label + description + fieldControl(ctx, field) + rangeNote + message
    : label + fieldControl(ctx, field) + rangeNote + description + message
  const tag = group ? 'fieldset' : 'div'
  return `<${tag}${attrs(common)}>${body}</${tag}>`
}

/** GF's range hint under a number field. */
function numberInstruction(formId: number, field: Field & { type: 'number' }): string {
  const fmt = (n: number) => String(n).replace('.', field.numberFormat === 'decimal_dot' ? '.' : ',')
  const { rangeMin: min, rangeMax: max } = field
  if (min === undefined && max === undefined) return ''
  const text =
    min !== undefined && max !== undefined
      ? `Enter a number from ${fmt(min)} to ${fmt(max)}.`
      : min !== undefined
        ? `Enter a number of at least ${fmt(min)}.`
        : `Enter a number of at most ${fmt(max ?? 0)}.`
  return `<div${attrs({ class: 'gfield_description instruction', id: instructionId(formId, field.id) })}>${esc(text)}</div>`
}

/** GF's honeypot: a text field numbered above every field, hidden from people by CSS. */
function honeypot(form: Form): string {
  if (!form.settings.enableHoneypot) return ''
  const id = honeypotFieldId(form)
  const elementId = inputId(form.id, id)
  return `<div${attrs({
    id: domIds.field(form.id, id),
    class:
      'gfield gfield--type-honeypot gform_validation_container field_sublabel_below gfield--has-description field_description_below field_validation_below gfield_visibility_visible',
  })}><label${attrs({ class: 'gfield_label gform-field-label', for: elementId })}>Comments</label><div class="ginput_container"><input${attrs(
    { name: `input_${id}`, id: elementId, type: 'text', value: '', autocomplete: 'new-password', tabindex: -1 },
  )}></div><div class="gfield_description" id="${esc(domIds.description(form.id, id))}">This field is for validation purposes and should be left unchanged.</div></div>`
}

function fieldsClass(form: Form): string {
  return classes(
    'gform_fields',
    form.labelPlacement ?? 'top_label',
    `form_sublabel_${form.subLabelPlacement ?? 'below'}`,
    `description_${form.descriptionPlacement ?? 'below'}`,
    'validation_below',
  )
}

function button(kind: 'previous' | 'next' | 'submit', id: string, text: string, shown = true): string {
  const cls =
    kind === 'previous'
      ? 'gform_previous_button gform-theme-button gform-theme-button--secondary button'
      : kind === 'next'
        ? 'gform_next_button gform-theme-button button'
        : 'gform_button button'
  return `<input${attrs({
    type: 'submit',
    id,
    class: cls,
    name: kind === 'previous' ? PREVIOUS_BUTTON_NAME : undefined,
    value: text,
    'data-submission-type': kind,
    // Hidden by the button's conditional logic: the server refuses it anyway.
    style: shown ? undefined : 'display:none',
  })}>`
}

/**
 * GF's "Save and Continue Later" link (a button: it saves, it goes nowhere). It needs the
 * script, which sets the save flag, so it starts `hidden` like the other script-only parts.
 */
function saveLink(form: Form, page?: number): string {
  if (!form.settings.save?.enabled) return ''
  return `<button${attrs({
    type: 'button',
    id: page === undefined ? `gform_save_${form.id}_footer` : `gform_save_${form.id}_${page}_footer`,
    class: 'gform_save_link button',
    'data-submission-type': 'save-continue',
    hidden: true,
  })}>${esc(form.settings.save.buttonText || 'Save and Continue Later')}</button>`
}

function hiddenInputs(ctx: Ctx, page: number): string {
  const { form } = ctx
  const target = ctx.state.targetPage ?? nextPage(form, ctx.visibility, page)
  const inputs = formStateInputs(form, { sourcePage: page, targetPage: target, uniqueId: ctx.state.uniqueId })
  const withIds: Record<string, string> = {
    [`gform_target_page_number_${form.id}`]: domIds.targetPage(form.id),
    [`gform_source_page_number_${form.id}`]: domIds.sourcePage(form.id),
  }
  const list = [...inputs]
  // GF's per-form state (checksums of product prices); this site's forms have none to protect yet.
  list.splice(4, 0, [`state_${form.id}`, ''])
  if (form.fields.some((f) => f.type === 'fileupload')) {
    list.push([UPLOADED_FILES_INPUT, uploadedFilesPair(form, ctx.values)?.[1] ?? ''])
    withIds[UPLOADED_FILES_INPUT] = `gform_uploaded_files_${form.id}`
  }
  if (ctx.state.resumeToken) list.push(['gform_resume_token', ctx.state.resumeToken])
  return list
    .map(
      ([name, value]) =>
        `<input${attrs({
          type: 'hidden',
          autocomplete: withIds[name] ? 'off' : undefined,
          class: 'gform_hidden',
          name,
          id: withIds[name],
          'data-js': name === 'gform_submission_method' ? `gform_submission_method_${form.id}` : undefined,
          value,
        })}>`,
    )
    .join('')
}

function progressMarkup(ctx: Ctx, page: number): string {
  const { form } = ctx
  const type = form.pagination?.type ?? 'none'
  const pages = paginate(form)
  if (pages.length < 2 || type === 'none') return ''
  if (type === 'steps') {
    const names = form.pagination?.pageNames ?? []
    const steps = pages
      .map((p, i) => {
        const n = p.number
        const cls = classes(
          'gf_step',
          n === page && 'gf_step_active',
          i === 0 && 'gf_step_first',
          i === pages.length - 1 && 'gf_step_last',
          n < page && 'gf_step_completed',
          n + 1 === page && 'gf_step_previous',
          n - 1 === page && 'gf_step_next',
          n > page && 'gf_step_pending',
          !ctx.visibility.pages[n - 1] && 'gf_step_hidden',
        )
        return `<div${attrs({
          id: `gf_step_${form.id}_${n}`,
          class: cls,
          'aria-current': n === page ? 'step' : undefined,
          style: ctx.visibility.pages[n - 1] ? undefined : 'display:none',
        })}><span class="gf_step_number">${n}</span><span class="gf_step_label">${esc(names[i] ?? `Step ${n}`)}</span></div>`
      })
      .join('')
    return `<div${attrs({ id: `gf_page_steps_${form.id}`, class: 'gf_page_steps' })}>${steps}</div>`
  }
  const p = progress(form, ctx.visibility, page)
  const start = form.pagination?.displayProgressbarOnConfirmation ? 'true' : ''
  return `<div${attrs({
    id: `gf_progressbar_wrapper_${form.id}`,
    class: 'gf_progressbar_wrapper',
    'data-start-at-zero': start,
  })}><p class="gf_progressbar_title">Step <span class="gf_step_current_page">${p.step}</span> of <span class="gf_step_page_count">${p.steps}</span><span class="gf_step_page_name">${esc(progressNameText(p.name))}</span></p><div class="gf_progressbar gf_progressbar_blue" aria-hidden="true"><div${attrs(
    {
      class: `gf_progressbar_percentage percentbar_blue percentbar_${p.percent}`,
      style: `width:${p.percent}%;`,
    },
  )}><span>${p.percent}%</span></div></div></div>`
}

function pageMarkup(ctx: Ctx, p: Page, pages: Page[], current: number): string {
  const { form } = ctx
  const fid = form.id
  const last = p.number === pages.length
  const fieldsId = p.number === 1 ? `gform_fields_${fid}` : `gform_fields_${fid}_${p.number}`
  const fields = (p.number === 1 ? honeypot(form) : '') + p.fields.map((f) => renderField(ctx, f)).join('')
  // GF numbers a page's buttons after the page field that follows the page (the last page's
  // after the form); the previous button's text is that of the page field starting the page.
  const following = pages[p.number]?.pageField
  const previousText = last ? (form.lastPageButton?.text ?? 'Previous') : (p.pageField?.previousButton?.text ?? 'Previous')
  const previous =
    p.number > 1
      ? button('previous', last ? `gform_previous_button_${fid}` : domIds.previousButton(fid, following?.id ?? 0), previousText)
      : ''
  const forward = last
    ? button('submit', domIds.submitButton(fid), form.button.text || 'Submit', ctx.visibility.submitButton)
    : button(
        'next',
        domIds.nextButton(fid, following?.id ?? 0),
        following?.nextButton?.text ?? 'Next',
        ctx.visibility.nextButtons[p.number - 1] !== false,
      )
  const cssClass = p.number === 1 ? form.firstPageCssClass : p.pageField?.cssClass
  return `<div${attrs({
    id: domIds.page(fid, p.number),
    class: classes('gform_page', cssClass),
    'data-js': `page-field-id-${p.pageField?.id ?? 0}`,
    style: p.number === current ? undefined : 'display:none',
  })}><div class="gform_page_fields"><div${attrs({ id: fieldsId, class: fieldsClass(form) })}>${fields}</div></div><div${attrs({
    class: `gform-page-footer gform_page_footer ${form.labelPlacement ?? 'top_label'}`,
  })}>${previous}${forward}${saveLink(form, p.number)}${last ? hiddenInputs(ctx, current) : ''}</div></div>`
}

function context(form: Form, state: RenderState, options: RenderOptions): Ctx {
  const visibility = state.visibility ?? computeVisibility(form, state.values)
  const errors = new Map<number, FieldError>()
  for (const error of state.errors ?? []) if (!errors.has(error.fieldId)) errors.set(error.fieldId, error)
  // Prices, calculations and the total as the server computes them, from the first paint on.
  return { form, state, values: applyPricing(form, state.values, visibility), visibility, errors, options }
}

function currentPage(form: Form, state: RenderState): number {
  const count = paginate(form).length
  const page = state.page ?? 1
  return Number.isInteger(page) && page >= 1 && page <= count ? page : 1
}

function summary(ctx: Ctx): string {
  const { form, state } = ctx
  const errors = state.errors ?? []
  if (!errors.length && !state.formError) return ''
  const byId = new Map(form.fields.map((f) => [f.id, f]))
  const showList = form.settings.validationSummary === true && errors.length > 0
  const items = showList
    ? `<ol>${errors
        .map((e) => {
          const field = byId.get(e.fieldId)
          if (!field) return ''
          return `<li><a${attrs({
            class: 'gform_validation_error_link',
            href: `#${focusTargetId(form, field, e.inputId)}`,
          })}>${esc(field.label)}: ${esc(e.message)}</a></li>`
        })
        .join('')}</ol>`
    : ''
  const heading = state.formError ?? SUBMISSION_ERROR
  return `<div${attrs({
    class: 'gform_validation_errors',
    id: `gform_${form.id}_validation_container`,
    'data-js': 'gform-focus-validation-error',
    tabindex: -1,
    autofocus: state.postback === true,
  })}><h2${attrs({ class: classes('gform_submission_error', !showList && 'hide_summary') })}><span class="gform-icon gform-icon--circle-error" aria-hidden="true"></span>${esc(
    heading,
  )}</h2>${items}</div>`
}

function anchor(formId: number, focus: boolean): string {
  return `<div${attrs({ id: `gf_${formId}`, class: 'gform_anchor', tabindex: -1, autofocus: focus })}></div>`
}

/** A JSON text that can sit inside a `<script>` element: nothing in it can end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * The form as the browser may see it: what conditional logic, inline validation, masks,
 * the date picker and population need. Notifications (recipients), confirmations, entry
 * limits and schedules, admin labels, administrative fields and HTML field content stay
 * on the server.
 */
export function publicForm(form: Form): Form {
  const fields = form.fields
    .filter((f) => f.visibility !== 'administrative')
    .map((f) => {
      const { adminLabel: _adminLabel, ...rest } = f
      return rest.type === 'html' ? { ...rest, content: '' } : rest
    }) as Form['fields']
  return {
    ...form,
    fields,
    confirmations: [],
    notifications: [],
    settings: {
      enableHoneypot: form.settings.enableHoneypot,
      validationSummary: form.settings.validationSummary,
      requireLogin: false,
      ...(form.settings.save ? { save: form.settings.save } : {}),
    },
  }
}

export type FormConfig = {
  formId: number
  ajaxUrl: string
  nonce: string
  displayTitle: boolean
  displayDescription: boolean
  form: Form
  /** The signature `gform_validate_config` checks (forms with products only). */
  hash?: string
  version_hash?: string
  antispam?: { nonce: string }
}

export function formConfig(form: Form, options: RenderOptions): FormConfig {
  return {
    formId: form.id,
    ajaxUrl: options.ajaxUrl,
    nonce: options.nonce,
    displayTitle: options.displayTitle,
    displayDescription: options.displayDescription,
    form: publicForm(form),
    ...(options.configHash && formHasPricing(form) ? { hash: options.configHash(form) } : {}),
    ...(options.antispam
      ? {
          ...(form.settings.enableHoneypot ? { version_hash: options.antispam.versionHash } : {}),
          antispam: { nonce: options.antispam.nonce },
        }
      : {}),
  }
}

/** The whole form: `div.gform_wrapper` with the summary, heading, form and config. */
export function renderForm(form: Form, state: RenderState, options: RenderOptions): string {
  if (state.saved) {
    const configScript = `<script${attrs({ type: 'application/json', id: `gform_config_${form.id}` })}>${scriptJson(
      formConfig(form, options),
    )}</script>`
    return renderSaved(form, state.saved, {
      action: options.action,
      ajaxUrl: options.ajaxUrl,
      configScript,
      focus: state.postback,
    })
  }
  const ctx = context(form, state, options)
  const fid = form.id
  const page = currentPage(form, state)
  const pages = paginate(form)
  const hasErrors = (state.errors?.length ?? 0) > 0 || state.formError !== undefined
  const hasRequired = form.fields.some((f) => f.isRequired && f.visibility !== 'administrative' && f.visibility !== 'hidden')

  const headingParts = [
    options.displayTitle && form.title ? `<h2 class="gform_title">${esc(form.title)}</h2>` : '',
    options.displayDescription && form.description ? `<p class="gform_description">${textHtml(form.description)}</p>` : '',
    hasRequired
      ? '<p class="gform_required_legend">&quot;<span class="gfield_required gfield_required_asterisk">*</span>&quot; indicates required fields</p>'
      : '',
  ].join('')
  const heading = headingParts ? `<div class="gform_heading">${headingParts}</div>` : ''

  let body: string
  if (pages.length > 1) {
    body = `${progressMarkup(ctx, page)}<div class="gform-body gform_body">${pages
      .map((p) => pageMarkup(ctx, p, pages, page))
      .join('')}</div>`
  } else {
    body = `<div class="gform-body gform_body"><div${attrs({ id: `gform_fields_${fid}`, class: fieldsClass(form) })}>${honeypot(
      form,
    )}${form.fields.map((f) => renderField(ctx, f)).join('')}</div></div><div${attrs({
      class: `gform-footer gform_footer ${form.labelPlacement ?? 'top_label'}`,
    })}>${button('submit', domIds.submitButton(fid), form.button.text || 'Submit', ctx.visibility.submitButton)}${saveLink(form)}${hiddenInputs(ctx, 1)}</div>`
  }

  const wrapperClass = classes(
    'gform_wrapper gravity-theme gform-theme--no-framework',
    hasErrors && 'gform_validation_error',
    ...(form.cssClass ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((c) => `${c}_wrapper`),
  )
  const formTag = `<form${attrs({
    method: 'post',
    enctype: 'multipart/form-data',
    id: domIds.form(fid),
    class: form.cssClass,
    action: options.action,
    'data-formid': fid,
    'data-ajax-url': options.ajaxUrl,
    novalidate: true,
  })}>`
  const config = `<script${attrs({ type: 'application/json', id: `gform_config_${fid}` })}>${scriptJson(
    formConfig(form, options),
  )}</script>`
  return `<div${attrs({
    class: wrapperClass,
    'data-form-theme': 'gravity-theme',
    'data-form-index': 0,
    id: domIds.wrapper(fid),
    'data-form-id': fid,
  })}>${anchor(fid, state.postback === true && !hasErrors)}${summary(ctx)}${heading}${formTag}${body}</form>${config}</div>`
}

/** One page of a multi-page form (`div.gform_page`), shown: the ajax `page_markup`. */
export function renderPage(form: Form, state: RenderState, options: RenderOptions): string {
  const ctx = context(form, state, options)
  const pages = paginate(form)
  const page = currentPage(form, state)
  const p = pages[page - 1] ?? pages[0]!
  return pageMarkup(ctx, p, pages, page)
}

/** The confirmation that replaces the wrapper; `messageHtml` is merged and sanitised here. */
export function renderConfirmation(form: Form, messageHtml: string, options: { focus?: boolean } = {}): string {
  return `${anchor(form.id, false)}<div${attrs({
    id: domIds.confirmationWrapper(form.id),
    class: classes('gform_confirmation_wrapper', form.cssClass),
  })}><div${attrs({
    id: domIds.confirmationMessage(form.id),
    class: `gform_confirmation_message_${form.id} gform_confirmation_message`,
    role: 'status',
    tabindex: -1,
    autofocus: options.focus === true,
  })}>${messageHtml}</div></div>`
}

/**
 * Instead of the form, when it takes no submissions (not open yet, closed, entry limit
 * reached): the wrapper with the message only.
 */
export function renderUnavailable(form: Form, message: string, options: { focus?: boolean } = {}): string {
  return `<div${attrs({
    class: 'gform_wrapper gravity-theme gform-theme--no-framework gform_unavailable',
    id: domIds.wrapper(form.id),
    'data-form-id': form.id,
  })}>${anchor(form.id, options.focus === true)}<div class="gf_submission_limit_message"><p>${textHtml(
    message || 'Sorry. This form is no longer accepting new submissions.',
  )}</p></div></div>`
}
