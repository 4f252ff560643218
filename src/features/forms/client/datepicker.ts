/**
 * The date picker of `datepicker` date fields: a button beside the text input opens a modal
 * dialog with a month grid, following the WAI-ARIA "date picker dialog" pattern. Weeks start
 * on Monday. The text input stays the real field: typing a date works without the dialog,
 * and without JavaScript.
 *
 * Keys: on the grid, arrows, Home/End, Page Up/Down (Shift: a year) move the focused day,
 * Enter or Space picks it; Escape closes without picking; Tab cycles through the dialog's
 * buttons and the grid. Focus returns to the button when the dialog closes.
 */
import { dayLabel, monthLabel, moveFocus, sameDay, today } from '../../../core/forms/client-datepicker'
import { clampToLimits, withinLimits } from '../../../core/forms/date-limits'
import { formatDate, monthGrid, parseDate, WEEKDAYS_SHORT, type DateParts } from '../../../core/forms/date'
import type { DateField } from '../../../core/forms/types'

const SVG_NS = 'http://www.w3.org/2000/svg'
const WEEKDAY_ABBR = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function calendarIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('width', '20')
  svg.setAttribute('height', '20')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  const path = document.createElementNS(SVG_NS, 'path')
  path.setAttribute('d', 'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z')
  path.setAttribute('fill', 'none')
  path.setAttribute('stroke', 'currentColor')
  path.setAttribute('stroke-width', '2')
  path.setAttribute('stroke-linecap', 'round')
  path.setAttribute('stroke-linejoin', 'round')
  svg.append(path)
  return svg
}

function button(className: string, label: string, text: string): HTMLButtonElement {
  const b = document.createElement('button')
  b.type = 'button'
  b.className = className
  b.setAttribute('aria-label', label)
  b.textContent = text
  return b
}

/** The field's label text, for the button's name ("Choose date, Wanted by"). */
function labelOf(input: HTMLInputElement, field: DateField): string {
  const label = input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null
  return (
    (label?.textContent ?? field.label)
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim() || field.label
  )
}

/**
 * Adds the picker to one date input (once; calling it again on the same input does
 * nothing). Returns a function that closes an open dialog.
 */
