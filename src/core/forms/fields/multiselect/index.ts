import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const multiSelect = {
  type: 'multiselect',
  meta: {
    title: 'Multi select',
    summary: 'Several choices from a list box',
    group: 'standard',
    icon: '<path d="M4 7h2M4 12h2M4 17h2M9 7h11M9 12h11M9 17h11"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'multiselect'>
