import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const textarea = {
  type: 'textarea',
  meta: {
    title: 'Paragraph text',
    summary: 'A longer answer over several lines',
    group: 'standard',
    icon: '<path d="M4 6h16M4 10h16M4 14h16M4 18h10"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'textarea'>
