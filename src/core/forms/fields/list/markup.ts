import { listControl } from '../../../lists/list'
import { listOf } from '../../values'
import { attrs, esc, inputAria, type Control } from '../markup-kit'

export const control: Control<'list'> = (field, k) => {
  const { values, fid, id, aria } = k
  return listControl({ formId: fid, attrs, esc, aria: inputAria(aria) }, field, listOf(values, id))
}
