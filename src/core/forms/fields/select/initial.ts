import { oneChoice, type InitialPart } from '../initial-kit'

export const initial: InitialPart<'select'> = (field, c) => oneChoice(field, c, false)
