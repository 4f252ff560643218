import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const consent = {
  type: 'consent',
  meta: {
    title: 'Consent',
    summary: 'A box to tick to agree, with its text',
    group: 'advanced',
    icon: '<path d="M6 3h9l4 4v14H6z"/><path d="m9 14 2 2 4-4"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'consent'>
