/**
 * What a type's `values.ts` (`fields/<type>/values.ts`) does for `core/forms/values.ts`: write its
 * values back as posted pairs (postbacks, drafts) and make its part of the stored entry. Apart from
 * the map (`fields/client.ts`) so a folder can use these without importing the map that lists it.
 */
import { ownInputs, type InputsPart } from './inputs-kit'
import { inputName } from '../input-ids'
import type { Field, FieldOfType, FieldType, Form, InputId } from '../types'
import { valueOf, type Values } from '../value-access'

export type PairSink = {
  /** A pair as it is, empty or not (a position in `input_5[]` counts). */
  push: (name: string, value: string) => void
  /** The value of `inputId` under `name`, left out when empty. */
  value: (name: string, inputId: InputId) => void
}

/** Keeps a value in the entry unless it is empty. */
export type EntrySink = (inputId: InputId, value: string) => void

export type ValuesPart<T extends FieldType> = {
  pairs: (field: FieldOfType<T>, values: Values, out: PairSink, form: Form) => void
  entry: (field: FieldOfType<T>, values: Values, put: EntrySink) => void
}

export const nothing = () => undefined

/** A field's one input, written back under its name and stored as it was posted. */
export const ownPair = (field: Field, _values: Values, out: PairSink) => out.value(inputName(field), String(field.id))
export const ownEntry = (field: Field, values: Values, put: EntrySink) => put(String(field.id), valueOf(values, String(field.id)))

/** Every sub-input of the type's `inputs`, written back and stored under its own id (name, address, checkbox). */
export function subValues<T extends FieldType>(inputs: InputsPart<T>): ValuesPart<T> {
  return {
    pairs: (field, _values, out) => {
      for (const input of ownInputs(field, inputs)) out.value(inputName(field, input.id), input.id)
    },
    entry: (field, values, put) => {
      for (const input of ownInputs(field, inputs)) put(input.id, valueOf(values, input.id))
    },
  }
}

export const singleValue = { pairs: ownPair, entry: ownEntry } satisfies ValuesPart<FieldType>
/** Holds nothing the visitor posts (display-only fields, captcha). */
export const noValues = { pairs: nothing, entry: nothing } satisfies ValuesPart<FieldType>
