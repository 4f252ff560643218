/**
 * The forms' browser script and its small API for site developers (`window.gform`).
 *
 * Forms work without JavaScript (a normal post, the server answers with the next page,
 * the errors or the confirmation). When this script runs, the same buttons submit by ajax:
 * the page stays, only the form's markup changes, and conditional logic, masks, the date
 * picker, "select all", the radio "other" box and inline validation work as the visitor
 * types. It is loaded only on pages with a form, by the Form block's `<FormScript>`.
 *
 * ## Events (CustomEvents on `document`)
 *
 *   document.addEventListener('gform/post_render', (event) => {
 *     const { formId, currentPage } = event.detail   // after load and after every ajax result
 *   })
 *   document.addEventListener('gform/submission/aborted', (event) => {
 *     const { formId, submissionType } = event.detail // a pre-submission filter set abort
 *   })
 *
 * `gform/post_render` fires once per form after the script starts (a form hidden at load,
 * say in a closed tab, fires it once it has been visible for 200 ms) and after each
 * successful ajax answer: a new page, the form with errors, the confirmation. Failures do
 * not fire it. `gform/theme/scripts_loaded` fires once when `window.gform` is ready.
 *
 * ## Hooks (Gravity Forms' names)
 *
 *   gform.addFilter('gform/submission/pre_submission', async (data) => {
 *     // data: { form, formId, submissionType, submissionMethod, abort, button }
 *     // submissionType: 'submit' | 'next' | 'previous' | 'save-continue' | 'send-link'
 *     if (!consentGiven()) data.abort = true        // stops it: buttons back, aborted event
 *     data.submissionMethod = 'postback'             // a full-page post instead of ajax
 *     return data
 *   })
 *
 * Filters run in priority order (`addFilter(name, fn, priority = 10, tag)`), may be async,
 * and get the value the previous one returned. Setting `submissionMethod` to `'iframe'`
 * logs an error and is ignored (ajax is used). `gform.utils.addAsyncFilter` is the same as
 * `addFilter`. Actions: `gform.addAction(name, fn, priority, tag)`, fired with `doAction`:
 * `gform_post_render (formId, currentPage)`, `gform_page_loaded (formId, page)`,
 * `gform_confirmation_loaded (formId)`, `gform/submission/aborted (detail)`,
 * `gform/submission/save_editors ({ form, formId })` (before each post: rich-text editors
 * copy their content into their fields here). `removeFilter(name, priority, tag)` and
 * `removeAction(name, tag)` take hooks out again. Hooks registered on a `window.gform`
 * stub before this script arrives (GF's `{ hooks: { action, filter } }` shape) are kept.
 *
 * `gform.richText.reInit(formId, fieldId)` starts a rich text field's editor again over its
 * current textarea (the script does this itself after its own markup replacements).
 *
 * `gform.submission.handleButtonClick(button)` submits as if the button was pressed;
 * `gform.core.triggerPostRenderEvents(formId)` fires the post-render events again.
 *
 * ## Console messages (spec section 8)
 * See CONSOLE in core/forms/client-submission.ts: a button not inside a form, no active
 * button found, a submission already in progress (one submission per form at a time), an
 * unsupported submit flow (a submit event that did not come from a form button, e.g.
 * `form.requestSubmit()`, is stopped and rerouted through the page's next or submit
 * button), and a refused iframe method.
 */
import { createHooks, type HookCallable } from '../../../core/forms/client-hooks'
import { CONSOLE } from '../../../core/forms/client-submission'
import { RICH_TEXT_CONSOLE } from '../../../core/forms/rich-text'
import type { SubmissionMethod, SubmissionType } from '../../../core/forms/protocol'
import { FormController, submissionTypeOf } from './controller'

export type GformApi = ReturnType<typeof createApi>

declare global {
  interface Window {
    gform?: Partial<GformApi> & { hooks?: unknown }
  }
}

const controllers = new Map<number, FormController>()

