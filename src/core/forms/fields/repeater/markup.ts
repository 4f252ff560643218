import { repeaterControl } from '../../../repeater/repeater'

import { listOf } from '../../values'
import { attrs, esc, inputAria, REQUIRED_MARK, type Control } from '../markup-kit'

export const control: Control<'repeater'> = (field, k) => {
  const { values, fid, id, aria } = k
  return repeaterControl(
    {
      formId: fid,
      attrs,
      esc,
      aria: (input) => ({ ...inputAria(aria, { inputId: input, partial: true }), 'aria-required': undefined }),
      requiredMark: REQUIRED_MARK,
    },
    field,
    listOf(values, id),
  )
}
