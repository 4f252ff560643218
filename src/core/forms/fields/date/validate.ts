import { datePartsFrom, datePattern, parseDate } from '../../date'
import { dateLimitError } from '../../date-limits'
import { DATE_INPUTS } from '../../input-ids'
import { part, requiredComplex, type Check } from '../validate-kit'
import { shownInputs } from '../inputs-kit'
import { inputs } from './inputs'

export const check: Check<'date'> = (field, c) => {
  const { value, required, fail, m } = c
  if (field.dateType === 'datepicker') {
    if (!value) return required ? fail(m.required) : null
    const parsed = parseDate(value, field.dateFormat)
    if (!parsed) return fail(m.dateFormat(datePattern(field.dateFormat)))
    const outside = dateLimitError(field, parsed)
    return outside ? fail(outside) : null
  }
  const { month, day, year } = DATE_INPUTS
  const [m1, d1, y1] = [part(field, c, month), part(field, c, day), part(field, c, year)]
  if (!m1 && !d1 && !y1) return required ? fail(m.required) : null
  if (required) {
    const error = requiredComplex(field, shownInputs(field, inputs), c, [month, day, year])
    if (error) return error
  }
  const parts = datePartsFrom(y1, m1, d1)
  if (!parts) return fail(m.date)
  const outside = dateLimitError(field, parts)
  return outside ? fail(outside) : null
}
