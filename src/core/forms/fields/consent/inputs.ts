import { CONSENT_INPUTS, subInputId } from '../../input-ids'
import { sub, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'consent'> = {
  defaults: ({ id }) => [
    sub(id, CONSENT_INPUTS.checked, 'Consent'),
    sub(id, CONSENT_INPUTS.label, 'Text', { isHidden: true }),
    sub(id, CONSENT_INPUTS.description, 'Description', { isHidden: true }),
  ],
  // Only the tick is read: the label and text agreed to come from the form definition.
  targets: (field, sink) => sink.sub(subInputId(field.id, CONSENT_INPUTS.checked)),
}
