/**
 * Adds the demo content through Payload's Local API: the images and the
 * brochure, the pages (published, parents before children), the header, the
 * footer and the site settings. The caller decides whether to run it (see
 * src/server/setup.ts); it creates no users.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload, PayloadRequest } from 'payload'

import { appRoot, compiled } from '../server/app-root'
import {
  affiliateLinks,
  analyticsSettingsData,
  consentSettingsData,
  documentSpecs,
  footerData,
  headerData,
  mediaSpecs,
  MissingRef,
  pageSpecs,
  siteSettingsData,
  type Block,
  type DocumentKey,
  type FormKey,
  type MediaKey,
  type PageKey,
  type PageSpec,
  type Refs,
} from './content'
import { contactForm, quoteForm } from '../core/forms/fixtures'
import { withUploadsAndSave } from '../core/uploads/fixtures'
import { withProductReference } from '../core/products/fixtures'
import { dealerForm } from '../core/forms/fixtures-dealer'
import type { Form } from '../core/forms/types'
import { docFromForm } from '../features/forms/model'
import { categorySpecs, productSpecs, type CategoryKey } from './products'

/** `req` carries the caller's transaction, so a failed seed leaves nothing half-made. */
export type SeedOptions = { assetsDir?: string; req?: PayloadRequest }

