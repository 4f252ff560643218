import { inputsOf, str, type Importer } from '../import-kit'

export const importer: Importer<'time'> = (raw, base) => ({
  ...base,
  type: 'time',
  timeFormat: str(raw.timeFormat) === '24' ? '24' : '12',
  ...(inputsOf(raw) ? { inputs: inputsOf(raw) } : {}),
})
