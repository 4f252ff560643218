import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const select = {
  type: 'select',
  meta: {
    title: 'Drop down',
    summary: 'One choice from a list that opens',
    group: 'standard',
    icon: '<rect x="3" y="6" width="18" height="12" rx="2"/><path d="m13 11 2.5 2.5L18 11"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'select'>
