import type { CollectionConfig, PayloadRequest } from 'payload'

import { isStaff, publishedOrStaff } from '../access/roles'
import { pageBlocks } from '../blocks'
import { pagePath } from '../core/text/paths'
import { invalidate } from '../features/cache/invalidate'
import { redirectMoved, rememberedLivePath, rememberLivePath } from '../features/redirects/moved'
import { pageSearchText } from '../features/search/pageText'
import { tags } from '../features/cache/tags'
import { slugField } from '../fields/slug'
import { settings } from '../server/settings'
import { publicError } from './errors'

type PageLike = {
  id?: number | string
  path?: string | null
  slug?: string | null
  parent?: unknown
  _status?: string | null
  title?: string | null
}

/** Addresses the site's own routes answer: a page there could never be reached. */
const RESERVED_PATHS = ['/admin', '/api', '/next', '/search', '/forms', '/go', '/recommend', '/sitemap.xml', '/robots.txt']

const relId = (v: unknown): number | string | null => {
  if (v === null || v === undefined || v === '') return null
  if (typeof v === 'object') return ((v as { id?: number | string }).id ?? null) as number | string | null
  return v as number | string
}

async function parentPath(req: PayloadRequest, parent: unknown): Promise<string | null> {
  const id = relId(parent)
  if (id === null) return null
  const doc = (await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as PageLike | null
  return doc?.path ?? null
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'path'],
    livePreview: {
      url: ({ data }) => `${settings().siteUrl}/next/preview?path=${encodeURIComponent(String(data?.path ?? '/'))}`,
    },
    preview: (data) => `${settings().siteUrl}/next/preview?path=${encodeURIComponent(String(data?.path ?? '/'))}`,
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: {
    maxPerDoc: 50,
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    // The SEO plugin (tabbedUI) puts these fields in a Content tab beside its SEO tab.
    { name: 'layout', type: 'blocks', blocks: pageBlocks, admin: { initCollapsed: false } },
    slugField(),
    {
      name: 'tableOfContents',
      label: 'Open with a table of contents',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Lists the page’s section headings as links at the top. Useful on long pages.',
      },
    },
    {
      // The words of the page's blocks, for the site search. Kept up to date on every save.
      name: 'searchText',
      type: 'textarea',
      admin: { hidden: true },
    },
    {
      name: 'path',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The address of this page, from its slug and parent.' },
    },
  ],
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, req, operation }) => {
        const slug = (data.slug ?? originalDoc?.slug) as string | null | undefined
        const parent = 'parent' in data ? data.parent : originalDoc?.parent
        if (originalDoc?.id !== undefined && relId(parent) === originalDoc.id) {
          throw publicError('A page cannot be its own parent.')
        }
        if (!slug) {
          // An untitled draft (autosave before the editor typed anything) has no address yet.
          data.path = null
          return data
        }
        const path = pagePath(slug, await parentPath(req, parent))
        if (RESERVED_PATHS.some((r) => path === r || path.startsWith(`${r}/`))) {
          throw publicError(`The address ${path} is used by the site itself. Choose another slug.`)
        }
        const clash = await req.payload.find({
          collection: 'pages',
          where: {
            and: [{ path: { equals: path } }, ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : [])],
          },
          limit: 1,
          depth: 0,
          draft: true,
          overrideAccess: true,
          req,
        })
        if (clash.docs.length > 0) {
          throw publicError(`Another page already uses the address ${path}. Choose another slug or parent.`)
        }
        const product = await req.payload.find({
          collection: 'products',
          where: { path: { equals: path } },
          limit: 1,
          depth: 0,
          draft: true,
          overrideAccess: true,
          req,
        })
        if (product.docs.length > 0) {
          throw publicError(`A product already uses the address ${path}. Choose another slug or parent.`)
        }
        data.path = path
        data.searchText = pageSearchText(data.layout ?? originalDoc?.layout)
        if (operation === 'update' && data._status === 'published') {
          await rememberLivePath(req, 'pages', originalDoc?.id)
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, req, context }) => {
        const page = doc as PageLike
        const old = rememberedLivePath(context, 'pages', page.id)
        const paths = new Set<string>()
        if (page.path) paths.add(page.path)
        if (old) paths.add(old)
        // Moving a page back to an address it had before makes that address a page again.
        if (page._status === 'published' && page.path) await redirectMoved(req, 'pages', page.id as number, page.path, old)
        const prev = previousDoc as PageLike | undefined
        // A draft of a page that was never live changes nothing visitors see.
        if (page._status !== 'published' && prev?._status !== 'published') return doc
        const indexChanged = !prev || prev.path !== page.path || prev.title !== page.title || prev._status !== page._status
        await invalidate({ tags: [...[...paths].map(tags.path), ...(indexChanged ? [tags.pageIndex] : [])] }, req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        const page = doc as PageLike
        await invalidate({ tags: [...(page.path ? [tags.path(page.path)] : []), tags.pageIndex] }, req)
      },
    ],
  },
}
