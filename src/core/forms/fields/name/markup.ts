import { inputId, inputName, NAME_INPUTS, visibleInputs } from '../../inputs'
import { valueOf } from '../../values'
import {
  attrs,
  classes,
  inputAria,
  options,
  subLabel,
  subNumber,
  withSubLabel,
  type Control,
  type MarkupPart,
  grouped,
  firstOfFocus,
} from '../markup-kit'

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
  const { ctx, values, fid, aria } = k
  const shown = visibleInputs(field)
  const parts = shown
    .map((input) => {
      const n = subNumber(input.id)
      const elementId = inputId(fid, field.id, n)
      const common = {
        name: inputName(field, input.id),
        id: elementId,
        autocomplete: NAME_AUTOCOMPLETE[n],
        ...inputAria(aria, { inputId: input.id }),
        'aria-required': aria.required && (n === NAME_INPUTS.first || n === NAME_INPUTS.last) ? 'true' : undefined,
      }
      const control =
        n === NAME_INPUTS.prefix && input.choices?.length
          ? `<select${attrs(common)}>${options(input.choices, (v) => v === valueOf(values, input.id), input.placeholder ?? '')}</select>`
          : `<input${attrs({ type: 'text', value: valueOf(values, input.id), placeholder: input.placeholder, ...common })}>`
      return `<span${attrs({
        id: `${elementId}_container`,
        class: `${NAME_CLASS[n] ?? ''} gform-grid-col gform-grid-col--size-auto`,
      })}>${withSubLabel(ctx, field, control, subLabel(ctx, field, input, elementId))}</span>`
    })
    .join('')
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

export const markup: MarkupPart<'name'> = { control, group: grouped, focus: firstOfFocus(visibleInputs) }
