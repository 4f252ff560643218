/**
 * What a type's `initial.ts` (`fields/<type>/initial.ts`) does for `initialValues`
 * (`core/forms/merge-tags.ts`): the values it starts with, from the query string where it allows
 * population, else its default value, else its preselected choices. Apart from the map
 * (`fields/index.ts`) so a folder can use these without importing the map that lists it.
 */
import type { Field, FieldOfType, FieldType, InputId, PriceChoice, SubInput } from '../types'
import type { Values } from '../value-access'

export type InitialContext = {
  /** The form's values so far; a type may read back what it set. */
  values: Values
  /** The values of the field's parameter (`inputName`) in the query, when it allows population. */
  fromQuery: string[] | undefined
  /** The values of a sub-input's parameter in the query, when the field allows population. */
  populated: (name: string | undefined) => string[] | undefined
  /** A default value with its merge tags replaced (unknown ones removed), within the length cap. */
  fill: (text: string | undefined) => string
  /** Keeps a value unless it is empty. */
  set: (inputId: InputId, value: string) => void
}

export type InitialPart<T extends FieldType> = (field: FieldOfType<T>, c: InitialContext) => void

/** Starts empty, whatever the address says. */
export const noInitial = () => undefined

/** The field's parameter from the query, else its default value. */
export const queryOrDefault = (field: Field, c: InitialContext) =>
  c.set(String(field.id), c.fromQuery?.[0] ?? c.fill(field.defaultValue))

/** Each shown sub-input's parameter from the query, else its default value (name, address). */
export function subInputDefaults(shown: readonly SubInput[], c: InitialContext) {
  for (const input of shown) {
    c.set(input.id, c.populated(input.name)?.[0] ?? c.fill(input.defaultValue))
  }
}

/** A priced field's preselected choice; prices are never taken from an address. */
export const preselected = (field: { id: number; choices?: PriceChoice[] }, c: InitialContext) => {
  const choice = field.choices?.find((choice) => choice.isSelected)
  if (choice) c.set(String(field.id), choice.value)
}

/** The choices asked for in the query (a comma-separated list, or the parameter repeated), else the preselected ones. */
export const wantedChoices = (field: FieldOfType<'multiselect' | 'checkbox'>, c: InitialContext) =>
  c.fromQuery
    ? c.fromQuery.flatMap((v) => v.split(',')).map((v) => v.trim())
    : field.choices.filter((choice) => choice.isSelected).map((choice) => choice.value)

/** A drop down's or radio's one value: asked for, defaulted or preselected, if it is a choice. */
export const oneChoice = (field: FieldOfType<'select' | 'radio'>, c: InitialContext, acceptOther: boolean) => {
  const wanted =
    c.fromQuery?.[0] ?? (c.fill(field.defaultValue) || field.choices.find((choice) => choice.isSelected)?.value || '')
  if (field.choices.some((choice) => choice.value === wanted) || acceptOther) c.set(String(field.id), wanted)
}
