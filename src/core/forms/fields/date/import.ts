import { DATE_FORMATS } from '../../date'
import { inputsOf, oneOf, type Importer } from '../import-kit'

export const importer: Importer<'date'> = (raw, base) => ({
  ...base,
  type: 'date',
  dateType: oneOf(raw.dateType, ['datepicker', 'datedropdown', 'datefield'] as const) ?? 'datepicker',
  dateFormat: oneOf(raw.dateFormat, DATE_FORMATS) ?? 'mdy',
  ...(oneOf(raw.calendarIconType, ['none', 'calendar'] as const)
    ? { calendarIconType: oneOf(raw.calendarIconType, ['none', 'calendar'] as const) }
    : {}),
  ...(inputsOf(raw) ? { inputs: inputsOf(raw) } : {}),
})
