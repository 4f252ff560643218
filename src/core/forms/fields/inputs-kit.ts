/**
 * What a type's `inputs.ts` (`fields/<type>/inputs.ts`) tells `core/forms/inputs.ts`: its default
 * sub-inputs and the names its inputs post. Apart from the map (`fields/client.ts`) so a folder can
 * use these without importing the map that lists it.
 */
import { fieldInputs, subInputId, type InputTarget } from '../inputs'
import type { Field, FieldId, FieldOfType, FieldType, Form, InputId, SubInput } from '../types'

/** Where a type puts the names it accepts. */
export type TargetSink = {
  set: (name: string, target: InputTarget) => void
  /** A sub-input, accepted as `input_5.3` and `input_5_3`. */
  sub: (inputId: InputId) => void
}

export type InputsPart<T extends FieldType> = {
  /** GF's default sub-inputs, before the field's own `inputs` settings; none for a single input. */
  defaults: (field: FieldOfType<T>) => SubInput[]
  /** Every name the type's inputs post, and where each goes. */
  targets: (field: FieldOfType<T>, sink: TargetSink, form: Form) => void
}

export const noSubInputs = (): SubInput[] => []

export const sub = (fieldId: FieldId, n: number, label: string, extra: Partial<SubInput> = {}): SubInput => ({
  id: subInputId(fieldId, n),
  label,
  ...extra,
})

/** The field's one input, `input_{id}`. */
export const ownInput = (field: Field, sink: TargetSink) =>
  sink.set(`input_${field.id}`, { kind: 'value', field, inputId: String(field.id) })

/** A field with one input and no sub-inputs. */
export const singleInput = { defaults: noSubInputs, targets: ownInput } satisfies InputsPart<FieldType>

/** Nothing posted: shown only, or computed by the server, or arriving another way. */
export const noInputs = { defaults: noSubInputs, targets: () => undefined } satisfies InputsPart<FieldType>

/** Every sub-input posts under its own name (name, address, checkbox). */
export const eachSubInput = (field: Field, sink: TargetSink) => {
  for (const input of fieldInputs(field)) sink.sub(input.id)
}
