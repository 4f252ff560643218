import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 9,
      labels: { singular: 'Testimonial', plural: 'Testimonials' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'quote', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '34%' } },
            { name: 'role', type: 'text', admin: { width: '33%' } },
            { name: 'organisation', type: 'text', admin: { width: '33%' } },
          ],
        },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
    animationField('fade-up'),
  ],
}
