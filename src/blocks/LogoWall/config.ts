import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

export const LogoWallBlock: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: { singular: 'Logo wall', plural: 'Logo walls' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'logos',
      type: 'array',
      minRows: 1,
      maxRows: 24,
      labels: { singular: 'Logo', plural: 'Logos' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '50%', description: 'Read out instead of the logo.' } },
            {
              name: 'url',
              type: 'text',
              label: 'Website',
              admin: { width: '50%' },
              validate: (value: unknown) =>
                !value || /^https?:\/\//i.test(String(value)) ? true : 'Start the address with https:// or http://',
            },
          ],
        },
        { name: 'logo', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    {
      name: 'greyscale',
      type: 'checkbox',
      defaultValue: true,
      label: 'Show logos in grey until pointed at',
    },
    animationField('fade'),
  ],
}
