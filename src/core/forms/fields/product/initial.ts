import { preselected, type InitialPart } from '../initial-kit'

// A product whose price the visitor names may start at its default amount.
export const initial: InitialPart<'product'> = (field, c) => {
  preselected(field, c)
  if (field.inputType === 'price') c.set(String(field.id), c.fill(field.defaultValue))
}
