import { listControl } from '../../../lists/list'
import { listOf } from '../../value-access'
import { attrs, esc, inputAria, type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'list'> = (field, k) => {
  const { values, fid, id, aria } = k
  return listControl({ formId: fid, attrs, esc, aria: inputAria(aria) }, field, listOf(values, id))
}

export const markup: MarkupPart<'list'> = { control, group: notGrouped, focus: ownInputFocus }
