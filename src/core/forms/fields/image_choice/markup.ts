import type { ImageChoiceField } from '../../types'
import { checkboxControl, markup as checkbox } from '../checkbox/markup'
import { attrs, grouped, type ChoiceLook, type Control, type MarkupPart } from '../markup-kit'
import { radioControl, markup as radio } from '../radio/markup'
import { asCheckbox, asRadio, byInputType } from './kind'

/**
 * GF 2.9's card: the picture in its wrappers, then the radio's or checkbox's own input and label
 * (the label covers the card in CSS, so the whole card picks). A choice without a picture shows
 * an empty box of the same size, so the cards line up.
 */
function picture(field: ImageChoiceField, index: number): string {
  const image = field.choices[index]?.image
  const inner = image
    ? `<img${attrs({
        class: 'gfield-choice-image',
        src: image.url,
        // The label names the choice; a picture without its own words is decoration.
        alt: image.alt ?? '',
        loading: 'lazy',
        decoding: 'async',
        width: image.width,
        height: image.height,
      })}>`
    : '<span class="gfield-choice-image gfield-choice-image--none" aria-hidden="true"></span>'
  return `<div class="gfield-image-choice-wrapper-outer"><div class="gfield-image-choice-wrapper-inner"><div class="gfield-choice-image-wrapper">${inner}</div>`
}

// GF closes the card's two wrappers after the label: `before` opens them, the label's `after` cannot
// (a radio's "other" box uses it), so the wrappers close around the picture alone.
const look = (field: ImageChoiceField): ChoiceLook => ({
  container: 'image_choice',
  before: (index) => `${picture(field, index)}</div></div>`,
})

const control: Control<'image_choice'> = (field, k) =>
  field.inputType === 'checkbox'
    ? checkboxControl(asCheckbox(field), k, look(field))
    : radioControl(asRadio(field), k, look(field))

export const markup: MarkupPart<'image_choice'> = {
  control,
  group: grouped,
  focus: byInputType(radio.focus, checkbox.focus),
  wrapper: (field) => ({
    inputType: field.inputType,
    classes: ['gfield--type-choice', 'gfield--image-choice-appearance-card'],
  }),
}
