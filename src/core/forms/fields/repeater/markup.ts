import { domIds } from '../../input-ids'
import { parseSubErrorInput, repeaterControl, subElementId } from '../../../repeater/repeater'

import { listOf } from '../../value-access'
import { attrs, esc, inputAria, REQUIRED_MARK, type Control, type MarkupPart, grouped } from '../markup-kit'

const control: Control<'repeater'> = (field, k) => {
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

export const markup: MarkupPart<'repeater'> = {
  control,
  group: grouped,
  // An item's sub-input (`5[1][2]`), else the first item's first input.
  focus: (field, form, forInput) => {
    const at = forInput ? parseSubErrorInput(forInput) : null
    const first = field.fields[0]
    if (at) return subElementId(form.id, field.id, at.index, at.subId)
    return first ? subElementId(form.id, field.id, 0, first.id) : domIds.field(form.id, field.id)
  },
}
