/**
 * The rich text editor over a paragraph field's textarea (Tiptap on ProseMirror, with only
 * the marks and nodes the allow-list keeps: paragraphs, line breaks, bold, italic, lists and
 * links). This module is its own chunk, fetched only for forms with such a field.
 *
 * The textarea stays the posted input: it is hidden, and every change writes the editor's
 * HTML into it, cleaned by DOMPurify (clean.ts). Pasted HTML is cleaned before the editor
 * reads it. The toolbar follows the WAI-ARIA toolbar pattern (one tab stop, arrow keys, Home,
 * End); its toggle buttons carry `aria-pressed`. The editable region is a labelled
 * `role="textbox"` with `aria-multiline`, described by the field's description and error,
 * which follow the textarea's as inline validation changes them.
 */
import { Editor } from '@tiptap/core'
import Bold from '@tiptap/extension-bold'
import Document from '@tiptap/extension-document'
import HardBreak from '@tiptap/extension-hard-break'
import Italic from '@tiptap/extension-italic'
import Link from '@tiptap/extension-link'
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list'
import Paragraph from '@tiptap/extension-paragraph'
import Text from '@tiptap/extension-text'
import { UndoRedo } from '@tiptap/extensions'
import DOMPurify from 'dompurify'

import {
  RICH_TEXT_COMMANDS,
  RICH_TEXT_LINK_REL,
  isAllowedRichTextLink,
  looksLikeRichText,
  normalizeRichTextLink,
  plainTextToRichText,
  richTextLabelId,
  toolbarTarget,
  type RichTextCommand,
} from '../../core/forms/rich-text'
import { cleanRichText } from './clean'

export type RichTextInstance = {
  readonly textarea: HTMLTextAreaElement
  /** Writes the editor's cleaned HTML into the textarea (before every post). */
  save(): void
  focus(): void
  destroy(): void
}

const clean = (html: string) => cleanRichText(DOMPurify, html)

/** Attributes the editable region copies from the textarea, which inline validation updates. */
const MIRRORED = ['aria-describedby', 'aria-invalid', 'aria-required'] as const

export function createRichTextEditor(textarea: HTMLTextAreaElement, ids: { formId: number; fieldId: number }): RichTextInstance {
  const { formId, fieldId } = ids
  const editorId = `${textarea.id}_editor`
  const label = document.getElementById(richTextLabelId(formId, fieldId))
  const labelText = (label?.textContent ?? '').replace(/\*$/, '').trim()

  const root = document.createElement('div')
  root.className = 'gform-rich-text'
  const toolbar = document.createElement('div')
  toolbar.className = 'gform-rich-text__toolbar'
  toolbar.setAttribute('role', 'toolbar')
  toolbar.setAttribute('aria-label', labelText ? `Formatting: ${labelText}` : 'Formatting')
  toolbar.setAttribute('aria-controls', editorId)
  const surface = document.createElement('div')
  surface.className = 'gform-rich-text__surface'
  root.append(toolbar, surface)

  const buttons = new Map<RichTextCommand, HTMLButtonElement>()
  const mac = /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent)
  for (const spec of RICH_TEXT_COMMANDS) {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = `gform-rich-text__button gform-rich-text__button--${spec.command}`
    button.dataset.command = spec.command
    button.textContent = spec.label
    button.title = `${spec.label} (${(mac ? spec.mac : spec.keys).replace('Control', 'Ctrl').replace('Meta', '⌘')})`
    button.setAttribute('aria-keyshortcuts', mac ? spec.mac : spec.keys)
    if (spec.toggle) button.setAttribute('aria-pressed', 'false')
    button.tabIndex = buttons.size === 0 ? 0 : -1
    buttons.set(spec.command, button)
    toolbar.append(button)
  }

  const initial = textarea.value.trim()
  const editor = new Editor({
    element: surface,
    extensions: [
      Document,
      Paragraph,
      Text,
      HardBreak,
      Bold,
      Italic,
      BulletList,
      OrderedList,
      ListItem,
      ListKeymap,
      UndoRedo,
      Link.configure({
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: null, class: null },
        isAllowedUri: (url) => isAllowedRichTextLink(url),
        shouldAutoLink: (url) => isAllowedRichTextLink(normalizeRichTextLink(url)),
      }),
    ],
    content: clean(looksLikeRichText(initial) ? initial : plainTextToRichText(initial)),
    editorProps: {
      attributes: {
        id: editorId,
        class: 'gform-rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': richTextLabelId(formId, fieldId),
        spellcheck: 'true',
      },
      transformPastedHTML: (html) => clean(html),
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return false
        event.preventDefault()
        if (event.shiftKey) run('unlink')
        else run('link')
        return true
      },
    },
  })

  const content = editor.view.dom as HTMLElement
  const mirror = () => {
    for (const name of MIRRORED) {
      const value = textarea.getAttribute(name)
      if (value === null) content.removeAttribute(name)
      else content.setAttribute(name, value)
    }
  }
  mirror()
  const observer = new MutationObserver(mirror)
  observer.observe(textarea, { attributes: true, attributeFilter: [...MIRRORED] })

  const save = () => {
    const html = editor.isEmpty ? '' : clean(editor.getHTML())
    if (textarea.value === html) return
    textarea.value = html
    // The form script watches inputs (conditional logic, the form's start, inline validation).
    textarea.dispatchEvent(new Event('input', { bubbles: true }))
  }

  const syncButtons = () => {
    const active: Record<RichTextCommand, boolean> = {
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      bulletList: editor.isActive('bulletList'),
      orderedList: editor.isActive('orderedList'),
      link: editor.isActive('link'),
      unlink: editor.isActive('link'),
    }
    for (const [command, button] of buttons) {
      if (button.hasAttribute('aria-pressed')) button.setAttribute('aria-pressed', String(active[command]))
      if (command === 'unlink') button.setAttribute('aria-disabled', String(!active.unlink))
    }
  }

  function run(command: RichTextCommand) {
    const chain = editor.chain().focus()
    switch (command) {
      case 'bold':
        chain.toggleBold().run()
        break
      case 'italic':
        chain.toggleItalic().run()
        break
      case 'bulletList':
        chain.toggleBulletList().run()
        break
      case 'orderedList':
        chain.toggleOrderedList().run()
        break
      case 'unlink':
        if (editor.isActive('link')) chain.extendMarkRange('link').unsetLink().run()
        break
      case 'link':
        void promptLink(editor.getAttributes('link').href as string | undefined).then((href) => {
          if (href === null) {
            editor.commands.focus()
            return
          }
          const { empty } = editor.state.selection
          if (empty && !editor.isActive('link')) {
            editor
              .chain()
              .focus()
              .insertContent({ type: 'text', text: href.replace(/^mailto:/i, ''), marks: [{ type: 'link', attrs: { href } }] })
              .run()
          } else {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
          }
        })
        break
    }
    syncButtons()
  }

  editor.on('update', save)
  editor.on('transaction', syncButtons)
  syncButtons()

  toolbar.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-command]')
    if (!button || button.getAttribute('aria-disabled') === 'true') return
    run(button.dataset.command as RichTextCommand)
  })
  // Pressing a button keeps the editor's selection (focus stays in the text).
  toolbar.addEventListener('mousedown', (event) => {
    if ((event.target as Element).closest('button')) event.preventDefault()
  })
  toolbar.addEventListener('keydown', (event) => {
    const list = [...buttons.values()]
    const index = list.indexOf(event.target as HTMLButtonElement)
    const next = index < 0 ? null : toolbarTarget(event.key, index, list.length)
    if (next === null) return
    event.preventDefault()
    for (const [i, b] of list.entries()) b.tabIndex = i === next ? 0 : -1
    list[next]?.focus()
  })
  toolbar.addEventListener('focusin', (event) => {
    const target = event.target as HTMLButtonElement
    if (!buttons.has(target.dataset.command as RichTextCommand)) return
    for (const b of buttons.values()) b.tabIndex = b === target ? 0 : -1
  })

  // The label still names the field; a click on it goes to the editor, not the hidden textarea.
  const onLabelClick = (event: Event) => {
    event.preventDefault()
    editor.commands.focus()
  }
  label?.addEventListener('click', onLabelClick)

  textarea.hidden = true
  textarea.classList.add('gform-rich-text__source')
  textarea.after(root)
  textarea.closest('.gfield')?.classList.add('gfield--rich-text-ready')

  return {
    textarea,
    save,
    focus: () => editor.commands.focus(),
    destroy() {
      observer.disconnect()
      label?.removeEventListener('click', onLabelClick)
      editor.destroy()
      root.remove()
      textarea.hidden = false
      textarea.classList.remove('gform-rich-text__source')
    },
  }
}

