import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [
    { name: 'content', type: 'richText', required: true },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'narrow',
      options: [
        { label: 'Reading width', value: 'narrow' },
        { label: 'Full width', value: 'wide' },
      ],
    },
    animationField('none'),
  ],
}
