import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const page = {
  type: 'page',
  meta: {
    title: 'Page break',
    summary: 'A page break: the form goes on on the next page',
    group: 'standard',
    icon: '<path d="M6 10V3h9l3 3v4M6 14v7h12v-7M3 12h3m3 0h2m3 0h2m3 0h3"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'page'>
