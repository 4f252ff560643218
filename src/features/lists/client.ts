/**
 * The list field's add and remove buttons. A new row is a copy of the row it was added
 * after, emptied; the add buttons are disabled at the maximum row count and the remove
 * buttons hidden while one row remains; the live region says `New row added.` or
 * `Row removed`, and focus moves to the new row's first input (or to the row before the
 * removed one). Every cell keeps its `input_{id}[]` name, so the post is the rows in order.
 */
import { ROW_ADDED, ROW_REMOVED } from '../../core/lists/list'
import { announce } from '../forms/client/live'

function rowsOf(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(':scope > .gfield_list_groups > .gfield_list_group')]
}

const labelWithRow = (label: string, row: number) => label.replace(/row \d+/, `row ${row}`)

/** Numbers the rows' labels and sets the buttons' state. */
export function syncList(container: Element) {
  const rows = rowsOf(container)
  const max = Number((container as HTMLElement).dataset.maxRows) || 100
  rows.forEach((row, index) => {
    row.classList.toggle('gfield_list_row_odd', index % 2 === 0)
    row.classList.toggle('gfield_list_row_even', index % 2 === 1)
    for (const input of row.querySelectorAll<HTMLInputElement>('input')) {
      input.setAttribute('aria-label', labelWithRow(input.getAttribute('aria-label') ?? '', index + 1))
      if (index > 0) input.removeAttribute('id')
    }
    const add = row.querySelector<HTMLButtonElement>('.add_list_item')
    const remove = row.querySelector<HTMLButtonElement>('.delete_list_item')
    if (add) {
      add.hidden = false
      add.disabled = rows.length >= max
    }
    if (remove) {
      remove.hidden = rows.length <= 1
      remove.setAttribute('aria-label', labelWithRow(remove.getAttribute('aria-label') ?? '', index + 1))
    }
  })
}

function addRow(container: Element, after: HTMLElement) {
  const max = Number((container as HTMLElement).dataset.maxRows) || 100
  if (rowsOf(container).length >= max) return
  const row = after.cloneNode(true) as HTMLElement
  for (const input of row.querySelectorAll<HTMLInputElement>('input')) {
    input.value = ''
    input.removeAttribute('aria-invalid')
  }
  after.after(row)
  syncList(container)
  announce(ROW_ADDED)
  row.querySelector<HTMLInputElement>('input')?.focus()
  row.querySelector('input')?.dispatchEvent(new Event('change', { bubbles: true }))
}

function removeRow(container: Element, row: HTMLElement) {
  const rows = rowsOf(container)
  if (rows.length <= 1) return
  const index = rows.indexOf(row)
  const focusRow = rows[index - 1] ?? rows[index + 1]
  row.remove()
  syncList(container)
  announce(ROW_REMOVED)
  focusRow?.querySelector<HTMLInputElement>('input')?.focus()
  focusRow?.querySelector('input')?.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Starts the lists of a rendered form; returns the cleanup. */
export function enhanceLists(formEl: HTMLFormElement): () => void {
  for (const container of formEl.querySelectorAll('.gfield_list_container')) syncList(container)
  if (formEl.dataset.lists === 'on') return () => {}
  formEl.dataset.lists = 'on'
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('.add_list_item, .delete_list_item')
    const row = button?.closest<HTMLElement>('.gfield_list_group')
    const container = button?.closest('.gfield_list_container')
    if (!button || !row || !container || button.disabled) return
    event.preventDefault()
    if (button.classList.contains('add_list_item')) addRow(container, row)
    else removeRow(container, row)
  }
  formEl.addEventListener('click', onClick)
  return () => formEl.removeEventListener('click', onClick)
}
