import { isValidWebsite } from '../../formats'
import { formatted, type Check } from '../validate-kit'

export const check: Check<'website'> = (_field, c) => formatted(c, isValidWebsite, c.m.website)
