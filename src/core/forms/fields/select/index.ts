import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const select = {
  type: 'select',
  meta: {
    title: 'Drop down',
    summary: 'One choice from a list that opens',
    group: 'standard',
    icon: '<rect x="3" y="6" width="18" height="12" rx="2"/><path d="m13 11 2.5 2.5L18 11"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'select'>
