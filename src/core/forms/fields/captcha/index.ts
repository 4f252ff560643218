import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const captcha = {
  type: 'captcha',
  meta: {
    title: 'Captcha',
    summary: 'A check that a person is sending the form',
    group: 'advanced',
    icon: '<path d="M12 3 5 6v5c0 5 3 8 7 10 4-2 7-5 7-10V6z"/><path d="m9 12 2 2 4-4"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'captcha'>
