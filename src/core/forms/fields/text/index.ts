import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const text = {
  type: 'text',
  meta: {
    title: 'Single line text',
    summary: 'A short answer on one line',
    group: 'standard',
    icon: '<path d="M5 7V5h14v2M12 5v14M9 19h6"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'text'>
