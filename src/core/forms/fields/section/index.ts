import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const section = {
  type: 'section',
  meta: {
    title: 'Section',
    summary: 'A heading that starts a group of fields',
    group: 'standard',
    icon: '<path d="M4 6h10M4 11h16M4 15h16M4 19h16"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'section'>
