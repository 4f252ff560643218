import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const repeater = {
  type: 'repeater',
  meta: {
    title: 'Repeater',
    summary: 'A set of fields the visitor fills in again and again',
    group: 'advanced',
    icon: '<rect x="8" y="8" width="12" height="12" rx="2"/><path d="M4 16V6a2 2 0 0 1 2-2h10"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'repeater'>