let dialog: HTMLDialogElement | null = null

/**
 * The link prompt: a small modal dialog with one labelled address field. It answers the
 * address to use (http, https or mailto; `example.com` becomes https), or null when
 * cancelled. It lives outside every form, so Enter in it never submits the form.
 */
function promptLink(current: string | undefined): Promise<string | null> {
  if (!dialog) {
    dialog = document.createElement('dialog')
    dialog.className = 'gform-rich-text-dialog'
    dialog.setAttribute('aria-labelledby', 'gform-rich-text-dialog-title')
    dialog.innerHTML = `<form method="dialog" class="gform-rich-text-dialog__form">
<h2 id="gform-rich-text-dialog-title">Link</h2>
<label for="gform-rich-text-dialog-url">Address (https://…, or an e-mail address)</label>
<input id="gform-rich-text-dialog-url" name="url" type="text" inputmode="url" autocomplete="url" spellcheck="false" aria-describedby="gform-rich-text-dialog-error">
<p id="gform-rich-text-dialog-error" class="gform-rich-text-dialog__error" role="alert"></p>
<div class="gform-rich-text-dialog__buttons"><button type="submit" value="ok">Add link</button><button type="button" value="cancel">Cancel</button></div>
</form>`
    document.body.append(dialog)
  }
  const box = dialog
  const input = box.querySelector('input')!
  const error = box.querySelector<HTMLElement>('.gform-rich-text-dialog__error')!
  const form = box.querySelector('form')!
  const cancel = box.querySelector<HTMLButtonElement>('button[value="cancel"]')!
  input.value = current ?? ''
  input.removeAttribute('aria-invalid')
  error.textContent = ''
  return new Promise((resolve) => {
    let answer: string | null = null
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      const href = normalizeRichTextLink(input.value)
      if (!isAllowedRichTextLink(href)) {
        input.setAttribute('aria-invalid', 'true')
        error.textContent = 'Enter an address that starts with http://, https:// or mailto:, or an e-mail address.'
        input.focus()
        return
      }
      answer = href
      box.close()
    }
    const onCancel = () => box.close()
    const onClose = () => {
      form.removeEventListener('submit', onSubmit)
      cancel.removeEventListener('click', onCancel)
      box.removeEventListener('close', onClose)
      resolve(answer)
    }
    form.addEventListener('submit', onSubmit)
    cancel.addEventListener('click', onCancel)
    box.addEventListener('close', onClose)
    box.showModal()
    input.focus()
  })
}
