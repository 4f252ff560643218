import type { CheckboxField, ImageChoiceField, RadioField } from '../../types'

/**
 * An image choice answers exactly as a radio (one) or a checkbox (several) field does: same names,
 * ids, values, checks, logic and display. So each part hands the field, seen as that type, to the
 * radio's or checkbox's own part instead of copying it. The choices keep their pictures (an
 * `ImageChoice` is a `Choice`), which only the markup uses.
 */
export const asRadio = (field: ImageChoiceField): RadioField => ({ ...field, type: 'radio' })
export const asCheckbox = (field: ImageChoiceField): CheckboxField => ({ ...field, type: 'checkbox' })

/** A part's arguments after the field. */
type Rest<F> = F extends (field: never, ...args: infer A) => unknown ? A : never

/** A part of the image choice type made of the radio's part and the checkbox's, chosen by `inputType`. */
export function byInputType<F extends (field: RadioField, ...args: never[]) => unknown>(
  radio: F,
  checkbox: (field: CheckboxField, ...args: Rest<F>) => ReturnType<F>,
): (field: ImageChoiceField, ...args: Rest<F>) => ReturnType<F> {
  return (field, ...args) =>
    field.inputType === 'checkbox'
      ? checkbox(asCheckbox(field), ...args)
      : (radio as (field: RadioField, ...args: Rest<F>) => ReturnType<F>)(asRadio(field), ...args)
}
