import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const radio = {
  type: 'radio',
  meta: {
    title: 'Radio buttons',
    summary: 'One choice, all options in view',
    group: 'standard',
    icon: '<circle cx="12" cy="12" r="8"/><circle cx="12" cy="12" r="3"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'radio'>
