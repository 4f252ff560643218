import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const html = {
  type: 'html',
  meta: {
    title: 'HTML',
    summary: 'Text, links or markup between the fields',
    group: 'standard',
    icon: '<path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'html'>
