import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

import { linkField } from '../../fields/link'

export const MediaWithTextBlock: Block = {
  slug: 'mediaWithText',
  interfaceName: 'MediaWithTextBlock',
  labels: { singular: 'Media with text', plural: 'Media with text' },
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'mediaPosition',
      type: 'radio',
      defaultValue: 'left',
      options: [
        { label: 'Image left', value: 'left' },
        { label: 'Image right', value: 'right' },
      ],
      admin: { layout: 'horizontal' },
    },
    { name: 'heading', type: 'text' },
    { name: 'content', type: 'richText', required: true },
    { name: 'withLink', type: 'checkbox', label: 'Add a link' },
    { ...linkField({ withStyle: true }), admin: { condition: (_, s) => Boolean(s?.withLink), hideGutter: true } },
    animationField('fade-up'),
  ],
}
