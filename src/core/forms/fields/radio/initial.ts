import { oneChoice, type InitialPart } from '../initial-kit'

// An "other" answer may come from the address, never from a default.
export const initial: InitialPart<'radio'> = (field, c) =>
  oneChoice(field, c, field.enableOtherChoice === true && c.fromQuery !== undefined)