const SUBMISSION_TYPES: Record<string, SubmissionType> = {
  SUBMIT: 'submit',
  NEXT: 'next',
  PREVIOUS: 'previous',
  SAVE_AND_CONTINUE: 'save-continue',
  SEND_LINK: 'send-link',
}

const SUBMISSION_METHODS: Record<string, SubmissionMethod> = { AJAX: 'ajax', IFRAME: 'iframe', POSTBACK: 'postback' }

function createApi(hooks: ReturnType<typeof createHooks>) {
  return {
    hooks: hooks.hooks,
    addAction: hooks.addAction,
    addFilter: hooks.addFilter,
    removeAction: hooks.removeAction,
    removeFilter: hooks.removeFilter,
    doAction: hooks.doAction,
    applyFilters: hooks.applyFilters,
    utils: {
      addAsyncFilter: (name: string, callable: HookCallable, priority?: number, tag?: string) =>
        hooks.addFilter(name, callable, priority, tag),
      applyFiltersAsync: hooks.applyFiltersAsync,
    },
    submission: {
      SUBMISSION_TYPE: SUBMISSION_TYPES,
      SUBMISSION_METHOD: SUBMISSION_METHODS,
      /** Submits the button's form as if the button was pressed. */
      handleButtonClick(button: HTMLElement) {
        const form = (button as HTMLButtonElement).form ?? button.closest('form')
        if (!form) {
          console.error(CONSOLE.notInForm)
          return
        }
        const id = Number(/^gform_(\d+)$/.exec(form.id)?.[1])
        const controller = controllers.get(id)
        const type = submissionTypeOf(button, id)
        if (!controller || !type) {
          console.error(CONSOLE.noActiveButton)
          return
        }
        controller.handleButton(button, type)
      },
    },
    core: {
      triggerPostRenderEvents(formId: number) {
        const controller = controllers.get(Number(formId))
        const page = controller?.formEl?.querySelector<HTMLInputElement>(`#gform_source_page_number_${formId}`)
        controller?.firePostRender(Number(page?.value) || 1)
      },
    },
    richText: {
      /**
       * Initialises a rich text field's editor again over its current textarea (after site
       * code replaced the field's markup). Logs an error without a form or field id, when
       * the editor library is missing, or when the field had no editor instance.
       */
      reInit(formId?: unknown, fieldId?: unknown): Promise<void> {
        if (!formId || fieldId === undefined || fieldId === null || fieldId === '') {
          console.error(RICH_TEXT_CONSOLE.missingIds)
          return Promise.resolve()
        }
        const controller = controllers.get(Number(formId))
        if (!controller) {
          console.error(RICH_TEXT_CONSOLE.noInstance(Number(formId), Number(fieldId)))
          return Promise.resolve()
        }
        return controller.reInitRichText(fieldId)
      },
    },
    /** The forms this script runs, by id. */
    instances: controllers,
  }
}

let api: GformApi | null = null
let hooks: ReturnType<typeof createHooks> | null = null

/** `window.gform`, created once; hooks a page put on an earlier stub are adopted. */
export function installGform(): GformApi {
  if (api) return api
  hooks = createHooks({ existing: window.gform?.hooks })
  api = createApi(hooks)
  window.gform = api
  document.dispatchEvent(new CustomEvent('gform/theme/scripts_loaded'))
  return api
}

/** Starts the script for one form (once; a second call for the same form only returns its cleanup). */
export function mountForm(formId: number): () => void {
  installGform()
  const host = hooks
  const wrapper = document.getElementById(`gform_wrapper_${formId}`)
  if (!wrapper) return () => {}
  const existing = controllers.get(formId)
  if (existing && existing.wrapper === wrapper) return () => unmount(formId, existing)
  existing?.dispose()
  if (!host) return () => {}
  const controller = new FormController(wrapper, formId, host)
  controllers.set(formId, controller)
  return () => unmount(formId, controller)
}

function unmount(formId: number, controller: FormController) {
  controller.dispose()
  if (controllers.get(formId) === controller) controllers.delete(formId)
}
