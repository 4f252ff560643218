import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const list = {
  type: 'list',
  meta: {
    title: 'List',
    summary: 'A table the visitor adds rows to',
    group: 'advanced',
    icon: '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M3 10h18M3 15h18M10 4v16"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'list'>
