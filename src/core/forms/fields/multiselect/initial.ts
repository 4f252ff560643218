import { wantedChoices, type InitialPart } from '../initial-kit'

export const initial: InitialPart<'multiselect'> = (field, c) => {
  const wanted = wantedChoices(field, c)
  const list = field.choices.map((choice) => choice.value).filter((v) => wanted.includes(v))
  if (list.length) c.values[String(field.id)] = list
}
