import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const section = {
  type: 'section',
  meta: {
    title: 'Section',
    summary: 'A heading that starts a group of fields',
    group: 'standard',
    icon: '<path d="M4 6h10M4 11h16M4 15h16M4 19h16"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'section'>
