import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

import { linkField } from '../../fields/link'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      maxRows: 2,
      fields: linkField({ withStyle: true }).fields,
    },
    animationField('zoom-in'),
  ],
}
