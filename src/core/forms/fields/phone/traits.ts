import type { FieldTraits } from '../definition'

/** What the engine asks of a phone field (the browser's forms script reads only this part). */
export const traits = { displayOnly: false, pricing: false } as const satisfies FieldTraits
