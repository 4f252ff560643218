/**
 * The form script's lazily loaded parts (spec sections 7 and 8): each is fetched through one
 * loader for the page (core/chunks/load.ts: 120,000 ms, a `ChunkLoadError` of type missing,
 * timeout or error), and a part that fails is shown to the visitor above the form with a
 * "Try again" button instead of leaving a form that silently lacks it. The form still posts
 * without the part (the server computes and checks everything again).
 */
import { chunkErrorType, createChunkLoader, type ChunkLoadError } from '../../../core/chunks/load'
import { announce } from './live'
import { firstFocusableField } from './markup'

/** One loader for the page: every form shares a chunk once it has loaded. */
export const formChunks = createChunkLoader()

/** What each part gives the visitor, in the words the retry notice uses. */
export const CHUNK_LABELS = {
  products: 'Prices and totals',
  'rich-text': 'The text editor',
  sanitizer: 'The text editor',
  uploads: 'File uploads',
  social: 'Social profile checks',
  'email-check': 'E-mail address checks',
  password: 'The password strength meter',
  lists: 'Adding and removing list rows',
  repeater: 'Adding and removing items',
  'image-choice': 'Image choices',
} as const
export type ChunkName = keyof typeof CHUNK_LABELS

export const RETRY_TEXTS = {
  intro: 'Part of this form could not be loaded:',
  advice: 'Check your connection and try again. You can still send the form.',
  again: 'Still not loaded.',
  button: 'Try again',
  busy: 'Trying again…',
  loaded: (labels: string[]) => `${labels.join(', ')} loaded.`,
}

/** The console line for a failed part: the spec's label and type (section 8). */
export function chunkConsoleMessage(formId: number, chunk: ChunkName, error: unknown): string {
  const type = chunkErrorType(error)
  const detail = (error as ChunkLoadError | null)?.message ?? String(error)
  return `ChunkLoadError (${type}): form ${formId}, ${chunk}. ${detail}`
}

/** The notice of one form: which parts failed, and the button that tries them again. */
export class ChunkRetry {
  private readonly failed = new Map<ChunkName, () => Promise<boolean>>()
  private el: HTMLElement | null = null
  private busy = false

  constructor(
    private readonly wrapper: HTMLElement,
    private readonly formId: number,
  ) {}

  /** A part failed: logged, and offered again. `retry` resolves true once the part has started. */
  fail(chunk: ChunkName, error: unknown, retry: () => Promise<boolean>): void {
    console.error(chunkConsoleMessage(this.formId, chunk, error))
    this.failed.set(chunk, retry)
    if (!this.busy) this.render(false)
  }

  /** A part started (on its first attempt or a retry). */
  loaded(chunk: ChunkName): void {
    if (this.failed.delete(chunk) && !this.busy) this.render(false)
  }

  private async retryAll(): Promise<void> {
    if (this.busy) return
    this.busy = true
    const button = this.el?.querySelector<HTMLButtonElement>('button')
    if (button) {
      button.textContent = RETRY_TEXTS.busy
      button.setAttribute('aria-busy', 'true')
    }
    const attempts = [...this.failed]
    const results = await Promise.all(attempts.map(async ([chunk, retry]) => [chunk, await retry()] as const))
    this.busy = false
    const fixed = results.filter(([, ok]) => ok).map(([chunk]) => CHUNK_LABELS[chunk])
    for (const [chunk, ok] of results) if (ok) this.failed.delete(chunk)
    const hadFocus = this.el?.contains(document.activeElement) ?? false
    this.render(results.some(([, ok]) => !ok))
    if (fixed.length) announce(RETRY_TEXTS.loaded(fixed))
    // The button is gone with the notice: focus goes on to the form rather than to the page's start.
    if (!this.el && hadFocus) {
      const form = this.wrapper.querySelector<HTMLFormElement>(`#gform_${this.formId}`)
      ;(form && firstFocusableField(form))?.focus()
    }
  }

  private render(again: boolean): void {
    if (this.failed.size === 0) {
      this.el?.remove()
      this.el = null
      return
    }
    if (!this.el || !this.el.isConnected) {
      this.el = document.createElement('div')
      this.el.className = 'gform_chunk_error'
      this.el.id = `gform_${this.formId}_chunk_error`
      this.el.setAttribute('role', 'alert')
      const text = document.createElement('p')
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'gform_chunk_retry'
      button.addEventListener('click', () => void this.retryAll())
      this.el.append(text, button)
      const form = this.wrapper.querySelector(`#gform_${this.formId}`)
      if (form) form.before(this.el)
      else this.wrapper.prepend(this.el)
    }
    const labels = [...this.failed.keys()].map((c) => CHUNK_LABELS[c])
    const text = this.el.querySelector('p')!
    text.textContent = `${again ? `${RETRY_TEXTS.again} ` : ''}${RETRY_TEXTS.intro} ${labels.join(', ')}. ${RETRY_TEXTS.advice}`
    const button = this.el.querySelector('button')!
    button.textContent = RETRY_TEXTS.button
    button.removeAttribute('aria-busy')
  }

  dispose(): void {
    this.el?.remove()
    this.el = null
    this.failed.clear()
  }
}
