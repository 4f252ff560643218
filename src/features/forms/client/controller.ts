/**
 * One form on the page: its buttons, its submission (one at a time) and what the ajax
 * answer does to the page. The flow is the spec's (section 4): clear announcements, save
 * rich-text editors, post, then show the failure, the page, the whole form or the
 * confirmation, and fire the post-render events after a success.
 */
import {
  CONSOLE,
  SAVED_ANNOUNCEMENT,
  addsVersionHash,
  buttonSubmissionType,
  createSubmissionLock,
  errorCountText,
  pageChangeText,
  pageNumbersFor,
  planAjaxResult,
  resolveMethod,
  type ResultPlan,
} from '../../../core/forms/client-submission'
import { FIELD_CHANGE_DEBOUNCE_MS, POST_RENDER_VISIBLE_DEBOUNCE_MS, debounce } from '../../../core/forms/client-timing'
import { computeVisibility } from '../../../core/forms/logic'
import { nextPage, progress } from '../../../core/forms/pages'
import { ajaxPayloadFields, readAjaxResult, type SubmissionMethod, type SubmissionType } from '../../../core/forms/protocol'
import { UPLOAD_MESSAGES } from '../../../core/uploads/rules'
import { formHasPricing } from '../../../core/pricing/order'
import { trackFormEvent } from '../../analytics/client'
import { enhanceSaveLinks } from '../../drafts/client'
import { uploadsInProgress } from '../../uploads/client/busy'
import { readBlocked } from '../../../core/antispam/blocked'
import { FormGuard } from '../../antispam/client/form-guard'
import { openBlockedModal } from '../../antispam/client/modal'
import { RICH_TEXT_CONSOLE, isRichText } from '../../../core/forms/rich-text'
import type { RichTextEditors } from '../../richtext/client'
import { ChunkRetry, formChunks, type ChunkName } from './chunks'
import { readConfig, type FormConfig } from './config'
import {
  applyLogic,
  currentPage,
  currentValues,
  enhanceFields,
  fieldIdOfElement,
  maskInput,
  setHidden,
  showFieldError,
  showPage,
  syncRadioOther,
  syncSelectAll,
  toggleSelectAll,
  updateProgress,
  validateInline,
} from './fields'
import { announce, clearAnnouncements } from './live'
import { populateFromQuery } from './populate'
import { keepPasswords } from '../../password/keep'
import { adoptElement, firstFocusableField, focusStatic, isRendered, parseMarkup, sanitizeFragment } from './markup'

/** What the pre-submission filter gets and may change (GF's `gform/submission/pre_submission` data). */
export type PreSubmissionData = {
  form: HTMLFormElement
  formId: number
  submissionType: SubmissionType
  submissionMethod: SubmissionMethod
  /** Set to true to stop this submission (the buttons come back and `gform/submission/aborted` fires). */
  abort: boolean
  /** The button that was pressed. */
  button: HTMLElement | null
}

/** The page-wide parts a controller uses: the hooks of `window.gform`. */
export type Host = {
  applyFiltersAsync: <T>(name: string, value: T, ...args: unknown[]) => Promise<T>
  doAction: (name: string, ...args: unknown[]) => void
}

const BUTTON_SELECTOR = 'button, input[type="submit"], input[type="button"], input[type="image"]'

export function submissionTypeOf(el: Element, formId: number): SubmissionType | null {
  if (!el.matches(BUTTON_SELECTOR)) return null
  return buttonSubmissionType({ id: el.id, classes: [...el.classList], name: el.getAttribute('name') ?? undefined }, formId)
}

/** GF's error icon (drawn by gravity-forms.css), as in the server's error summary. */
function errorIcon(): HTMLElement {
  const icon = document.createElement('span')
  icon.className = 'gform-icon gform-icon--circle-error'
  icon.setAttribute('aria-hidden', 'true')
  return icon
}

export class FormController {
  readonly formId: number
  readonly wrapper: HTMLElement
  private config: FormConfig
  private readonly lock = createSubmissionLock()
  private readonly host: Host
  /** Fields the visitor changed: only these are validated as focus leaves them. */
  private readonly dirty = new Set<number>()
  private readonly cleanups: (() => void)[] = []
  private done = false
  /** The visitor has typed or chosen something: counted once as a form start for the analytics. */
  private started = false
  private readonly logicSoon = debounce(() => this.runLogic(), FIELD_CHANGE_DEBOUNCE_MS)
  /** The anti-spam guard: event token, behaviour signals, captcha (features/antispam/client). */
  private readonly guard: FormGuard
  /** Rich text editors (features/richtext), once their script has loaded; null for forms without one. */
  private editors: RichTextEditors | null = null
  /** Whether render() ran before: later renders follow a markup replacement, which re-initialises editors. */
  private renderedOnce = false
  /** The notice above the form for a lazily loaded part that failed, with "Try again". */
  private readonly retry: ChunkRetry
  /** Forms whose e-mail fields already get the anti-spam existence hint (a page change keeps the form element). */
  private readonly emailsWatched = new WeakSet<HTMLFormElement>()

