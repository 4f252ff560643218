import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const product = {
  type: 'product',
  meta: {
    title: 'Product',
    summary: 'Something to order, with its price',
    group: 'pricing',
    icon: '<path d="M3 12V4h8l10 10-8 8z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'product'>
