import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const total = {
  type: 'total',
  meta: {
    title: 'Total',
    summary: 'The order’s total, worked out as the visitor goes',
    group: 'pricing',
    icon: '<path d="M18 5H6l6 7-6 7h12"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'total'>
