import type { Block, Field } from 'payload'

import { fieldBlock } from '../forms/fields/admin'

/** The list field's block: column names (none for a single column) and the maximum number of rows. */
export function listFieldBlock(common: (options?: { placeholder?: boolean; defaultValue?: boolean }) => Field[]): Block {
  return fieldBlock('list', [
    ...common({ placeholder: false, defaultValue: false }),
    {
      name: 'columns',
      type: 'array',
      labels: { singular: 'Column', plural: 'Columns' },
      admin: { description: 'Leave empty for a list of single values.' },
      fields: [{ name: 'label', type: 'text', required: true }],
    },
    {
      name: 'maxRows',
      label: 'Maximum rows',
      type: 'number',
      min: 1,
      max: 100,
      admin: { description: 'The add button is disabled at this number. Empty: 100.' },
    },
  ])
}
