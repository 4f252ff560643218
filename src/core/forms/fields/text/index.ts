import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const text = {
  type: 'text',
  meta: {
    title: 'Single line text',
    summary: 'A short answer on one line',
    group: 'standard',
    icon: '<path d="M5 7V5h14v2M12 5v14M9 19h6"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'text'>