/** src/seed/assets beside this file, or the artefact's copy when this module was compiled into it. */
function defaultAssetsDir(): string {
  const candidates: string[] = []
  try {
    candidates.push(path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets'))
  } catch {
    // import.meta.url is not a file: URL in some bundles
  }
  // In the built artefact (server/cli/build.ts), where this module is part of a compiled program.
  candidates.push(path.join(appRoot, compiled ? 'seed/assets' : 'src/seed/assets'))
  const found = candidates.find((dir) => existsSync(path.join(dir, mediaSpecs[0]!.file)))
  if (!found) throw new Error(`The demo content's files were not found in ${candidates.join(' or ')}`)
  return found
}

type Id = number

export async function seedDemoContent(payload: Payload, options: SeedOptions = {}): Promise<{ pages: number; products: number }> {
  const assetsDir = options.assetsDir ?? defaultAssetsDir()
  const common = {
    overrideAccess: true,
    context: { disableRevalidate: true },
    ...(options.req ? { req: options.req } : {}),
  } as const
  const media = new Map<MediaKey, Id>()
  const docs = new Map<DocumentKey, Id>()
  const pages = new Map<PageKey, Id>()
  const categories = new Map<CategoryKey, Id>()
  const forms = new Map<FormKey, Id>()

  const refs: Refs = {
    page: (key) => {
      const id = pages.get(key)
      if (id === undefined) throw new MissingRef(key)
      return id
    },
    media: (key) => {
      const id = media.get(key)
      if (id === undefined) throw new Error(`No media ${key}`)
      return id
    },
    form: (key) => {
      const id = forms.get(key)
      if (id === undefined) throw new Error(`No form ${key}`)
      return id
    },
    doc: (key) => {
      const id = docs.get(key)
      if (id === undefined) throw new Error(`No document ${key}`)
      return id
    },
    category: (key) => {
      const id = categories.get(key)
      if (id === undefined) throw new MissingRef(key)
      return id
    },
  }

  // The demo forms are the engine's fixtures, so what its tests cover is what a fresh site shows,
  // each with the honeypot and an invisible captcha at its end (features/antispam).
  for (const [key, form] of [
    ['contact', contactForm],
    // The floor plans follow the date (field 10), before the care-home section that logic may hide;
    // the Product field, filled in from a product page's quote link, comes first.
    ['quote', withProductReference(withUploadsAndSave(quoteForm, 10))],
    ['dealer', dealerForm],
  ] as const) {
    const created = await payload.create({ collection: 'forms', data: docFromForm(withCaptcha(form)) as never, ...common })
    forms.set(key, created.id as Id)
  }

  for (const spec of mediaSpecs) {
    const created = await payload.create({
      collection: 'media',
      data: { alt: spec.alt, ...(spec.caption ? { caption: spec.caption } : {}) } as never,
      filePath: path.join(assetsDir, spec.file),
      ...common,
    })
    media.set(spec.key, created.id as Id)
  }

  for (const spec of documentSpecs) {
    const created = await payload.create({
      collection: 'documents',
      data: { title: spec.title, description: spec.description, category: spec.category } as never,
      filePath: path.join(assetsDir, spec.file),
      ...common,
    })
    docs.set(spec.key, created.id as Id)
  }

  /** The layout, or null when it refers to a page that does not exist yet. */
  const layoutOf = (spec: PageSpec): Block[] | null => {
    try {
      return spec.layout(refs)
    } catch (err) {
      if (err instanceof MissingRef) return null
      throw err
    }
  }

  const later: PageSpec[] = []
  for (const spec of pageSpecs) {
    const layout = layoutOf(spec)
    if (layout === null) later.push(spec)
    const created = await payload.create({
      collection: 'pages',
      data: {
        title: spec.title,
        slug: spec.slug,
        ...(spec.parent ? { parent: refs.page(spec.parent) } : {}),
        tableOfContents: spec.tableOfContents ?? false,
        layout: layout ?? [],
        meta: { title: spec.meta.title, description: spec.meta.description, image: refs.media(spec.meta.image) },
        _status: 'published',
      } as never,
      draft: false,
      ...common,
    })
    pages.set(spec.key, created.id as Id)
  }

  // Product categories belong to their product-line pages; products to their categories.
  for (const spec of categorySpecs) {
    const created = await payload.create({
      collection: 'product-categories',
      data: { name: spec.name, slug: spec.key, description: spec.description, page: refs.page(spec.page), order: spec.order },
      ...common,
    })
    categories.set(spec.key, created.id as Id)
  }
  const products = new Map<string, Id>()
  for (const spec of productSpecs) {
    const created = await payload.create({
      collection: 'products',
      data: {
        name: spec.name,
        slug: spec.slug,
        sku: spec.sku,
        category: refs.category(spec.category),
        summary: spec.summary,
        images: spec.images.map((key) => refs.media(key)),
        price: spec.cents === null ? null : spec.cents / 100,
        priceUnit: spec.unit,
        priceNote: 'excl. VAT',
        description: spec.description,
        specifications: spec.specifications,
        ...(spec.brochure ? { brochure: refs.doc('brochure') } : {}),
        meta: { title: `${spec.name} (${spec.sku})`, description: spec.summary, image: refs.media(spec.images[0]!) },
        _status: 'published',
      } as never,
      draft: false,
      ...common,
    })
    products.set(spec.slug, created.id as Id)
  }
  // Related products point both ways and forwards, so they are set once every product exists.
  for (const spec of productSpecs) {
    if (spec.related.length === 0) continue
    await payload.update({
      collection: 'products',
      id: products.get(spec.slug)!,
      data: {
        related: spec.related.map((slug) => {
          const id = products.get(slug)
          if (id === undefined) throw new Error(`${spec.slug} is related to an unknown product ${slug}`)
          return id
        }),
        _status: 'published',
      } as never,
      draft: false,
      ...common,
    })
  }

  // Pages that link to pages (or categories) made after them get their layout now that everything exists.
  for (const spec of later) {
    await payload.update({
      collection: 'pages',
      id: refs.page(spec.key),
      data: { layout: spec.layout(refs), _status: 'published' } as never,
      draft: false,
      ...common,
    })
  }

  await payload.updateGlobal({ slug: 'header', data: headerData(refs) as never, ...common })
  await payload.updateGlobal({ slug: 'footer', data: footerData(refs) as never, ...common })
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsData(refs) as never, ...common })
  await payload.updateGlobal({ slug: 'consent-settings', data: consentSettingsData(refs), ...common })
  await payload.updateGlobal({ slug: 'analytics-settings', data: analyticsSettingsData(), ...common })
  for (const link of affiliateLinks) {
    await payload.create({ collection: 'affiliate-links', data: { ...link, active: true }, ...common })
  }

  return { pages: pages.size, products: products.size }
}

/** A form with an invisible captcha as its last field (on its last page). */
export function withCaptcha(form: Form): Form {
  const id = Math.max(...form.fields.map((f) => f.id)) + 1
  return { ...form, fields: [...form.fields, { type: 'captcha', id, label: 'Spam check', captchaSize: 'invisible' }] }
}
