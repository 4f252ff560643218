import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const page = {
  type: 'page',
  meta: {
    title: 'Page break',
    summary: 'A page break: the form goes on on the next page',
    group: 'standard',
    icon: '<path d="M6 10V3h9l3 3v4M6 14v7h12v-7M3 12h3m3 0h2m3 0h2m3 0h3"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'page'>
