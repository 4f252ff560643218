import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const checkbox = {
  type: 'checkbox',
  meta: {
    title: 'Checkboxes',
    summary: 'Any number of choices, each ticked',
    group: 'standard',
    icon: '<rect x="4" y="4" width="16" height="16" rx="3"/><path d="m8 12 3 3 5-6"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'checkbox'>
