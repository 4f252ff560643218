import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display, exportColumns } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const list = {
  type: 'list',
  meta: {
    title: 'List',
    summary: 'A table the visitor adds rows to',
    group: 'advanced',
    icon: '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M3 10h18M3 15h18M10 4v16"/>',
  },
  ...client,
  validate: check,
  display,
  exportColumns,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'list'>
