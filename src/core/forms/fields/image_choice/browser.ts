/**
 * The image choice's part of the forms script, loaded only for forms that have the field (chunk
 * `image-choice`). The cards are native radios and checkboxes, so keyboard, arrow keys and posting
 * need nothing; what CSS cannot do everywhere is mark the chosen card in browsers without `:has()`.
 * It keeps `gchoice--selected` on the cards whose input is checked.
 */
const CARD = '.gfield--type-image_choice .gchoice'

export function enhanceImageChoices(formEl: HTMLFormElement): () => void {
  const sync = () => {
    for (const card of formEl.querySelectorAll<HTMLElement>(CARD)) {
      const input = card.querySelector<HTMLInputElement>('input.gfield-choice-input')
      card.classList.toggle('gchoice--selected', input?.checked === true)
    }
  }
  // A radio's change does not fire on the button it unchecks: every card is read again.
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.closest(CARD)) sync()
  }
  formEl.addEventListener('change', onChange)
  sync()
  return () => formEl.removeEventListener('change', onChange)
}
