import type { Metadata } from 'next'

import type { Media, SiteSetting } from '../../payload-types'
import { settings } from '../../server/settings'
import type { ProductDetail } from '../site/queries'

const asMedia = (m: number | Media | null | undefined): Media | null => (typeof m === 'object' && m?.url ? m : null)

/** Title, description and sharing image from the product's SEO fields, else its name, summary and main image. */
export function productMetadata(product: ProductDetail, site: SiteSetting): Metadata {
  const url = `${settings().siteUrl}${product.path ?? '/'}`
  const title = product.meta?.title || product.name
  const description = product.meta?.description || product.summary
  const image = asMedia(product.meta?.image) ?? (product.images ?? []).map(asMedia).find(Boolean) ?? asMedia(site.defaultImage)
  const imageUrl = image ? (image.sizes?.w1600?.url ?? image.url) : undefined
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, images: imageUrl ? [{ url: imageUrl }] : undefined },
  }
}
