import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '../../access/roles'
import { invalidate } from '../../features/cache/invalidate'
import { tags } from '../../features/cache/tags'
import { linkField } from '../../fields/link'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      admin: { initCollapsed: true },
      fields: [
        linkField(),
        {
          name: 'children',
          type: 'array',
          labels: { singular: 'Sub-item', plural: 'Sub-items' },
          fields: [linkField(), { name: 'description', type: 'text' }],
        },
      ],
    },
    {
      name: 'cta',
      label: 'Header button',
      type: 'array',
      maxRows: 1,
      admin: { description: 'An optional button at the end of the menu, such as "Request a quote".' },
      fields: linkField().fields,
    },
  ],
  hooks: { afterChange: [async () => invalidate({ tags: [tags.global('header')] })] },
}
