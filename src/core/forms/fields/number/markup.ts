import { inputAria, instructionId, type Control, type MarkupPart, notGrouped, ownInputFocus } from '../markup-kit'

const control: Control<'number'> = (field, k) => {
  const { fid, aria, single } = k
  const note = field.rangeMin !== undefined || field.rangeMax !== undefined ? [instructionId(fid, field.id)] : []
  return single('text', {
    inputmode: 'decimal',
    readonly: field.enableCalculation === true,
    ...inputAria(aria, { extra: note }),
  })
}

export const markup: MarkupPart<'number'> = { control, group: notGrouped, focus: ownInputFocus }
