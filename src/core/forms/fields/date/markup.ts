import { datePattern, dropdownYears, parseIsoDate } from '../../date'
import { dateLimitText } from '../../date-limits'
import { DATE_INPUTS, dateInputOrder, inputId, inputLabel, inputName, subInputId } from '../../input-ids'
import { valueOf } from '../../value-access'
import {
  attrs,
  classes,
  esc,
  inputAria,
  options,
  subLabel,
  subNumber,
  withSubLabel,
  type Control,
  type MarkupPart,
  focusOn,
} from '../markup-kit'
import { ownInputs } from '../inputs-kit'
import { inputs as dateInputs } from './inputs'

const control: Control<'date'> = (field, k) => {
  const { ctx, values, fid, aria, value } = k
  const pattern = datePattern(field.dateFormat)
  if (field.dateType === 'datepicker') {
    const formatId = `${inputId(fid, field.id)}_date_format`
    return `<div class="ginput_container ginput_container_date"><input${attrs({
      name: inputName(field),
      id: inputId(fid, field.id),
      type: 'text',
      value,
      class: classes(
        'datepicker gform-datepicker',
        field.dateFormat,
        field.calendarIconType === 'calendar' && 'datepicker_with_icon gdatepicker_with_icon',
      ),
      placeholder: field.placeholder || pattern,
      autocomplete: 'off',
      'data-date-format': field.dateFormat,
      'data-min-date': field.minDate,
      'data-max-date': field.maxDate,
      ...inputAria(aria, { extra: [formatId] }),
    })}><span${attrs({ id: formatId, class: 'screen-reader-text' })}>Date format: ${esc(pattern)}${esc(
      dateLimitText(field),
    )}</span></div>`
  }
  const year = parseIsoDate(ctx.options.context.today)?.year ?? 2000
  const inputs = new Map(ownInputs(field, dateInputs).map((i) => [i.id, i]))
  const parts = dateInputOrder(field)
    .map((subId) => {
      const n = subNumber(subId)
      const input = inputs.get(subId) ?? { id: subId, label: '' }
      const elementId = inputId(fid, field.id, n)
      const kind = n === DATE_INPUTS.month ? 'month' : n === DATE_INPUTS.day ? 'day' : 'year'
      const current = valueOf(values, subId)
      const common = { name: inputName(field, subId), id: elementId, ...inputAria(aria, { inputId: subId }) }
      if (field.dateType === 'datedropdown') {
        const list =
          kind === 'year'
            ? dropdownYears(year).map(String)
            : Array.from({ length: kind === 'month' ? 12 : 31 }, (_, i) => String(i + 1))
        const choiceList = list.map((v) => ({ value: v, text: kind === 'year' ? v : v.padStart(2, '0') }))
        return `<div${attrs({ class: `gfield_date_dropdown_${kind} ginput_container ginput_date`, id: `${elementId}_container` })}><select${attrs(
          {
            ...common,
            'aria-label': inputLabel(input),
          },
        )}>${options(choiceList, (v) => Number(v) === Number(current) && current !== '', inputLabel(input))}</select></div>`
      }
      const range = kind === 'month' ? [1, 12] : kind === 'day' ? [1, 31] : [1920, 2100]
      const control = `<input${attrs({
        type: 'number',
        maxlength: kind === 'year' ? 4 : 2,
        ...common,
        value: current,
        min: range[0],
        max: range[1],
        step: 1,
        placeholder: input.placeholder || (kind === 'year' ? 'YYYY' : kind === 'month' ? 'MM' : 'DD'),
      })}>`
      return `<div${attrs({ class: `gfield_date_${kind} ginput_container ginput_date`, id: `${elementId}_container` })}>${withSubLabel(
        ctx,
        field,
        control,
        subLabel(ctx, field, input, elementId),
      )}</div>`
    })
    .join('')
  return `<div${attrs({
    id: inputId(fid, field.id),
    class: 'ginput_container ginput_complex ginput_container_date gform-grid-row',
  })}>${parts}</div>`
}

export const markup: MarkupPart<'date'> = {
  control,
  group: (field) => field.dateType !== 'datepicker',
  focus: focusOn((field, form) =>
    field.dateType === 'datepicker'
      ? inputId(form.id, field.id)
      : inputId(form.id, field.id, subNumber(dateInputOrder(field)[0] ?? subInputId(field.id, DATE_INPUTS.month))),
  ),
}
