import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const time = {
  type: 'time',
  meta: {
    title: 'Time',
    summary: 'A time of day',
    group: 'advanced',
    icon: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'time'>
