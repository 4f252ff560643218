import { COUNTRIES } from '../../countries'
import { inputId } from '../../input-ids'
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

const ADDRESS_CLASS: Record<number, string> = {
  1: 'ginput_full address_line_1 ginput_address_line_1',
  2: 'ginput_full address_line_2 ginput_address_line_2',
  3: 'ginput_left address_city ginput_address_city',
  4: 'ginput_right address_state ginput_address_state',
  5: 'ginput_left address_zip ginput_address_zip',
  6: 'ginput_right address_country ginput_address_country',
}
const ADDRESS_AUTOCOMPLETE: Record<number, string> = {
  1: 'address-line1',
  2: 'address-line2',
  3: 'address-level2',
  4: 'address-level1',
  5: 'postal-code',
  6: 'country-name',
}

const control: Control<'address'> = (field, k) => {
  const { values, fid } = k
  const shown = shownInputs(field, inputs)
  const parts = subInputColumns(
    k,
    field,
    shown,
    (n) => ({ className: `${ADDRESS_CLASS[n] ?? ''} gform-grid-col`, autocomplete: ADDRESS_AUTOCOMPLETE[n], required: n !== 2 }),
    (common, input, n) => {
      const current = valueOf(values, input.id)
      return n === 6
        ? `<select${attrs(common)}>${options(
            COUNTRIES.map((c) => ({ text: c.name, value: c.name })),
            (v) => v === current,
            '',
          )}</select>`
        : `<input${attrs({ type: 'text', value: current, placeholder: input.placeholder, ...common })}>`
    },
  )
  const keys = ['street', 'street2', 'city', 'state', 'zip', 'country']
  const has = keys.map((key, i) => (shown.some((s) => subNumber(s.id) === i + 1) ? `has_${key}` : `no_${key}`))
  return `<div${attrs({
    class: classes('ginput_complex ginput_container', ...has, 'ginput_container_address gform-grid-row'),
    id: inputId(fid, field.id),
  })}>${parts}</div>`
}

export const markup: MarkupPart<'address'> = {
  control,
  group: grouped,
  focus: firstOfFocus((field: FieldOfType<'address'>) => shownInputs(field, inputs)),
}
