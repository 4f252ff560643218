import type { FieldClientParts } from '../definition'
import { inputs } from './inputs'
import { logic } from './logic'
import { values } from './values'

/** What the browser's forms script knows of an image choice field; `index.ts` adds the rest. */
export const client = {
  traits: { displayOnly: false, pricing: false },
  inputs,
  values,
  logic,
} as const satisfies FieldClientParts<'image_choice'>
