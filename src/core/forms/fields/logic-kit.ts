/**
 * What a type's `logic.ts` (`fields/<type>/logic.ts`) gives conditional logic
 * (`core/forms/logic.ts`), and the readings several types share. Apart from the map
 * (`fields/client.ts`) so a folder can use these without importing the map that lists it.
 */
import { shownInputs, type InputsPart } from './inputs-kit'
import type { ValueKind } from '../logic'
import type { FieldOfType, FieldType } from '../types'
import { valueOf, type Values } from '../value-access'

export type LogicValue = { value: string | string[]; kind: ValueKind }

export type LogicPart<T extends FieldType> = {
  /** The field's whole value as rules see it (a rule on a sub-input reads that input as text). */
  value: (field: FieldOfType<T>, values: Values) => LogicValue
  /** A rule's value in the form `value` compares in, for the kind this type compares as. */
  target?: (field: FieldOfType<T>, ruleValue: string, kind: ValueKind) => string
}

/** The field's own input, as text. */
export const ownValue = {
  value: (field, values) => ({ value: valueOf(values, String(field.id)), kind: 'text' }),
} satisfies LogicPart<FieldType>

/** The shown sub-inputs that hold something, joined (a name with spaces, an address with commas). */
export function joinedInputs<T extends 'name' | 'address'>(inputs: InputsPart<T>, separator: string): LogicPart<T> {
  return {
    value: (field, values) => ({
      value: shownInputs(field, inputs)
        .map((input) => valueOf(values, input.id))
        .filter(Boolean)
        .join(separator),
      kind: 'text',
    }),
  }
}
