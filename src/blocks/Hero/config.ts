import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

import { linkField } from '../../fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'layout',
      type: 'radio',
      defaultValue: 'split',
      options: [
        { label: 'Image beside the text', value: 'split' },
        { label: 'Image fills the band, text on its left', value: 'cover' },
      ],
      admin: { layout: 'horizontal', description: 'Use "fills the band" for wide images with a calm left side.' },
    },
    { name: 'eyebrow', type: 'text', admin: { description: 'A short line above the heading.' } },
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'actions',
      type: 'array',
      maxRows: 2,
      labels: { singular: 'Button', plural: 'Buttons' },
      fields: linkField({ withStyle: true }).fields,
    },
    animationField('none'),
  ],
}
