import { inputId, inputName, TIME_INPUTS } from '../../input-ids'
import { valueOf } from '../../value-access'
import {
  attrs,
  inputAria,
  options,
  subLabel,
  subNumber,
  withSubLabel,
  type Control,
  type MarkupPart,
  grouped,
  focusOn,
} from '../markup-kit'
import { ownInputs } from '../inputs-kit'
import { inputs as timeInputs } from './inputs'

const control: Control<'time'> = (field, k) => {
  const { ctx, values, fid, aria } = k
  const inputs = ownInputs(field, timeInputs)
  const parts = inputs
    .map((input) => {
      const n = subNumber(input.id)
      const elementId = inputId(fid, field.id, n)
      const current = valueOf(values, input.id)
      const common = { name: inputName(field, input.id), id: elementId, ...inputAria(aria, { inputId: input.id }) }
      if (n === TIME_INPUTS.ampm) {
        return `<div${attrs({ class: 'gfield_time_ampm ginput_container ginput_container_time gform-grid-col', id: `${elementId}_container` })}><select${attrs(
          { ...common, 'aria-label': 'AM/PM' },
        )}>${options(
          [
            { text: 'AM', value: 'am' },
            { text: 'PM', value: 'pm' },
          ],
          (v) => v === current.toLowerCase(),
        )}</select></div>`
      }
      const hour = n === TIME_INPUTS.hour
      const control = `<input${attrs({
        type: 'number',
        maxlength: 2,
        ...common,
        value: current,
        min: hour ? (field.timeFormat === '12' ? 1 : 0) : 0,
        max: hour ? (field.timeFormat === '12' ? 12 : 24) : 59,
        step: 1,
        placeholder: input.placeholder || (hour ? 'HH' : 'MM'),
      })}>`
      const label = subLabel(
        ctx,
        field,
        { ...input, customLabel: input.customLabel || (hour ? 'Hours' : 'Minutes') },
        elementId,
        hour ? 'hour_label' : 'minute_label',
      )
      const part = `<div${attrs({
        class: `gfield_time_${hour ? 'hour' : 'minute'} ginput_container ginput_container_time gform-grid-col`,
        id: `${elementId}_container`,
      })}>${withSubLabel(ctx, field, control, label)}</div>`
      return hour ? `${part}<div class="hour_minute_colon gform-grid-col" aria-hidden="true">:</div>` : part
    })
    .join('')
  return `<div class="ginput_container ginput_complex gform-grid-row">${parts}</div>`
}

export const markup: MarkupPart<'time'> = {
  control,
  group: grouped,
  focus: focusOn((field, form) => inputId(form.id, field.id, TIME_INPUTS.hour)),
}
