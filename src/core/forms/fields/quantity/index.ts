import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const quantity = {
  type: 'quantity',
  meta: {
    title: 'Quantity',
    summary: 'How many of a product',
    group: 'pricing',
    icon: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 12h8M12 8v8"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'quantity'>
