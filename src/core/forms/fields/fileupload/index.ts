import type { FieldTypeDefinition } from '../definition'
import { traits } from './traits'

export const fileUpload = {
  type: 'fileupload',
  meta: {
    title: 'File upload',
    summary: 'One or more files, checked on the server',
    group: 'advanced',
    icon: '<path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4"/>',
  },
  traits,
} as const satisfies FieldTypeDefinition<'fileupload'>
