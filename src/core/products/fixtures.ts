/**
 * The demo quote form's Product field: the product a visitor came from, filled in from the
 * product page's quote link (`?product=OS-CP20`) and shown by name and code (reference.ts).
 * Kept beside the engine's fixture rather than in it, like the upload field; the seed uses it.
 */
import type { Field, Form } from '../forms/types'
import { PRODUCT_PARAMETER } from './reference'

export const PRODUCT_REFERENCE_FIELD: Field = {
  type: 'text',
  id: 41,
  label: 'Product',
  description: 'The product you are asking about, if any. Leave it empty for a quote for your whole site.',
  maxLength: 200,
  allowsPrepopulate: true,
  inputName: PRODUCT_PARAMETER,
}

/** `form` with the Product field first. */
export function withProductReference(form: Form): Form {
  return { ...form, fields: [PRODUCT_REFERENCE_FIELD, ...form.fields] }
}
