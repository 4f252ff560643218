import type { FieldTraits } from '../definition'

/** What the engine asks of a section field (the browser's forms script reads only this part). */
export const traits = { displayOnly: true, pricing: false } as const satisfies FieldTraits
