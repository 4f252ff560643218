import type { FieldTypeDefinition } from '../definition'
import { client } from './client'
import { display } from './display'
import { importer } from './import'
import { initial } from './initial'
import { markup } from './markup'
import { row } from './row'
import { stored } from './stored'
import { check } from './validate'

export const fileUpload = {
  type: 'fileupload',
  meta: {
    title: 'File upload',
    summary: 'One or more files, checked on the server',
    group: 'advanced',
    icon: '<path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4"/>',
  },
  ...client,
  validate: check,
  display,
  initial,
  stored,
  markup,
  row,
  import: importer,
} as const satisfies FieldTypeDefinition<'fileupload'>
