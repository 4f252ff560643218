import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const name = {
  type: 'name',
  meta: {
    title: 'Name',
    summary: 'First and last name, with prefix and suffix',
    group: 'advanced',
    icon: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 4-6 8-6s8 2 8 6"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'name'>
