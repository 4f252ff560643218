import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const email = {
  type: 'email',
  meta: {
    title: 'E-mail',
    summary: 'An e-mail address, optionally typed twice',
    group: 'advanced',
    icon: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'email'>