  constructor(wrapper: HTMLElement, formId: number, host: Host) {
    this.wrapper = wrapper
    this.formId = formId
    this.host = host
    this.config = readConfig(wrapper, formId)
    this.guard = new FormGuard(wrapper, formId)
    this.retry = new ChunkRetry(wrapper, formId)
    // First-party form statistics (views, starts, submissions) for the analytics dashboard;
    // they are sent only when the visitor's consent settings allow the tracker to run.
    trackFormEvent('form_view', formId)
    const start = () => {
      if (this.started) return
      this.started = true
      trackFormEvent('form_start', formId)
    }
    this.listen('input', start)
    this.listen('change', start)
    this.listen('click', (e) => this.onClick(e as MouseEvent))
    this.listen('submit', (e) => this.onSubmit(e as SubmitEvent))
    this.listen('keydown', (e) => this.onKeydown(e as KeyboardEvent))
    this.listen('input', (e) => this.onInput(e))
    this.listen('change', (e) => this.onChange(e))
    this.listen('focusout', (e) => this.onFocusOut(e as FocusEvent))
    // Back from a postback via the back button: the page may come from the back/forward cache mid-submission.
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) this.release()
    }
    window.addEventListener('pageshow', onPageShow)
    this.cleanups.push(() => window.removeEventListener('pageshow', onPageShow))
    this.trackPointer()
    this.render()
    this.populate()
    this.firePostRenderWhenVisible()
  }

  /** Values from the address, on a form as first shown (not over an answer the server rendered). */
  private populate() {
    const formEl = this.formEl
    const form = this.config.form
    if (!formEl || !form || currentPage(formEl, this.formId) !== 1 || this.wrapper.querySelector('.gform_validation_errors'))
      return
    void populateFromQuery(formEl, form)
      .then((changed) => {
        if (changed) this.runLogic()
      })
      .catch(() => {
        // The address's values are a convenience; the form works without them.
      })
  }

  get formEl(): HTMLFormElement | null {
    return this.wrapper.querySelector<HTMLFormElement>(`form#gform_${this.formId}`)
  }

  dispose() {
    this.done = true
    this.logicSoon.cancel()
    this.guard.dispose()
    this.retry.dispose()
    this.editors?.dispose()
    this.editors = null
    for (const cleanup of this.cleanups.splice(0)) cleanup()
  }

  private listen(type: string, handler: (e: Event) => void) {
    this.wrapper.addEventListener(type, handler)
    this.cleanups.push(() => this.wrapper.removeEventListener(type, handler))
  }

  /** Live parts of the current markup: pickers, toggles, logic. */
  private render() {
    const formEl = this.formEl
    const form = this.config.form
    // Tests and site code can tell the script has taken over (markup replacements drop the mark; it comes back here).
    this.wrapper.dataset.enhanced = 'true'
    this.guard?.refresh()
    if (!formEl || !form) return
    enhanceFields(formEl, form, this.formId)
    enhanceSaveLinks(formEl)
    const own = (m: () => void) => {
      if (!this.done && this.formEl === formEl) m()
    }
    // File uploads (tus) load only for forms that have an upload field.
    if (form.fields.some((f) => f.type === 'fileupload')) {
      this.loadPart(
        'uploads',
        () => import('../../uploads/client/uploads'),
        (m) => typeof m.enhanceUploads === 'function',
        (m) => own(() => void m.enhanceUploads(formEl, form, this.formId)),
      )
    }
    this.runLogic()
    if (formHasPricing(form)) this.startPricing(formEl, form)
    if (form.fields.some((f) => f.type === 'social')) {
      this.loadPart(
        'social',
        () => import('../../social/client'),
        (m) => typeof m.enhanceSocial === 'function',
        (m) => own(() => this.cleanups.push(m.enhanceSocial(formEl, form, this.formId))),
      )
    }
    const checked = form.fields.filter((f) => f.type === 'email' && f.enableServerCheck).map((f) => f.id)
    if (checked.length) {
      this.loadPart(
        'email-check',
        () => import('../../email-check/client'),
        (m) => typeof m.enhanceEmailChecks === 'function',
        (m) => own(() => this.cleanups.push(m.enhanceEmailChecks(formEl, this.formId, checked))),
      )
    }
    // The anti-spam existence hint, for e-mail fields without the form's own check (which shows its hint).
    if (!this.emailsWatched.has(formEl) && form.fields.some((f) => f.type === 'email')) {
      this.emailsWatched.add(formEl)
      const withOwnHint = new Set(checked.map((id) => `input_${this.formId}_${id}`))
      this.cleanups.push(this.guard.watchEmails(formEl, (input) => withOwnHint.has(input.id)))
    }
    if (form.fields.some((f) => f.type === 'password' && f.passwordStrengthEnabled)) {
      this.loadPart(
        'password',
        () => import('../../password/client'),
        (m) => typeof m.enhancePasswords === 'function',
        (m) => own(() => this.cleanups.push(m.enhancePasswords(formEl, form, this.formId))),
      )
    }
    this.startRichText(formEl, form)
    if (form.fields.some((f) => f.type === 'list')) {
      this.loadPart(
        'lists',
        () => import('../../lists/client'),
        (m) => typeof m.enhanceLists === 'function',
        (m) => own(() => this.cleanups.push(m.enhanceLists(formEl))),
      )
    }
    if (form.fields.some((f) => f.type === 'repeater')) {
      this.loadPart(
        'repeater',
        () => import('../../repeater/client'),
        (m) => typeof m.enhanceRepeaters === 'function',
        (m) => own(() => this.cleanups.push(m.enhanceRepeaters(formEl))),
      )
    }
    if (form.fields.some((f) => f.type === 'image_choice')) {
      this.loadPart(
        'image-choice',
        () => import('../../../core/forms/fields/image_choice/browser'),
        (m) => typeof m.enhanceImageChoices === 'function',
        (m) => own(() => this.cleanups.push(m.enhanceImageChoices(formEl))),
      )
    }
  }

  /**
   * Loads one lazily loaded part through the page's chunk loader (120,000 ms, ChunkLoadError) and
   * starts it; a failure is logged and offered to the visitor again above the form ("Try again").
   * A retry starts the part over the form as it is then.
   */
  private loadPart<T>(chunk: ChunkName, importer: () => Promise<T>, check: (m: T) => boolean, start: (m: T) => void) {
    const attempt = (): Promise<boolean> =>
      formChunks.load(chunk, importer, check).then(
        (m) => {
          if (this.done) return true
          this.retry.loaded(chunk)
          try {
            start(m)
          } catch (error) {
            // The part loaded but could not start on this markup: the console says why; no retry would help.
            console.error(error)
          }
          return true
        },
        (error: unknown) => {
          if (!this.done) this.retry.fail(chunk, error, attempt)
          return false
        },
      )
    void attempt()
  }

  /**
   * Rich text editors: their script loads only for forms that have a rich text field, and the
   * editor library with the sanitizer (DOMPurify) when a field is about to be used. After a page
   * or the whole form was replaced, the replaced fields' editors are initialised again over their
   * new textareas. Without the library a field stays a plain textarea (the server cleans what it
   * gets); the notice above the form offers to load it again.
   */
  private startRichText(formEl: HTMLFormElement, form: NonNullable<FormConfig['form']>) {
    const replaced = this.renderedOnce
    this.renderedOnce = true
    const ids = form.fields.filter(isRichText).map((f) => f.id)
    if (!ids.length) return
    const library = () =>
      formChunks.load(
        'sanitizer',
        () => import('../../richtext/editor'),
        (m) => typeof m.createRichTextEditor === 'function',
      )
    this.loadPart(
      'rich-text',
      () => import('../../richtext/client'),
      (m) => typeof m.createRichTextEditors === 'function',
      ({ createRichTextEditors }) => {
        this.editors ??= createRichTextEditors(this.formId, library, (error) => {
          const editors = this.editors
          this.retry.fail('sanitizer', error, () =>
            library().then(
              () => {
                this.retry.loaded('sanitizer')
                const current = this.formEl
                if (editors && current && !this.done) void editors.sync(current, ids, false)
                return true
              },
              () => false,
            ),
          )
        })
        if (!this.done && this.formEl === formEl) void this.editors.sync(formEl, ids, replaced)
      },
    )
  }

  /** `gform.richText.reInit(formId, fieldId)` for this form. */
  reInitRichText(fieldId: unknown): Promise<void> {
    if (this.editors) return this.editors.reInit(this.formId, fieldId)
    if (fieldId === undefined || fieldId === null || fieldId === '') console.error(RICH_TEXT_CONSOLE.missingIds)
    else console.error(RICH_TEXT_CONSOLE.libraryMissing(this.formId, Number(fieldId)))
    return Promise.resolve()
  }

  /** Products, calculations and totals: their script loads only for forms that have them. */
  private startPricing(formEl: HTMLFormElement, form: NonNullable<FormConfig['form']>) {
    const { nonce, ajaxUrl, configHash } = this.config
    this.loadPart(
      'products',
      () => import('../../pricing/client'),
      (m) => typeof m.enhancePricing === 'function',
      ({ enhancePricing }) => {
        if (this.done || this.formEl !== formEl) return
        this.cleanups.push(enhancePricing(formEl, { formId: this.formId, form, ajaxUrl, nonce, hash: configHash || undefined }))
      },
    )
  }

  private runLogic() {
    const formEl = this.formEl
    const form = this.config.form
    if (!formEl || !form || this.done) return
    const visibility = applyLogic(formEl, form, this.formId)
    updateProgress(this.wrapper, form, this.formId, currentPage(formEl, this.formId), visibility)
  }

  // --- events -------------------------------------------------------------------------------

  private onClick(event: MouseEvent) {
    const target = event.target as Element | null
    const el = target?.closest(BUTTON_SELECTOR)
    if (!el || !this.wrapper.contains(el)) return
    if (el.classList.contains('gfield_choice_all_toggle')) {
      event.preventDefault()
      toggleSelectAll(el as HTMLElement)
      return
    }
    const type = submissionTypeOf(el, this.formId)
    if (!type) return
    event.preventDefault()
    this.handleButton(el as HTMLElement, type)
  }

  /** A submit event means something bypassed the buttons (`form.requestSubmit()`, a script): reroute it. */
  private onSubmit(event: SubmitEvent) {
    const formEl = this.formEl
    if (!formEl || event.target !== formEl) return
    event.preventDefault()
    console.error(CONSOLE.unsupportedFlow(this.formId))
    if (this.lock.active) {
      console.error(CONSOLE.inProgress(this.formId))
      return
    }
    const submitter = event.submitter
    const type = submitter ? submissionTypeOf(submitter, this.formId) : null
    if (submitter && type) {
      this.handleButton(submitter, type)
      return
    }
    const primary = this.primaryButton()
    if (!primary) {
      console.error(CONSOLE.noActiveButton)
      return
    }
    this.handleButton(primary.button, primary.type)
  }

  /**
   * Enter in a one-line input presses the page's own button (next, or submit on the last
   * page): the browser's default button would be the first submit button in the markup,
   * which may sit on another page.
   */
  private onKeydown(event: KeyboardEvent) {
    if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return
    const target = event.target as HTMLElement
    if (!(target instanceof HTMLInputElement) || target.closest('.gform-datepicker-dialog')) return
    if (['button', 'submit', 'image', 'reset', 'checkbox', 'radio', 'file'].includes(target.type)) return
    if (this.lock.active) {
      event.preventDefault()
      console.error(CONSOLE.inProgress(this.formId))
      return
    }
    const primary = this.primaryButton()
    if (!primary) return
    event.preventDefault()
    this.handleButton(primary.button, primary.type)
  }

  private onInput(event: Event) {
    const target = event.target as HTMLElement
    if (target instanceof HTMLInputElement && this.config.form) maskInput(target, this.config.form)
    this.markDirty(target)
    if (
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(target.type))
    ) {
      this.logicSoon.cancel()
      this.runLogic()
    } else {
      this.logicSoon()
    }
  }

  private onChange(event: Event) {
    const target = event.target as HTMLElement
    this.markDirty(target)
    this.logicSoon.cancel()
    this.runLogic()
    const fieldEl = target.closest<HTMLElement>('.gfield')
    if (!fieldEl) return
    if (target instanceof HTMLInputElement && target.type === 'radio') syncRadioOther(fieldEl, true)
    if (target instanceof HTMLInputElement && target.type === 'checkbox') syncSelectAll(fieldEl)
  }

  private markDirty(target: HTMLElement) {
    const fieldEl = target.closest('.gfield')
    const id = fieldEl ? fieldIdOfElement(fieldEl) : null
    if (id !== null) this.dirty.add(id)
  }

  /** Inline validation as focus leaves a field the visitor changed, or one showing an error. */
  private onFocusOut(event: FocusEvent) {
    const formEl = this.formEl
    const form = this.config.form
    const fieldEl = (event.target as Element).closest<HTMLElement>('.gfield')
    if (!formEl || !form || !fieldEl || this.lock.active) return
    const next = event.relatedTarget as Node | null
    if (next && fieldEl.contains(next)) return
    const id = fieldIdOfElement(fieldEl)
    const field = form.fields.find((f) => f.id === id)
    if (!field || (!this.dirty.has(field.id) && !fieldEl.classList.contains('gfield_error'))) return
    const run = () => {
      // A submission started meanwhile: the server's answer shows the errors.
      if (this.lock.active) return
      void validateInline(formEl, form, this.formId, field, fieldEl).catch(() => {
        // The validator failed to load (offline): the server still validates on submit.
      })
    }
    // Focus left because a pointer went down somewhere: a message appearing or going now would
    // move what is under the pointer before it comes up, and the click would miss. Wait for it.
    if (this.pointerDown) this.afterPointer.push(run)
    else run()
  }

  private pointerDown = false
  private afterPointer: (() => void)[] = []

  private trackPointer() {
    const down = () => (this.pointerDown = true)
    const up = () => {
      this.pointerDown = false
      // After the click that this pointer makes has been dispatched.
      setTimeout(() => {
        for (const run of this.afterPointer.splice(0)) run()
      }, 0)
    }
    window.addEventListener('pointerdown', down, true)
    window.addEventListener('pointerup', up, true)
    window.addEventListener('pointercancel', up, true)
    this.cleanups.push(() => {
      window.removeEventListener('pointerdown', down, true)
      window.removeEventListener('pointerup', up, true)
      window.removeEventListener('pointercancel', up, true)
    })
  }

  /** The button Enter or a rerouted submit stands for: the shown page's next button, else the submit button. */
  private primaryButton(): { button: HTMLElement; type: SubmissionType } | null {
    const formEl = this.formEl
    if (!formEl) return null
    const page = formEl.querySelector(`#gform_page_${this.formId}_${currentPage(formEl, this.formId)}`) ?? formEl
    const candidates = [
      ...page.querySelectorAll<HTMLElement>('.gform_next_button'),
      ...formEl.querySelectorAll<HTMLElement>(`#gform_submit_button_${this.formId}`),
    ]
    for (const button of candidates) {
      const type = submissionTypeOf(button, this.formId)
      if (type && isRendered(button) && !(button as HTMLButtonElement).disabled) return { button, type }
    }
    return null
  }

  handleButton(button: HTMLElement, type: SubmissionType) {
    const owner = (button as HTMLButtonElement).form ?? button.closest('form')
    if (!owner) {
      console.error(CONSOLE.notInForm)
      return
    }
    void this.submit(button, type)
  }

  // --- submission ---------------------------------------------------------------------------

  private busy: { restore: () => void } | null = null

  /** Spinner beside the pressed button, every submission button disabled, the form marked busy. */
  private setBusy(button: HTMLElement | null) {
    const formEl = this.formEl
    const disabled: HTMLButtonElement[] = []
    for (const el of this.wrapper.querySelectorAll<HTMLButtonElement>(BUTTON_SELECTOR)) {
      if (!submissionTypeOf(el, this.formId) || el.disabled) continue
      el.disabled = true
      disabled.push(el)
    }
    const spinner = document.createElement('span')
    spinner.className = 'gform-loader'
    spinner.id = `gform-ajax-spinner-${this.formId}`
    spinner.dataset.jsSpinnerId = 'gform-ajax-spinner'
    spinner.setAttribute('aria-hidden', 'true')
    button?.insertAdjacentElement('afterend', spinner)
    formEl?.setAttribute('aria-busy', 'true')
    this.busy = {
      restore: () => {
        for (const el of disabled) if (el.isConnected) el.disabled = false
        spinner.remove()
        formEl?.removeAttribute('aria-busy')
      },
    }
  }

  private release() {
    this.busy?.restore()
    this.busy = null
    this.lock.release()
  }

  /** The spec's submission: one at a time, the pre-submission filter, then ajax (or a postback the filter asked for). */
  async submit(button: HTMLElement | null, type: SubmissionType): Promise<void> {
    const formEl = this.formEl
    if (!formEl) {
      console.error(CONSOLE.notInForm)
      return
    }
    // Files still uploading would be missing from the post (GF blocks it the same way).
    if (uploadsInProgress(this.formId)) {
      this.showAjaxError(UPLOAD_MESSAGES.inProgress)
      return
    }
    if (!this.lock.acquire()) {
      console.error(CONSOLE.inProgress(this.formId))
      return
    }
    let keepLocked = false
    try {
      clearAnnouncements()
      this.removeAjaxError()
      this.setBusy(button)
      const initial: PreSubmissionData = {
        form: formEl,
        formId: this.formId,
        submissionType: type,
        submissionMethod: 'ajax',
        abort: false,
        button,
      }
      const data = (await this.host.applyFiltersAsync('gform/submission/pre_submission', initial)) ?? initial
      if (data.abort) {
        this.release()
        const detail = { form: formEl, formId: this.formId, submissionType: type }
        document.dispatchEvent(new CustomEvent('gform/submission/aborted', { detail }))
        this.host.doAction('gform/submission/aborted', detail)
        return
      }
      const { method, refusedIframe } = resolveMethod('ajax', data.submissionMethod)
      if (refusedIframe) console.error(CONSOLE.iframeIgnored(this.formId))
      this.saveEditors(formEl)
      const pages = this.pageNumbers(formEl, type)
      // "Check email before post" (spec section 7): an address the site refuses is shown at its
      // field, on the page the visitor is on, and the page is not posted.
      if (type === 'submit' || type === 'next') {
        const refusal = await this.guard.checkEmailsBeforePost(this.shownEmailInputs(formEl))
        if (refusal) {
          this.release()
          this.showRefusedEmail(refusal.input, refusal.message)
          return
        }
      }
      if (method === 'postback') {
        keepLocked = true
        this.postback(formEl, type, pages, button)
        return
      }
      // On the final submit the captchas produce their tokens (invisible ones are executed);
      // without one the post would only be refused, so the form says why instead. (A page
      // change is not checked by the server: no token is spent on it.) Then the guard's fields.
      const final = type === 'submit'
      const captchaProblem = final ? await this.guard.beforeSubmit() : null
      if (captchaProblem) {
        this.release()
        this.showAjaxError(captchaProblem)
        return
      }
      const body = this.payload(formEl, type, pages, button, method)
      for (const [name, value] of await this.guard.fields()) body.set(name, value)
      let answer: Awaited<ReturnType<typeof this.post>>
      try {
        answer = await this.post(body)
      } finally {
        // Captcha tokens serve one post, whatever its answer.
        if (final) this.guard.afterSubmit()
      }
      // Blocked by the anti-spam guard: a modal with its comment; stop_script 1 ends this form's script.
      const blocked = readBlocked(answer?.text)
      if (blocked) {
        this.release()
        void openBlockedModal(blocked.comment)
        if (blocked.stopScript) {
          this.dispose()
          delete this.wrapper.dataset.enhanced
        }
        return
      }
      const response = readAjaxResult(answer, this.config.unknownErrorText)
      const plan = planAjaxResult(response, {
        base: window.location.href,
        unknownErrorText: this.config.unknownErrorText,
        allowConfirmation: this.config.allowConfirmation,
        nextShownPage: (page) => this.nextShownPage(formEl, page),
      })
      this.release()
      this.apply(plan, type)
    } catch (error) {
      console.error(error)
      this.release()
      this.showAjaxError(this.config.unknownErrorText)
    } finally {
      if (!keepLocked && this.lock.active) this.release()
    }
  }

  /** The e-mail inputs of the page the visitor is on (the whole form when it has one page). */
  private shownEmailInputs(formEl: HTMLFormElement): HTMLInputElement[] {
    const page = formEl.querySelector(`#gform_page_${this.formId}_${currentPage(formEl, this.formId)}`) ?? formEl
    return [...page.querySelectorAll<HTMLInputElement>('input[type="email"]')].filter((input) => isRendered(input))
  }

  /** An address refused before the post: its field shows why, focus goes there and the count is announced. */
  private showRefusedEmail(input: HTMLInputElement, message: string) {
    const fieldEl = input.closest<HTMLElement>('.gfield')
    const fieldId = fieldEl ? fieldIdOfElement(fieldEl) : null
    if (fieldEl && fieldId !== null) showFieldError(fieldEl, this.formId, fieldId, message)
    input.focus()
    announce(message)
  }

  /** Rich text editors write their content into their textareas before the post; add-ons' editors hook in here too. */
  private saveEditors(formEl: HTMLFormElement) {
    this.editors?.save()
    this.host.doAction('gform/submission/save_editors', { form: formEl, formId: this.formId })
  }

  private nextShownPage(formEl: HTMLFormElement, page: number): number {
    const form = this.config.form
    if (form) return nextPage(form, computeVisibility(form, currentValues(formEl, form)), page)
    return formEl.querySelector(`#gform_page_${this.formId}_${page + 1}`) ? page + 1 : 0
  }

  private pageNumbers(formEl: HTMLFormElement, type: SubmissionType) {
    const source = currentPage(formEl, this.formId)
    const targetInput = formEl.querySelector<HTMLInputElement>(`#gform_target_page_number_${this.formId}`)
    return pageNumbersFor(type, source, {
      nextShownPage: this.nextShownPage(formEl, source),
      currentTarget: Number(targetInput?.value) || 0,
    })
  }

  private writeState(formEl: HTMLFormElement, type: SubmissionType, pages: { sourcePage: number; targetPage: number }) {
    const id = this.formId
    setHidden(formEl, `gform_source_page_number_${id}`, String(pages.sourcePage), `gform_source_page_number_${id}`)
    setHidden(formEl, `gform_target_page_number_${id}`, String(pages.targetPage), `gform_target_page_number_${id}`)
    if (type === 'save-continue') setHidden(formEl, 'gform_save', '1')
  }

  private payload(
    formEl: HTMLFormElement,
    type: SubmissionType,
    pages: { sourcePage: number; targetPage: number },
    button: HTMLElement | null,
    method: SubmissionMethod,
  ): FormData {
    this.writeState(formEl, type, pages)
    const body = new FormData(formEl)
    // The save flag is for this post only: a later plain submit must not save again.
    const save = formEl.querySelector<HTMLInputElement>('input[name="gform_save"]')
    if (save) save.value = ''
    // The pressed button's own name goes along, as the browser would post it (previous: `gform_previous_page`).
    const name = button?.getAttribute('name')
    if (name) body.set(name, (button as HTMLInputElement).value || '1')
    else if (type === 'send-link') body.set('gform_send_resume_link', '1')
    body.set('gform_submission_method', method)
    const nonce = this.config.nonce || String(body.get('gform_ajax_nonce') ?? '')
    for (const [name, value] of ajaxPayloadFields({
      formId: this.formId,
      nonce,
      currentPageUrl: window.location.href,
      ajaxReferer: document.referrer,
      displayTitle: this.config.displayTitle,
      displayDescription: this.config.displayDescription,
    })) {
      body.set(name, value)
    }
    if (this.config.versionHash && addsVersionHash(type, navigator.webdriver === true))
      body.set('version_hash', this.config.versionHash)
    return body
  }

  /**
   * Posts the form. Pages are cached and their nonce is good for 12 to 24 hours: a page open
   * longer gets 403, and then a fresh nonce is fetched once and the post sent again.
   */
  private async post(body: FormData): Promise<{ ok: boolean; text: string } | null> {
    const url = this.config.ajaxUrl
    const send = () => fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'text/html' } })
    try {
      let response = await send()
      if (response.status === 403) {
        const nonce = await this.freshNonce(url)
        if (nonce) {
          this.config = { ...this.config, nonce }
          body.set('gform_ajax_nonce', nonce)
          response = await send()
        }
      }
      return { ok: response.ok, text: await response.text() }
    } catch {
      return null
    }
  }

  private async freshNonce(url: string): Promise<string | null> {
    try {
      const address = new URL(url, window.location.href)
      address.searchParams.set('action', 'gform_get_nonce')
      address.searchParams.set('form_id', String(this.formId))
      const response = await fetch(address, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      if (!response.ok) return null
      const json = (await response.json()) as { success?: unknown; data?: { nonce?: unknown } }
      return json.success === true && typeof json.data?.nonce === 'string' ? json.data.nonce : null
    } catch {
      return null
    }
  }

  /** The filter asked for a plain post: the page reloads with the server's answer. */
  private postback(
    formEl: HTMLFormElement,
    type: SubmissionType,
    pages: { sourcePage: number; targetPage: number },
    button: HTMLElement | null,
  ) {
    this.writeState(formEl, type, pages)
    setHidden(formEl, 'gform_submission_method', 'postback')
    const name = button?.getAttribute('name')
    if (type === 'send-link' && name) setHidden(formEl, name, (button as HTMLButtonElement).value || '1')
    // The prototype's submit: no submit event (so no rerouting), and a field named "submit" cannot shadow it.
    HTMLFormElement.prototype.submit.call(formEl)
  }

  // --- results ------------------------------------------------------------------------------

  private apply(plan: ResultPlan, type: SubmissionType) {
    const formEl = this.formEl
    switch (plan.kind) {
      case 'error':
        this.showAjaxError(plan.message)
        return
      case 'redirect':
        trackFormEvent('form_submit', this.formId)
        window.location.assign(plan.url)
        return
      case 'complete':
        trackFormEvent('form_submit', this.formId)
        this.guard.completed()
        formEl?.reset()
        // The editors show the emptied textareas: started afresh by render().
        this.editors?.dispose()
        this.editors = null
        this.renderedOnce = false
        this.render()
        this.firePostRender(formEl ? currentPage(formEl, this.formId) : 1)
        return
      case 'confirmation':
        trackFormEvent('form_submit', this.formId)
        this.showConfirmation(plan.markup, formEl ? currentPage(formEl, this.formId) : 1)
        return
      case 'form':
        this.replaceForm(plan.markup, type)
        return
      case 'page':
        this.replacePage(plan, type)
        return
    }
  }

  private removeAjaxError() {
    this.wrapper.querySelector('[data-js="gform-ajax-error"]')?.remove()
  }

  /** The failure banner: an error icon and the message, above the heading like GF's summary; the form stays as it was. */
  private showAjaxError(message: string) {
    this.removeAjaxError()
    const banner = document.createElement('div')
    banner.className = 'gform_validation_errors gform-ajax-error'
    banner.id = `gform_${this.formId}_ajax_error`
    banner.dataset.js = 'gform-ajax-error'
    banner.setAttribute('role', 'alert')
    const heading = document.createElement('h2')
    heading.className = 'gform_submission_error'
    heading.append(errorIcon(), document.createTextNode(message))
    banner.append(heading)
    const anchor = this.wrapper.querySelector('.gform_heading') ?? this.formEl
    if (anchor && anchor.parentElement) anchor.parentElement.insertBefore(banner, anchor)
    else this.wrapper.prepend(banner)
    focusStatic(banner)
  }

  private showConfirmation(markup: string, page: number) {
    this.formEl?.reset()
    const fragment = sanitizeFragment(parseMarkup(markup))
    // The server sends the postback anchor (`#gf_{id}`) before the wrapper; it is not needed here.
    let root = fragment.querySelector('.gform_confirmation_wrapper')
    if (!root) {
      root = document.createElement('div')
      root.id = `gform_confirmation_wrapper_${this.formId}`
      root.className = 'gform_confirmation_wrapper'
      root.append(fragment)
    }
    // The wrapper element stays (React may own it); it becomes the confirmation wrapper.
    this.dispose()
    adoptElement(this.wrapper, root)
    const message = this.wrapper.querySelector<HTMLElement>('.gform_confirmation_message') ?? this.wrapper
    focusStatic(message)
    this.host.doAction('gform_confirmation_loaded', this.formId)
    this.firePostRender(page)
  }

  private replaceForm(markup: string, type: SubmissionType) {
    const fragment = parseMarkup(markup)
    const before = this.formEl ? currentPage(this.formEl, this.formId) : 1
    const wrapper = fragment.querySelector(`#gform_wrapper_${this.formId}`) ?? fragment.querySelector('.gform_wrapper')
    const form = fragment.querySelector(`#gform_${this.formId}`)
    const restorePasswords = keepPasswords(this.wrapper)
    if (wrapper) adoptElement(this.wrapper, wrapper)
    else if (form && this.formEl) adoptElement(this.formEl, form)
    else this.wrapper.replaceChildren(fragment)
    restorePasswords(this.wrapper)
    this.config = readConfig(this.wrapper, this.formId)
    this.dirty.clear()
    this.render()
    const formEl = this.formEl
    if (!formEl) {
      // The form stopped taking submissions (closed, entry limit): its message replaced it.
      focusStatic(this.wrapper.querySelector<HTMLElement>('.gf_submission_limit_message') ?? this.wrapper)
      this.firePostRender(before)
      return
    }
    const page = formEl ? currentPage(formEl, this.formId) : 1
    const summary = this.wrapper.querySelector<HTMLElement>('.gform_validation_errors')
    if (summary) {
      const count = this.wrapper.querySelectorAll('.gfield_error').length
      focusStatic(summary)
      if (count > 0) announce(errorCountText(count))
    } else if (type === 'save-continue') {
      announce(SAVED_ANNOUNCEMENT)
      const saved = this.wrapper.querySelector<HTMLElement>('.form_saved_message, .gform_save_confirmation')
      if (saved) focusStatic(saved)
    } else if (formEl) {
      this.focusPage(formEl, page, page !== before)
    }
    if (formEl && page !== before) this.host.doAction('gform_page_loaded', this.formId, page)
    this.firePostRender(page)
  }

  private replacePage(plan: Extract<ResultPlan, { kind: 'page' }>, type: SubmissionType) {
    const formEl = this.formEl
    const pageEl = formEl?.querySelector<HTMLElement>(`#gform_page_${this.formId}_${plan.pageNumber}`)
    if (!formEl || !pageEl) {
      this.showAjaxError(this.config.unknownErrorText)
      return
    }
    const fragment = parseMarkup(plan.markup)
    const fresh = fragment.querySelector(`#gform_page_${this.formId}_${plan.pageNumber}`)
    if (fresh) adoptElement(pageEl, fresh)
    else pageEl.replaceChildren(fragment)
    // Errors shown for an earlier post no longer apply.
    this.wrapper.querySelector('.gform_validation_errors')?.remove()
    showPage(formEl, this.formId, plan.pageNumber)
    setHidden(
      formEl,
      `gform_source_page_number_${this.formId}`,
      String(plan.sourcePage),
      `gform_source_page_number_${this.formId}`,
    )
    setHidden(
      formEl,
      `gform_target_page_number_${this.formId}`,
      String(plan.targetPage),
      `gform_target_page_number_${this.formId}`,
    )
    this.render()
    if (type === 'save-continue') announce(SAVED_ANNOUNCEMENT)
    else this.focusPage(formEl, plan.pageNumber, true)
    this.host.doAction('gform_page_loaded', this.formId, plan.pageNumber)
    this.firePostRender(plan.pageNumber)
  }

  /** Focus to the page's first field; the page change is announced ("Step 2 of 3, Your needs"). */
  private focusPage(formEl: HTMLFormElement, page: number, changed: boolean) {
    const pageEl = formEl.querySelector(`#gform_page_${this.formId}_${page}`) ?? formEl
    const first = firstFocusableField(pageEl)
    if (first) {
      first.focus({ preventScroll: true })
      // The top of the form, not just the field, so the progress bar and heading are in view.
      const top = this.wrapper.getBoundingClientRect().top
      if (top < 0 || top > window.innerHeight) this.wrapper.scrollIntoView({ block: 'start' })
    }
    const form = this.config.form
    if (changed && form) {
      const p = progress(form, computeVisibility(form, currentValues(formEl, form)), page)
      announce(pageChangeText(p.step, p.steps, p.name))
    }
  }

  // --- post render --------------------------------------------------------------------------

  firePostRender(page: number) {
    const detail = { formId: this.formId, currentPage: page }
    document.dispatchEvent(new CustomEvent('gform/post_render', { detail }))
    this.host.doAction('gform_post_render', this.formId, page)
  }

  /** A form hidden at load (a closed tab, a collapsed section) fires post-render once it shows, after 200 ms of showing. */
  private firePostRenderWhenVisible() {
    const page = () => (this.formEl ? currentPage(this.formEl, this.formId) : 1)
    if (isRendered(this.wrapper) || typeof ResizeObserver === 'undefined') {
      this.firePostRender(page())
      return
    }
    const check = debounce(() => {
      if (this.done || !isRendered(this.wrapper)) return
      observer.disconnect()
      this.firePostRender(page())
    }, POST_RENDER_VISIBLE_DEBOUNCE_MS)
    const observer = new ResizeObserver(() => check())
    observer.observe(this.wrapper)
    this.cleanups.push(() => {
      check.cancel()
      observer.disconnect()
    })
  }
}
