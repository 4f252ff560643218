import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const textarea = {
  type: 'textarea',
  meta: {
    title: 'Paragraph text',
    summary: 'A longer answer over several lines',
    group: 'standard',
    icon: '<path d="M4 6h16M4 10h16M4 14h16M4 18h10"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'textarea'>
