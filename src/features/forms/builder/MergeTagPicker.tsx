'use client'

import './merge-tags.css'

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'

import { useBuilderFields } from './BuilderSelect'
import { mergeTagGroups } from './options'

type Props = {
  /** The field's description, shown beside the button (a custom Description replaces Payload's). */
  text?: string
  /** `default`: a field's default value (no entry or answers yet); `message`: notifications and confirmations. */
  use?: 'message' | 'default'
}

type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLElement

/** The input, text area or rich text editor of the field this picker sits in. */
function fieldInput(from: HTMLElement | null): Editable | null {
  const field = from?.closest('.field-type')
  return (
    field?.querySelector<HTMLElement>('[contenteditable="true"], textarea, input:not([type="hidden"]):not([type="checkbox"])') ??
    null
  )
}

const isTextInput = (el: Editable): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement

/**
 * Puts `text` where the cursor was (at the end if staff never clicked into the input), as typing
 * would: `insertText` goes through the browser's input events, so React's state, Lexical's editor
 * and undo all see an ordinary edit.
 */
function insert(target: Editable, tag: string, touched: boolean, range: Range | null) {
  // Put at the end of text staff never clicked into: apart from the word before it.
  const existing = isTextInput(target) ? target.value : (target.textContent ?? '')
  const text = !touched && existing && !/\s$/.test(existing) ? ` ${tag}` : tag
  if (isTextInput(target)) {
    const end = target.value.length
    target.focus()
    if (!touched) target.setSelectionRange(end, end)
    if (document.execCommand('insertText', false, text)) return
    // Without execCommand: set the value through the native setter so React sees the change.
    const start = target.selectionStart ?? end
    const stop = target.selectionEnd ?? end
    const value = target.value.slice(0, start) + text + target.value.slice(stop)
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set
    setter?.call(target, value)
    target.dispatchEvent(new Event('input', { bubbles: true }))
    target.setSelectionRange(start + text.length, start + text.length)
    return
  }
  target.focus()
  // The rich text editor's cursor as it was before the menu took focus, else the end of its text.
  let place = touched ? range : null
  if (!place) {
    place = document.createRange()
    place.selectNodeContents(target)
    place.collapse(false)
  }
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(place)
  document.execCommand('insertText', false, text)
}

/**
 * "Insert merge tag": a menu button (WAI-ARIA menu button pattern) beside an input that takes
 * merge tags, listing the form's own tags and a `{Label:id}` tag for each field and part of the
 * form as it stands in the builder. Used as the field's Description component, so it sits in the
 * field itself and finds its input there.
 */
export function MergeTagPicker({ text, use = 'message' }: Props) {
  const fields = useBuilderFields()
  const groups = useMemo(() => mergeTagGroups(fields, use), [fields, use])
  const items = useMemo(() => groups.flatMap((g) => g.items), [groups])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLDivElement | null)[]>([])
  const touched = useRef(false)
  const range = useRef<Range | null>(null)
  const id = useId()

  // Whether staff have been in the input (then the tag goes at their cursor, else at the end), and
  // a rich text editor's last cursor, which moving focus to the menu would lose.
  useEffect(() => {
    const target = fieldInput(root.current)
    if (!target) return
    const mark = () => {
      touched.current = true
    }
    const remember = () => {
      const selection = window.getSelection()
      if (selection?.rangeCount && target.contains(selection.anchorNode)) {
        range.current = selection.getRangeAt(0).cloneRange()
        touched.current = true
      }
    }
    target.addEventListener('focus', mark)
    if (!isTextInput(target)) document.addEventListener('selectionchange', remember)
    return () => {
      target.removeEventListener('focus', mark)
      document.removeEventListener('selectionchange', remember)
    }
  }, [])

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])

  const show = (index: number) => {
    setActive((index + items.length) % items.length)
    setOpen(true)
  }
  const close = (focusButton: boolean) => {
    setOpen(false)
    if (focusButton) button.current?.focus()
  }
  const choose = (tag: string) => {
    setOpen(false)
    const target = fieldInput(root.current)
    if (target) insert(target, tag, touched.current, range.current)
    touched.current = true
  }

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      show(e.key === 'ArrowDown' ? 0 : items.length - 1)
    }
  }
  const onMenuKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: items.length - 1 }
    if (e.key in moves) {
      e.preventDefault()
      show(moves[e.key]!)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'Tab') {
      setOpen(false)
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      const item = items[active]
      if (item) choose(item.tag)
    } else if (e.key.length === 1 && /\S/.test(e.key)) {
      // Type-ahead: the next item whose name starts with the key.
      const key = e.key.toLowerCase()
      const next = items.findIndex((item, i) => i > active && item.label.toLowerCase().startsWith(key))
      const found = next >= 0 ? next : items.findIndex((item) => item.label.toLowerCase().startsWith(key))
      if (found >= 0) show(found)
    }
  }

  let index = -1
  return (
    <div className="merge-tag-picker" ref={root}>
      <button
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open}
        aria-haspopup="menu"
        className="merge-tag-picker__button"
        id={`${id}-button`}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
        ref={button}
        type="button"
      >
        <span aria-hidden="true" className="merge-tag-picker__braces">
          {'{ }'}
        </span>
        Insert merge tag
      </button>
      {text && <p className="merge-tag-picker__text">{text}</p>}
      {open && (
        <div
          aria-labelledby={`${id}-button`}
          className="merge-tag-picker__menu"
          id={`${id}-menu`}
          onKeyDown={onMenuKey}
          role="menu"
        >
          {groups.map((group) => (
            <div aria-label={group.label} className="merge-tag-picker__group" key={group.label} role="group">
              <div aria-hidden="true" className="merge-tag-picker__heading">
                {group.label}
              </div>
              {group.items.map((item) => {
                const i = ++index
                return (
                  <div
                    className="merge-tag-picker__item"
                    key={item.tag}
                    onClick={() => choose(item.tag)}
                    // Keeps the input's selection where it was until the tag is put there.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => i !== active && setActive(i)}
                    ref={(el) => {
                      itemRefs.current[i] = el
                    }}
                    role="menuitem"
                    // Roving tab index: the item in focus is the menu's one tab stop.
                    tabIndex={i === active ? 0 : -1}
                  >
                    <span className="merge-tag-picker__label">{item.label}</span>
                    <code className="merge-tag-picker__tag">{item.tag}</code>
                  </div>
                )
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
