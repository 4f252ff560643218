import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const consent = {
  type: 'consent',
  meta: {
    title: 'Consent',
    summary: 'A box to tick to agree, with its text',
    group: 'advanced',
    icon: '<path d="M6 3h9l4 4v14H6z"/><path d="m9 14 2 2 4-4"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'consent'>
