import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '../../access/roles'
import { invalidate } from '../../features/cache/invalidate'
import { tags } from '../../features/cache/tags'
import { linkField } from '../../fields/link'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'links', type: 'array', fields: linkField().fields },
      ],
    },
    { name: 'legalLinks', type: 'array', fields: linkField().fields },
    {
      name: 'note',
      type: 'textarea',
      admin: { description: 'A short line under the footer, such as the company registration.' },
    },
  ],
  hooks: { afterChange: [async () => invalidate({ tags: [tags.global('footer')] })] },
}
