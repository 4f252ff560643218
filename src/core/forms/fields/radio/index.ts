import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const radio = {
  type: 'radio',
  meta: {
    title: 'Radio buttons',
    summary: 'One choice, all options in view',
    group: 'standard',
    icon: '<circle cx="12" cy="12" r="8"/><circle cx="12" cy="12" r="3"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'radio'>
