/**
 * What a type's `display.ts` (`fields/<type>/display.ts`) gives `core/forms/merge-tags.ts`: its
 * value as people read it, in entries, CSV exports, e-mails and merge tags. Apart from the map
 * (`fields/index.ts`) so a folder can use these without importing the map that lists it.
 */
import type { Choice, Field, FieldOfType, FieldType, PriceChoice, SubInput } from '../types'
import { valueOf, type Values } from '../value-access'
import { currencyOf } from '../../money/currency'
import { choiceLabel, findChoice } from '../../pricing/choices'

/** Plain text, lines separated by `\n`; `currency` is the form's (a code; EUR when absent). */
export type DisplayPart<T extends FieldType> = (field: FieldOfType<T>, values: Values, currency: string | undefined) => string

/** One column of a CSV export: its heading and the text of an entry's values. */
export type ExportColumn = { header: string; text: (values: Values) => string }

/**
 * The columns a field's answer takes in a CSV export, where one column is not enough (a list's
 * columns); `undefined` (or no such part) is one column, the `display` text under the field's label.
 */
export type ExportColumnsPart<T extends FieldType> = (field: FieldOfType<T>) => ExportColumn[] | undefined

/** Shows nothing: holds no value, or one never shown (a password). */
export const noDisplay = () => ''

/** The field's own input as it was posted. */
export const ownText = (field: Field, values: Values) => valueOf(values, String(field.id))

/** A choice's text for its value; an unknown value as it is. */
export const choiceText = (choices: readonly Choice[], value: string) => choices.find((c) => c.value === value)?.text ?? value

/** The texts of the ticked boxes of a checkbox field, whose sub-inputs are `inputs`, in order. */
export const tickedTexts = (field: FieldOfType<'checkbox'>, inputs: readonly SubInput[], values: Values) =>
  inputs
    .map((input, i) => (valueOf(values, input.id) ? (field.choices[i]?.text ?? '') : ''))
    .filter(Boolean)
    .join(', ')

/** A priced choice with its price (`Large +€2.00` when `signed`), or '' when none is chosen. */
export function pricedChoice(
  choices: readonly PriceChoice[] | undefined,
  value: string,
  currency: string | undefined,
  signed: boolean,
): string {
  const choice = findChoice(choices, value)
  return choice ? choiceLabel(choice, currencyOf(currency), signed) : ''
}
