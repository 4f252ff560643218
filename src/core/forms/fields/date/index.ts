import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const date = {
  type: 'date',
  meta: {
    title: 'Date',
    summary: 'A date, typed or picked from a calendar',
    group: 'advanced',
    icon: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'date'>
