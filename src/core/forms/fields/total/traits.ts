import type { FieldTraits } from '../definition'

/** What the engine asks of a total field (the browser's forms script reads only this part). */
export const traits = { displayOnly: false, pricing: true } as const satisfies FieldTraits
