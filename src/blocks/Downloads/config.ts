import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

export const DownloadsBlock: Block = {
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: { singular: 'Downloads list', plural: 'Downloads lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      admin: { description: 'Leave empty to list every document, newest first.' },
    },
    animationField('fade-up'),
  ],
}
