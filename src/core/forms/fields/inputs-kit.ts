/**
 * What a type's `inputs.ts` (`fields/<type>/inputs.ts`) tells `core/forms/inputs.ts`: its default
 * sub-inputs and the names its inputs post. Apart from the map (`fields/client.ts`) so a folder can
 * use these without importing the map that lists it: nothing a part imports may lead back to a map
 * (`core/module-order.test.ts`), so a part asks its own folder's inputs, with `ownInputs`, where
 * the engine asks `fieldInputs`.
 */
import { subInputId, withInputSettings, type InputTarget } from '../input-ids'
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
export function eachSubInput(inputs: readonly SubInput[], sink: TargetSink) {
  for (const input of inputs) sink.sub(input.id)
}

/** A field's sub-inputs with their settings, from its own type's part: what `fieldInputs` gives. */
export function ownInputs<T extends FieldType>(field: FieldOfType<T>, part: InputsPart<T>): SubInput[] {
  return withInputSettings(field, part.defaults(field))
}

/** The sub-inputs the visitor sees (hidden name parts and address lines left out). */
export function shownInputs<T extends FieldType>(field: FieldOfType<T>, part: InputsPart<T>): SubInput[] {
  return ownInputs(field, part).filter((input) => !input.isHidden)
}
