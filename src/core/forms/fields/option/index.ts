import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const option = {
  type: 'option',
  meta: {
    title: 'Option',
    summary: 'An extra for a product, at a price',
    group: 'pricing',
    icon: '<path d="M4 7h10M18 7h2M4 17h4M12 17h8"/><circle cx="16" cy="7" r="2"/><circle cx="10" cy="17" r="2"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'option'>
