import { inputId, NAME_INPUTS } from '../../input-ids'
import type { FieldOfType } from '../../types'
import { valueOf } from '../../value-access'
import {
  attrs,
  classes,
  options,
  subNumber,
  type Control,
  type MarkupPart,
  grouped,
  firstOfFocus,
  subInputColumns,
} from '../markup-kit'
import { shownInputs } from '../inputs-kit'
import { inputs } from './inputs'

const NAME_CLASS: Record<number, string> = {
  [NAME_INPUTS.prefix]: 'name_prefix name_prefix_select',
  [NAME_INPUTS.first]: 'name_first',
  [NAME_INPUTS.middle]: 'name_middle',
  [NAME_INPUTS.last]: 'name_last',
  [NAME_INPUTS.suffix]: 'name_suffix',
}
const NAME_AUTOCOMPLETE: Record<number, string> = {
  [NAME_INPUTS.prefix]: 'honorific-prefix',
  [NAME_INPUTS.first]: 'given-name',
  [NAME_INPUTS.middle]: 'additional-name',
  [NAME_INPUTS.last]: 'family-name',
  [NAME_INPUTS.suffix]: 'honorific-suffix',
}

const control: Control<'name'> = (field, k) => {
  const { values, fid } = k
  const shown = shownInputs(field, inputs)
  const parts = subInputColumns(
    k,
    field,
    shown,
    (n) => ({
      className: `${NAME_CLASS[n] ?? ''} gform-grid-col gform-grid-col--size-auto`,
      autocomplete: NAME_AUTOCOMPLETE[n],
      required: n === NAME_INPUTS.first || n === NAME_INPUTS.last,
    }),
    (common, input, n) =>
      n === NAME_INPUTS.prefix && input.choices?.length
        ? `<select${attrs(common)}>${options(input.choices, (v) => v === valueOf(values, input.id), input.placeholder ?? '')}</select>`
        : `<input${attrs({ type: 'text', value: valueOf(values, input.id), placeholder: input.placeholder, ...common })}>`,
  )
  const has = (n: number, key: string) => (shown.some((i) => subNumber(i.id) === n) ? `has_${key}` : `no_${key}`)
  return `<div${attrs({
    class: classes(
      'ginput_complex ginput_container ginput_container--name',
      has(NAME_INPUTS.prefix, 'prefix'),
      has(NAME_INPUTS.first, 'first_name'),
      has(NAME_INPUTS.middle, 'middle_name'),
      has(NAME_INPUTS.last, 'last_name'),
      has(NAME_INPUTS.suffix, 'suffix'),
      `gf_name_has_${shown.length} ginput_container_name gform-grid-row`,
    ),
    id: inputId(fid, field.id),
  })}>${parts}</div>`
}

export const markup: MarkupPart<'name'> = {
  control,
  group: grouped,
  focus: firstOfFocus((field: FieldOfType<'name'>) => shownInputs(field, inputs)),
}
