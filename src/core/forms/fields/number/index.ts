import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const number = {
  type: 'number',
  meta: {
    title: 'Number',
    summary: 'A number, with a range or a calculation',
    group: 'standard',
    icon: '<path d="M5 9h14M5 15h14M10 4 8 20M16 4l-2 16"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'number'>
