import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const total = {
  type: 'total',
  meta: {
    title: 'Total',
    summary: 'The order’s total, worked out as the visitor goes',
    group: 'pricing',
    icon: '<path d="M18 5H6l6 7-6 7h12"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'total'>
