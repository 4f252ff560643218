/**
 * The rich text editors of one form: started when the form script starts, written into
 * their textareas before each post ("save rich-text editors", spec section 4) and
 * initialised again after the script replaces a page or the whole form. The editor library
 * (editor.ts: Tiptap, ProseMirror, DOMPurify) is fetched here, once, and only for forms that
 * have a rich text field; when it cannot be had, each field stays a plain textarea, which
 * posts just the same.
 *
 * Console errors (spec section 8), worded in core/forms/rich-text.ts: a re-init without a
 * form or field id, the library missing (failed to load), no instance found for a field.
 */
import { RICH_TEXT_CONSOLE } from '../../core/forms/rich-text'
import type { RichTextInstance, createRichTextEditor } from './editor'

type Library = { createRichTextEditor: typeof createRichTextEditor }

export type RichTextEditors = {
  /** Starts editors for fields that have none; after a markup replacement, re-initialises the replaced ones. */
  sync(formEl: HTMLFormElement, fieldIds: readonly number[], replaced: boolean): Promise<void>
  /** GF's `reInit`: the field's editor over its current textarea. */
  reInit(formId: unknown, fieldId: unknown): Promise<void>
  /** Every editor writes its HTML into its textarea. */
  save(): void
  dispose(): void
}

export function createRichTextEditors(
  formId: number,
  load: () => Promise<Library> = () => import('./editor'),
  /** The library could not be had (the form script offers the visitor to try again). */
  onLoadError?: (error: unknown) => void,
): RichTextEditors {
  const instances = new Map<number, RichTextInstance>()
  let library: Promise<Library> | null = null
  let form: HTMLFormElement | null = null
  let disposed = false

  const getLibrary = () => {
    library ??= load().catch((error: unknown) => {
      // Fetched again next time (a passing network failure should not disable the editor for good).
      library = null
      onLoadError?.(error)
      throw error
    })
    return library
  }

  const textareaOf = (fieldId: number) =>
    form?.querySelector<HTMLTextAreaElement>(`textarea#input_${formId}_${fieldId}[data-rich-text]`) ?? null

  /** One field's editor over its current textarea; `expectInstance` asks for GF's "no instance" check. */
  async function start(fieldId: number, expectInstance: boolean) {
    const textarea = textareaOf(fieldId)
    const existing = instances.get(fieldId)
    if (existing && existing.textarea === textarea && textarea?.isConnected) return
    let lib: Library
    try {
      lib = await getLibrary()
    } catch {
      console.error(RICH_TEXT_CONSOLE.libraryMissing(formId, fieldId))
      return
    }
    if (disposed) return
    if (!existing && expectInstance) console.error(RICH_TEXT_CONSOLE.noInstance(formId, fieldId))
    existing?.destroy()
    instances.delete(fieldId)
    // Awaited above: the markup may have changed meanwhile, so look again.
    const current = textareaOf(fieldId)
    if (!current || instances.has(fieldId)) return
    instances.set(fieldId, lib.createRichTextEditor(current, { formId, fieldId }))
  }

  /** Fields waiting to come into view (or be touched) before their editor starts. */
  const waiting = new Map<number, () => void>()

  /**
   * The editor of a field not yet shown (another page of the form, below the fold) starts
   * when the field comes near the viewport or the visitor points at or focuses it: a page
   * whose rich text field is on a later page fetches no editor code at load.
   */
  function whenWanted(id: number, textarea: HTMLTextAreaElement, begin: () => void) {
    waiting.get(id)?.()
    const fieldEl = textarea.closest<HTMLElement>('.gfield') ?? textarea
    let done = false
    const go = () => {
      if (done) return
      stop()
      begin()
    }
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: '200px' })
    observer?.observe(fieldEl)
    fieldEl.addEventListener('pointerenter', go)
    fieldEl.addEventListener('focusin', go)
    const stop = () => {
      done = true
      observer?.disconnect()
      fieldEl.removeEventListener('pointerenter', go)
      fieldEl.removeEventListener('focusin', go)
      if (waiting.get(id) === stop) waiting.delete(id)
    }
    waiting.set(id, stop)
    if (!observer) go()
  }

  return {
    async sync(formEl, fieldIds, replaced) {
      form = formEl
      for (const [id, instance] of instances) {
        if (!fieldIds.includes(id)) {
          instance.destroy()
          instances.delete(id)
        }
      }
      await Promise.all(
        fieldIds.map((id) => {
          const textarea = textareaOf(id)
          const instance = instances.get(id)
          if (!textarea || (instance && instance.textarea === textarea)) return undefined
          // A replaced field had an editor before: it is re-initialised at once (and one that
          // never got an editor because the library was missing is reported by the library
          // check, not as a missing instance). Other fields wait until they are wanted.
          if (instance) return start(id, replaced && library !== null)
          whenWanted(id, textarea, () => void start(id, false))
          return undefined
        }),
      )
    },
    async reInit(formArg, fieldArg) {
      const f = Number(formArg)
      const id = Number(fieldArg)
      if (!Number.isInteger(f) || f <= 0 || !Number.isInteger(id) || id <= 0) {
        console.error(RICH_TEXT_CONSOLE.missingIds)
        return
      }
      if (f !== formId) return
      instances.get(id)?.destroy()
      const had = instances.delete(id)
      if (!had) {
        try {
          await getLibrary()
        } catch {
          console.error(RICH_TEXT_CONSOLE.libraryMissing(formId, id))
          return
        }
        console.error(RICH_TEXT_CONSOLE.noInstance(formId, id))
        return
      }
      await start(id, false)
    },
    save() {
      for (const instance of instances.values()) instance.save()
    },
    dispose() {
      disposed = true
      for (const stop of [...waiting.values()]) stop()
      for (const instance of instances.values()) instance.destroy()
      instances.clear()
    },
  }
}
