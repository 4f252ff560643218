import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const number = {
  type: 'number',
  meta: {
    title: 'Number',
    summary: 'A number, with a range or a calculation',
    group: 'standard',
    icon: '<path d="M5 9h14M5 15h14M10 4 8 20M16 4l-2 16"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'number'>
