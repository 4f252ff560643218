import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const website = {
  type: 'website',
  meta: {
    title: 'Website',
    summary: 'A web address',
    group: 'advanced',
    icon: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'website'>
