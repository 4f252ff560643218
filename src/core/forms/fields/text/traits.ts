import type { FieldTraits } from '../definition'

/** What the engine asks of a text field (the browser's forms script reads only this part). */
export const traits = { displayOnly: false, pricing: false } as const satisfies FieldTraits
