/**
 * A field's sub-inputs and the names a form accepts, asked of each type's inputs part through the
 * registry. The ids and names themselves are in `input-ids.ts`, re-exported here.
 */
import { partFor } from './fields/definition'
import { FIELD_CLIENT, isDisplayOnly } from './fields/client'
import type { InputsPart, TargetSink } from './fields/inputs-kit'
import { PASSWORD_CONFIRM_INPUT, subInputId, withInputSettings, type InputTarget, type TargetOptions } from './input-ids'
import type { Field, FieldType, Form, InputId, SubInput } from './types'

export * from './input-ids'

/** GF's default sub-inputs of a complex field, before the field's own `inputs` settings. */
function defaultInputs(field: Field): SubInput[] {
  return (partFor(FIELD_CLIENT, field).inputs as InputsPart<FieldType>).defaults(field)
}

/**
 * The sub-inputs of a field with their effective settings: the field's `inputs` entries
 * (matched by id) over GF's defaults. Empty for single-input fields.
 */
export function fieldInputs(field: Field): SubInput[] {
  return withInputSettings(field, defaultInputs(field))
}

/** Whether a password field asks for its password twice (its `.2` input is not hidden). */
export function hasPasswordConfirm(field: Field & { type: 'password' }): boolean {
  return fieldInputs(field).some((input) => input.id === subInputId(field.id, PASSWORD_CONFIRM_INPUT) && !input.isHidden)
}

/** Sub-inputs the visitor sees (hidden name parts and address lines are left out). */
export function visibleInputs(field: Field): SubInput[] {
  return fieldInputs(field).filter((input) => !input.isHidden)
}

/**
 * Every input name the form accepts, mapped to where its value goes. Names outside this map
 * are ignored. Sub-inputs are accepted with a dot or an underscore (`input_1.3`, `input_1_3`):
 * browsers send the dot, and GF's PHP reads both as the same input.
 */
export function inputTargets(form: Form, options: TargetOptions = {}): Map<string, InputTarget> {
  const targets = new Map<string, InputTarget>()
  for (const field of form.fields) {
    if (isDisplayOnly(field)) continue
    if (field.visibility === 'administrative' && !options.includeAdministrative) continue
    const own = partFor(FIELD_CLIENT, field).inputs as InputsPart<FieldType>
    const sink: TargetSink = { set: (name, target) => targets.set(name, target), sub: (id) => addSub(targets, field, id) }
    own.targets(field, sink, form)
  }
  return targets
}

function addSub(targets: Map<string, InputTarget>, field: Field, id: InputId) {
  const target: InputTarget = { kind: 'value', field, inputId: id }
  targets.set(`input_${id}`, target)
  targets.set(`input_${id.replace('.', '_')}`, target)
}
