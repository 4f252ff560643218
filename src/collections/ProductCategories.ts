import type { CollectionConfig } from 'payload'

import { isStaff, siteContent } from '../access/roles'
import { invalidate } from '../features/cache/invalidate'
import { tags } from '../features/cache/tags'
import { slugField } from '../fields/slug'

/** Product lines (guest pagers, nurse call, …): they group products on cards and in breadcrumbs. */
export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: 'Product category', plural: 'Product categories' },
  admin: { group: 'Products', useAsTitle: 'name', defaultColumns: ['name', 'page', 'order'] },
  access: { read: siteContent, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea' },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      admin: { description: 'The page about this product line: product pages link to it in their breadcrumbs.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower comes first.' } },
  ],
  hooks: {
    afterChange: [async ({ req }) => invalidate({ tags: [tags.products] }, req)],
    afterDelete: [async ({ req }) => invalidate({ tags: [tags.products] }, req)],
  },
}
