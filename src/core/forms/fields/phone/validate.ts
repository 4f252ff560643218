import { isValidPhone } from '../../phone'
import { formatted, type Check } from '../validate-kit'

export const check: Check<'phone'> = (field, c) => formatted(c, (value) => isValidPhone(value, field), c.m.phone)
