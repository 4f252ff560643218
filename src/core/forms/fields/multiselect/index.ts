import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const multiSelect = {
  type: 'multiselect',
  meta: {
    title: 'Multi select',
    summary: 'Several choices from a list box',
    group: 'standard',
    icon: '<path d="M4 7h2M4 12h2M4 17h2M9 7h11M9 12h11M9 17h11"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'multiselect'>
