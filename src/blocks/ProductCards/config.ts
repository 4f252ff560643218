import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

export const ProductCardsBlock: Block = {
  slug: 'productCards',
  interfaceName: 'ProductCardsBlock',
  labels: { singular: 'Product cards', plural: 'Product cards' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'source',
      type: 'radio',
      defaultValue: 'category',
      options: [
        { label: 'Products of one category', value: 'category' },
        { label: 'Products I pick', value: 'selected' },
        { label: 'Every product', value: 'all' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'product-categories',
      required: true,
      admin: { condition: (_, s) => s?.source === 'category' },
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      required: true,
      admin: { condition: (_, s) => s?.source === 'selected', description: 'Shown in this order.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 48,
      admin: { condition: (_, s) => s?.source !== 'selected', description: 'At most this many cards; empty shows all.' },
    },
    animationField('fade-up'),
  ],
}
