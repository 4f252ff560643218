import { oneOf, type Check } from '../validate-kit'

export const check: Check<'select'> = (field, c) => oneOf(c, (value) => field.choices.some((choice) => choice.value === value))
