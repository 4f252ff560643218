import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Frequently asked questions' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'richText', required: true },
      ],
    },
    {
      name: 'structuredData',
      type: 'checkbox',
      label: 'Tell search engines these are FAQs (FAQPage structured data)',
      defaultValue: true,
      admin: { description: 'Use it on one FAQ block per page: search engines read only the first.' },
    },
    animationField('fade-up'),
  ],
}
