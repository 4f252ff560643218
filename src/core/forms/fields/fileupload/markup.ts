import { uploadControl } from '../../../uploads/markup'
import { inputId } from '../../input-ids'
import { inputAria, type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'fileupload'> = (field, k) => {
  const { ctx, fid, aria, value } = k
  return uploadControl({
    formId: fid,
    field,
    value,
    inputId: inputId(fid, field.id),
    aria: inputAria(aria),
    upload: ctx.options.upload,
  })
}

export const markup: MarkupPart<'fileupload'> = { control, group: notGrouped, focus: ownInputFocus }
