import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '../access/roles'
import { productPath } from '../core/text/paths'
import { invalidate } from '../features/cache/invalidate'
import { redirectMoved, rememberedLivePath, rememberLivePath } from '../features/redirects/moved'
import { tags } from '../features/cache/tags'
import { pageSearchText } from '../features/search/pageText'
import { slugField } from '../fields/slug'
import { settings } from '../server/settings'
import { publicError } from './errors'

type ProductLike = { id?: number | string; path?: string | null; slug?: string | null; _status?: string | null }

const previewUrl = (data: Record<string, unknown> | undefined) =>
  `${settings().siteUrl}/next/preview?path=${encodeURIComponent(String(data?.path ?? '/'))}`

export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    group: 'Products',
    useAsTitle: 'name',
    defaultColumns: ['name', 'sku', 'category', 'price', '_status'],
    listSearchableFields: ['name', 'sku', 'summary'],
    livePreview: { url: ({ data }) => previewUrl(data) },
    preview: (data) => previewUrl(data),
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: { maxPerDoc: 30, drafts: { autosave: { interval: 800 } } },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'sku', label: 'Article number', type: 'text', index: true, admin: { width: '50%' } },
        {
          name: 'category',
          type: 'relationship',
          relationTo: 'product-categories',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 320,
      admin: { description: 'One or two sentences for product cards, search results and the page’s introduction.' },
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      minRows: 1,
      maxRows: 8,
      admin: { description: 'The first image is the main one.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: 'Price in euros',
          type: 'number',
          min: 0,
          max: 10_000_000,
          admin: { width: '33%', step: 0.01, description: 'Empty for "price on request".' },
          validate: (value: unknown) => {
            if (value === null || value === undefined || value === '') return true
            const n = Number(value)
            if (!Number.isFinite(n) || n < 0) return 'Enter a price of 0 or more'
            return Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 || 'Use at most two decimals (cents)'
          },
        },
        {
          name: 'priceUnit',
          type: 'text',
          defaultValue: 'piece',
          admin: { width: '33%', description: 'Per what: piece, kit, pack of 20, …' },
        },
        {
          name: 'priceNote',
          type: 'text',
          defaultValue: 'excl. VAT',
          admin: { width: '34%' },
        },
      ],
    },
    { name: 'description', type: 'richText' },
    {
      name: 'specifications',
      type: 'array',
      labels: { singular: 'Specification', plural: 'Specifications' },
      admin: { description: 'Shown as a table: one row per property.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, admin: { width: '40%' } },
            { name: 'value', type: 'text', required: true, admin: { width: '60%' } },
          ],
        },
      ],
    },
    { name: 'brochure', type: 'upload', relationTo: 'documents' },
    {
      name: 'related',
      label: 'Related products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 6,
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    slugField('name'),
    {
      name: 'path',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The address of this product, from its slug.' },
    },
    { name: 'searchText', type: 'textarea', admin: { hidden: true } },
  ],
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, req, operation }) => {
        const slug = (data.slug ?? originalDoc?.slug) as string | null | undefined
        if (!slug) {
          data.path = null
          return data
        }
        const path = productPath(slug)
        const [page, product] = await Promise.all([
          req.payload.find({
            collection: 'pages',
            where: { path: { equals: path } },
            limit: 1,
            depth: 0,
            draft: true,
            overrideAccess: true,
            req,
          }),
          req.payload.find({
            collection: 'products',
            where: {
              and: [
                { path: { equals: path } },
                ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
              ],
            },
            limit: 1,
            depth: 0,
            draft: true,
            overrideAccess: true,
            req,
          }),
        ])
        if (page.docs.length > 0 || product.docs.length > 0) {
          throw publicError(
            `The address ${path} is already used by another ${page.docs.length > 0 ? 'page' : 'product'}. Choose another slug.`,
          )
        }
        data.path = path
        const specs = (data.specifications ?? originalDoc?.specifications ?? []) as { label?: string; value?: string }[]
        data.searchText = [
          data.sku ?? originalDoc?.sku,
          pageSearchText([{ description: data.description ?? originalDoc?.description }]),
          ...specs.map((s) => `${s.label ?? ''} ${s.value ?? ''}`),
        ]
          .filter(Boolean)
          .join('\n')
        if (operation === 'update' && data._status === 'published' && originalDoc?.id !== undefined) {
          // The address visitors know now: moving a published product leaves a 301 behind (afterChange).
          await rememberLivePath(req, 'products', originalDoc.id)
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, req, context }) => {
        const product = doc as ProductLike
        const prev = previousDoc as ProductLike | undefined
        const old = rememberedLivePath(context, 'products', product.id)
        if (product._status === 'published' && product.path) {
          await redirectMoved(req, 'products', product.id as number, product.path, old)
        }
        if (product._status !== 'published' && prev?._status !== 'published') return doc
        const paths = new Set([product.path, prev?.path, old].filter((p): p is string => Boolean(p)))
        await invalidate({ tags: [tags.products, ...[...paths].map(tags.path)] }, req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        const product = doc as ProductLike
        await invalidate({ tags: [tags.products, ...(product.path ? [tags.path(product.path)] : [])] }, req)
      },
    ],
  },
}
