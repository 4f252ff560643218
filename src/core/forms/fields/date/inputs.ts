import { DATE_INPUTS, dateInputOrder } from '../../input-ids'
import { ownInput, sub, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'date'> = {
  defaults: ({ id, dateType }) =>
    dateType === 'datepicker'
      ? []
      : [sub(id, DATE_INPUTS.month, 'Month'), sub(id, DATE_INPUTS.day, 'Day'), sub(id, DATE_INPUTS.year, 'Year')],
  targets: (field, sink) => {
    if (field.dateType === 'datepicker') ownInput(field, sink)
    else sink.set(`input_${field.id}[]`, { kind: 'positional', field, inputIds: dateInputOrder(field) })
  },
}
