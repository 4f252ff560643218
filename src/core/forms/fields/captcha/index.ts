import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const captcha = {
  type: 'captcha',
  meta: {
    title: 'Captcha',
    summary: 'A check that a person is sending the form',
    group: 'advanced',
    icon: '<path d="M12 3 5 6v5c0 5 3 8 7 10 4-2 7-5 7-10V6z"/><path d="m9 12 2 2 4-4"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'captcha'>
