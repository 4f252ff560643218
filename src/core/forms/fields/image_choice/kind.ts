import type { CheckboxField, ImageChoiceField, RadioField } from '../../types'

/**
 * An image choice answers exactly as a radio (one) or a checkbox (several) field does: same names,
 * ids, values, checks, logic and display. So each part hands the field, seen as that type, to the
 * radio's or checkbox's own part instead of copying it. The choices keep their pictures (an
 * `ImageChoice` is a `Choice`), which only the markup uses.
 */
export const asRadio = (field: ImageChoiceField): RadioField => ({ ...field, type: 'radio' })
export const asCheckbox = (field: ImageChoiceField): CheckboxField => ({ ...field, type: 'checkbox' })

/** A part of the image choice type made of the radio's part and the checkbox's, chosen by `inputType`. */
export function byInputType<A extends unknown[], R>(
  radio: (field: RadioField, ...args: A) => R,
  checkbox: (field: CheckboxField, ...args: A) => R,
): (field: ImageChoiceField, ...args: A) => R {
  return (field, ...args) =>
    field.inputType === 'checkbox' ? checkbox(asCheckbox(field), ...args) : radio(asRadio(field), ...args)
}