export function attachDatepicker(input: HTMLInputElement, field: DateField, formId: number): () => void {
  if (input.dataset.gformDatepicker === '1') return () => {}
  input.dataset.gformDatepicker = '1'
  const container = input.parentElement ?? input
  container.classList.add('gform-datepicker-container')
  const baseId = `gform_datepicker_${formId}_${field.id}`

  const trigger = button('gform-datepicker-trigger', `Choose date, ${labelOf(input, field)}`, '')
  trigger.id = `${baseId}_trigger`
  trigger.setAttribute('aria-haspopup', 'dialog')
  trigger.setAttribute('aria-expanded', 'false')
  trigger.append(calendarIcon())
  input.insertAdjacentElement('afterend', trigger)

  let dialog: HTMLElement | null = null
  let focused: DateParts = today()
  let selected: DateParts | null = null

  const close = (returnFocus: boolean) => {
    if (!dialog) return
    dialog.remove()
    dialog = null
    trigger.setAttribute('aria-expanded', 'false')
    document.removeEventListener('pointerdown', onOutside, true)
    if (returnFocus) trigger.focus()
  }

  const onOutside = (event: PointerEvent) => {
    if (dialog && !dialog.contains(event.target as Node) && event.target !== trigger && !trigger.contains(event.target as Node)) {
      close(false)
    }
  }

  const pick = (date: DateParts) => {
    if (!withinLimits(field, date)) return
    input.value = formatDate(date, field.dateFormat)
    // The form's own listeners (conditional logic, validation) hear the change as if typed.
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.dispatchEvent(new Event('change', { bubbles: true }))
    close(true)
  }

  const render = (focusGrid: boolean) => {
    if (!dialog) return
    const title = dialog.querySelector<HTMLElement>('.gform-datepicker-dialog__title')
    if (title) title.textContent = monthLabel(focused.year, focused.month)
    const body = dialog.querySelector('tbody')
    if (!body) return
    const now = today()
    const rows = monthGrid(focused.year, focused.month).map((week) => {
      const tr = document.createElement('tr')
      for (const day of week) {
        const td = document.createElement('td')
        if (day.inMonth) {
          td.textContent = String(day.day)
          td.dataset.date = day.iso
          td.setAttribute('aria-label', dayLabel(day))
          const isFocused = sameDay(day, focused)
          td.tabIndex = isFocused ? 0 : -1
          if (sameDay(day, selected)) td.setAttribute('aria-selected', 'true')
          if (!withinLimits(field, day)) {
            td.setAttribute('aria-disabled', 'true')
            td.classList.add('gform-datepicker-dialog__disabled')
          }
          if (sameDay(day, now)) {
            td.classList.add('gform-datepicker-dialog__today')
            td.setAttribute('aria-current', 'date')
          }
        } else {
          td.className = 'gform-datepicker-dialog__outside'
        }
        tr.append(td)
      }
      return tr
    })
    body.replaceChildren(...rows)
    if (focusGrid) body.querySelector<HTMLElement>('td[tabindex="0"]')?.focus()
  }

  const moveTo = (date: DateParts, focusGrid = true) => {
    focused = date
    render(focusGrid)
  }

  const open = () => {
    if (dialog) return
    selected = parseDate(input.value, field.dateFormat)
    focused = clampToLimits(field, selected ?? today())
    dialog = document.createElement('div')
    dialog.className = 'gform-datepicker-dialog'
    dialog.id = `${baseId}_dialog`
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', `${baseId}_title`)

    const header = document.createElement('div')
    header.className = 'gform-datepicker-dialog__header'
    const prevYear = button('gform-datepicker-dialog__nav', 'Previous year', '«')
    const prevMonth = button('gform-datepicker-dialog__nav', 'Previous month', '‹')
    const nextMonth = button('gform-datepicker-dialog__nav', 'Next month', '›')
    const nextYear = button('gform-datepicker-dialog__nav', 'Next year', '»')
    const title = document.createElement('h2')
    title.id = `${baseId}_title`
    title.className = 'gform-datepicker-dialog__title'
    title.setAttribute('aria-live', 'polite')
    header.append(prevYear, prevMonth, title, nextMonth, nextYear)
    const nav = (months: number) => () => {
      const m = moveFocus(focused, months > 0 ? 'PageDown' : 'PageUp', Math.abs(months) === 12)
      if (m) moveTo(m, false)
    }
    prevYear.addEventListener('click', nav(-12))
    prevMonth.addEventListener('click', nav(-1))
    nextMonth.addEventListener('click', nav(1))
    nextYear.addEventListener('click', nav(12))

    const table = document.createElement('table')
    table.className = 'gform-datepicker-dialog__grid'
    table.setAttribute('role', 'grid')
    table.setAttribute('aria-labelledby', title.id)
    const head = document.createElement('thead')
    const headRow = document.createElement('tr')
    WEEKDAYS_SHORT.forEach((short, i) => {
      const th = document.createElement('th')
      th.scope = 'col'
      th.abbr = WEEKDAY_ABBR[i] ?? short
      th.textContent = short
      headRow.append(th)
    })
    head.append(headRow)
    table.append(head, document.createElement('tbody'))

    table.addEventListener('keydown', (event) => {
      const cell = (event.target as Element).closest('td[data-date]')
      if (!cell) return
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        pick(focused)
        return
      }
      const next = moveFocus(focused, event.key, event.shiftKey)
      if (next) {
        event.preventDefault()
        moveTo(next)
      }
    })
    table.addEventListener('click', (event) => {
      const cell = (event.target as Element).closest<HTMLElement>('td[data-date]')
      const iso = cell?.dataset.date
      if (!iso) return
      const [y, m, d] = iso.split('-').map(Number)
      if (y && m && d) pick({ year: y, month: m, day: d })
    })

    const footer = document.createElement('div')
    footer.className = 'gform-datepicker-dialog__footer'
    const cancel = button('gform-datepicker-dialog__cancel', 'Cancel', 'Cancel')
    cancel.removeAttribute('aria-label')
    cancel.addEventListener('click', () => close(true))
    footer.append(cancel)

    dialog.append(header, table, footer)
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        close(true)
        return
      }
      if (event.key !== 'Tab' || !dialog) return
      // A modal dialog keeps Tab inside: the navigation buttons, the focused day, Cancel.
      const stops = [
        ...dialog.querySelectorAll<HTMLElement>(
          '.gform-datepicker-dialog__header button, td[tabindex="0"], .gform-datepicker-dialog__footer button',
        ),
      ]
      const index = stops.indexOf(document.activeElement as HTMLElement)
      const nextIndex = event.shiftKey ? (index <= 0 ? stops.length - 1 : index - 1) : index >= stops.length - 1 ? 0 : index + 1
      event.preventDefault()
      stops[nextIndex]?.focus()
    })

    trigger.insertAdjacentElement('afterend', dialog)
    trigger.setAttribute('aria-expanded', 'true')
    document.addEventListener('pointerdown', onOutside, true)
    render(true)
  }

  trigger.addEventListener('click', () => (dialog ? close(true) : open()))
  return () => close(false)
}
