import { TIME_INPUTS } from '../../input-ids'
import { ownInputs, sub, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'time'> = {
  defaults: ({ id, timeFormat }) => [
    sub(id, TIME_INPUTS.hour, 'HH'),
    sub(id, TIME_INPUTS.minute, 'MM'),
    ...(timeFormat === '12' ? [sub(id, TIME_INPUTS.ampm, 'AM/PM')] : []),
  ],
  targets: (field, sink) =>
    sink.set(`input_${field.id}[]`, { kind: 'positional', field, inputIds: ownInputs(field, inputs).map((i) => i.id) }),
}
