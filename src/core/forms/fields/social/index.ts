import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const social = {
  type: 'social',
  meta: {
    title: 'Social profile',
    summary: 'A profile address on a social network',
    group: 'advanced',
    icon: '<circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="6" r="2.5"/><circle cx="18" cy="18" r="2.5"/><path d="m8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'social'>
