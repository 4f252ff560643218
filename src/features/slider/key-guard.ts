import type { Swiper as SwiperInstance } from 'swiper/types'

/**
 * Controls that use the arrow keys themselves (WAI-ARIA Authoring Practices: grids such as the
 * date picker's days, menus, list boxes, tabs, radio groups, sliders, combo boxes, trees) and the
 * native ones that do too. Swiper's keyboard module listens on the whole document and steps aside
 * only for inputs, text areas and editable text, so without this a key meant for one of these
 * would also move a slider that is in view.
 */
export const ARROW_KEY_CONTROLS = [
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="grid"]',
  '[role="treegrid"]',
  '[role="tree"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="menubar"]',
  '[role="tablist"]',
  '[role="radiogroup"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[role="combobox"]',
  '[role="scrollbar"]',
].join(', ')

/**
 * Keeps a slider's keyboard control out of keys meant for another control. A capturing listener
 * on the window runs before Swiper's document listener; while focus is in such a control it takes
 * Swiper's listener off for this one key (a listener removed during dispatch is not called) and
 * puts it back once the key has been handled. Checked at each key, not on focus changes, because
 * a focused element that is removed from the page fires no focusout.
 */
export function guardSliderKeys(swiper: SwiperInstance): () => void {
  const onKey = () => {
    const keyboard = swiper.keyboard
    if (!keyboard?.enabled || !document.activeElement?.closest(ARROW_KEY_CONTROLS)) return
    keyboard.disable()
    setTimeout(() => {
      if (!swiper.destroyed) keyboard.enable()
    }, 0)
  }
  window.addEventListener('keydown', onKey, true)
  return () => window.removeEventListener('keydown', onKey, true)
}
