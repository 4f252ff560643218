import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const imageChoice = {
  type: 'image_choice',
  meta: {
    title: 'Image Choice',
    summary: 'Choices shown as pictures, one or several picked',
    group: 'standard',
    icon: '<rect x="3" y="5" width="8" height="10" rx="1.5"/><rect x="13" y="5" width="8" height="10" rx="1.5"/><path d="m3.5 13 2.5-3 2 2 1.5-1.5 1.5 1.5"/><circle cx="17" cy="9" r="1.5"/><circle cx="7" cy="19" r="1"/><circle cx="17" cy="19" r="1"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'image_choice'>
