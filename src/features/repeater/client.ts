/**
 * The repeater's add and remove buttons. A new item is a copy of the first, emptied, added
 * at the end; the add button is disabled at the maximum item count and the remove buttons
 * hidden while one item remains; the live region says `New row added.` or `Row removed`.
 * Focus moves to the new item's first input, or after a removal to the first input of the
 * item before (the one after when the first went). Items are renumbered after every change
 * (headings, button texts, `input_{id}[{index}][{subId}]` names and element ids), so the
 * post is always the items in order, as the server reads them (core/repeater/repeater.ts).
 */
import { ITEM_ADDED, ITEM_REMOVED, itemHeading, removeButtonText, subElementId, subInputName } from '../../core/repeater/repeater'
import type { RepeaterField } from '../../core/repeater/repeater'
import { announce } from '../forms/client/live'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const itemsOf = (container: Element) => [
  ...container.querySelectorAll<HTMLFieldSetElement>(':scope > .gfield_repeater_items > .gfield_repeater_item'),
]
const controlsOf = (item: Element) => [...item.querySelectorAll<Control>('input, select, textarea')]

/** What the renumbering needs to know of a repeater, read from its markup. */
function describe(container: HTMLElement) {
  const fieldEl = container.closest<HTMLElement>('.gfield')
  const formId = Number(container.closest('form')?.dataset.formid)
  const fieldId = Number(fieldEl?.dataset.fieldId)
  // Only the parts the texts are made of: an item name and an id.
  const field = { id: fieldId, itemLabel: container.dataset.itemLabel } as RepeaterField
  return { formId, field, max: Number(container.dataset.maxItems) || 50 }
}

/** Numbers the items (headings, names, ids, labels, buttons) and sets the buttons' state. */
export function syncRepeater(container: HTMLElement) {
  const { formId, field, max } = describe(container)
  const items = itemsOf(container)
  items.forEach((item, index) => {
    item.dataset.index = String(index)
    const legend = item.querySelector(':scope > legend')
    if (legend) legend.textContent = itemHeading(field, index)
    for (const control of controlsOf(item)) {
      const subId = Number(control.dataset.subId)
      const id = subElementId(formId, field.id, index, subId)
      const label = control.id ? item.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(control.id)}"]`) : null
      control.name = subInputName(field.id, index, subId)
      control.id = id
      if (label) label.htmlFor = id
    }
    const remove = item.querySelector<HTMLButtonElement>('.gfield_repeater_remove')
    if (remove) {
      remove.textContent = removeButtonText(field, index)
      remove.hidden = items.length <= 1
    }
  })
  const add = container.querySelector<HTMLButtonElement>(':scope > .gfield_repeater_add')
  if (add) {
    add.hidden = false
    add.disabled = items.length >= max
  }
}

const changed = (control: Control | undefined) => control?.dispatchEvent(new Event('change', { bubbles: true }))

function addItem(container: HTMLElement) {
  const items = itemsOf(container)
  const first = items[0]
  if (!first || items.length >= describe(container).max) return
  const item = first.cloneNode(true) as HTMLFieldSetElement
  for (const control of controlsOf(item)) {
    control.value = ''
    control.setAttribute('aria-invalid', 'false')
  }
  items[items.length - 1]!.after(item)
  syncRepeater(container)
  announce(ITEM_ADDED)
  const input = controlsOf(item)[0]
  input?.focus()
  changed(input)
}

function removeItem(container: HTMLElement, item: HTMLFieldSetElement) {
  const items = itemsOf(container)
  if (items.length <= 1) return
  const index = items.indexOf(item)
  const focusItem = items[index - 1] ?? items[index + 1]
  item.remove()
  syncRepeater(container)
  announce(ITEM_REMOVED)
  const input = focusItem ? controlsOf(focusItem)[0] : undefined
  input?.focus()
  changed(input)
}

/** Starts the repeaters of a rendered form; returns the cleanup. */
export function enhanceRepeaters(formEl: HTMLFormElement): () => void {
  for (const container of formEl.querySelectorAll<HTMLElement>('.gfield_repeater_container')) syncRepeater(container)
  if (formEl.dataset.repeaters === 'on') return () => {}
  formEl.dataset.repeaters = 'on'
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('.gfield_repeater_add, .gfield_repeater_remove')
    const container = button?.closest<HTMLElement>('.gfield_repeater_container')
    if (!button || !container || button.disabled) return
    event.preventDefault()
    if (button.classList.contains('gfield_repeater_add')) addItem(container)
    else {
      const item = button.closest<HTMLFieldSetElement>('.gfield_repeater_item')
      if (item) removeItem(container, item)
    }
  }
  formEl.addEventListener('click', onClick)
  return () => {
    formEl.removeEventListener('click', onClick)
    delete formEl.dataset.repeaters
  }
}
