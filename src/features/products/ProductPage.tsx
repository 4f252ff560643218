import Link from 'next/link'

import { formatFileSize } from '../../blocks/Downloads/Component'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { linkHref } from '../../components/CmsLink'
import { JsonLd } from '../../components/JsonLd'
import { RichText } from '../../components/RichText'
import { TableOfContents } from '../../components/TableOfContents'
import { sitePath } from '../../components/url'
import { priceCents } from '../../core/products/price'
import { PRODUCT_PARAMETER } from '../../core/products/reference'
import { breadcrumbList, product as productJsonLd } from '../../core/seo/jsonld'
import { PRODUCT_PREFIX } from '../../core/text/paths'
import { type TocEntry, tocEntries } from '../../core/text/toc'
import type { Document, Media, Page } from '../../payload-types'
import { settings } from '../../server/settings'
import { findPage, getGlobal, type ProductDetail } from '../site/queries'
import { Price } from './Price'
import { ProductCardList } from './ProductCardList'
import { ProductGallery } from './ProductGallery'

type Crumb = NonNullable<Page['breadcrumbs']>[number]

/** The page address a quote request goes to: the "Request a quote" page, else the header's button. */
const QUOTE_PATH = '/request-a-quote'

async function quoteHref(product: ProductDetail): Promise<string | null> {
  const page = await findPage(QUOTE_PATH)
  let href = page?.path ?? null
  if (!href) {
    const header = await getGlobal('header')
    href = linkHref(header.cta?.[0]) ?? null
  }
  if (!href) return null
  // The quote form's Product field reads it (core/products/reference.ts).
  const ref = product.sku || product.name
  return href.startsWith('/') ? `${href}?${PRODUCT_PARAMETER}=${encodeURIComponent(ref)}` : href
}

/** Home > Products > the product line's page > the product: the line's page brings its own trail. */
async function crumbsOf(product: ProductDetail): Promise<Crumb[]> {
  const self: Crumb = { label: product.name, url: product.path ?? null, id: 'product' }
  const trail = product.categoryPage?.breadcrumbs
  if (trail?.length) return [...trail, self]
  // No published product-line page: fall back to the products overview when there is one.
  const overview = await findPage(PRODUCT_PREFIX)
  return overview
    ? [...(overview.breadcrumbs?.length ? overview.breadcrumbs : [{ label: overview.title, url: overview.path }]), self]
    : [self]
}

const isMedia = (m: number | Media | null | undefined): m is Media => typeof m === 'object' && m !== null && Boolean(m.url)

export async function ProductPage({ product }: { product: ProductDetail }) {
  const base = settings().siteUrl
  const path = product.path ?? '/'
  const images = (product.images ?? []).filter(isMedia)
  const specs = product.specifications ?? []
  const brochure = typeof product.brochure === 'object' && product.brochure ? (product.brochure as Document) : null
  const hasDescription = Boolean(product.description?.root?.children?.length)
  const [crumbs, quote, site] = await Promise.all([crumbsOf(product), quoteHref(product), getGlobal('site-settings')])

  const [overview, specifications, downloads, related] = tocEntries(
    [
      hasDescription ? 'Overview' : null,
      specs.length ? 'Specifications' : null,
      brochure ? 'Downloads' : null,
      product.related.length ? 'Related products' : null,
    ],
    ['main', 'toc-heading'],
  )
  const entries = [overview, specifications, downloads, related].filter((e): e is TocEntry => Boolean(e))

  const structured = [
    productJsonLd({
      name: product.name,
      url: base + path,
      sku: product.sku,
      description: product.meta?.description || product.summary,
      images: images.map((m) => base + (sitePath(m.url) ?? '')),
      brand: site.siteName,
      priceCents: priceCents(product.price),
      currency: 'EUR',
    }),
    breadcrumbList([
      { name: 'Home', url: `${base}/` },
      ...crumbs.map((c) => ({ name: c.label ?? '', url: base + (c.url ?? '') })),
    ]),
  ]
  const ext = brochure?.filename?.split('.').pop()?.toUpperCase() ?? ''

  return (
    <article className="product">
      <JsonLd data={structured[0]} />
      <JsonLd data={structured[1]} />
      <Breadcrumbs items={crumbs} />
      <div className="product__top container">
        <ProductGallery images={images} name={product.name} />
        <div className="product__info">
          {product.category && <p className="eyebrow">{product.category.name}</p>}
          <h1 className="product__name">{product.name}</h1>
          {product.sku && (
            <p className="product__sku">
              Article number <span className="product__sku-value">{product.sku}</span>
            </p>
          )}
          <p className="product__summary">{product.summary}</p>
          <Price price={product.price} priceUnit={product.priceUnit} priceNote={product.priceNote} className="product__price" />
          <div className="actions">
            {quote && (
              <Link href={quote} prefetch={false} className="button button--primary">
                Request a quote
              </Link>
            )}
            {brochure?.url && (
              <a href={sitePath(brochure.url)} download className="button button--secondary">
                Download the brochure
              </a>
            )}
          </div>
        </div>
      </div>

      <TableOfContents entries={entries} />

      {overview && (
        <section className="product__section container container--narrow" aria-labelledby={overview.id}>
          <h2 id={overview.id}>{overview.label}</h2>
          <RichText data={product.description as never} />
        </section>
      )}

      {specifications && (
        <section className="product__section container container--narrow" aria-labelledby={specifications.id}>
          <h2 id={specifications.id}>{specifications.label}</h2>
          <table className="specs">
            <caption className="visually-hidden">Specifications of the {product.name}</caption>
            <tbody>
              {specs.map((row, i) => (
                <tr key={row.id ?? i}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {downloads && brochure && (
        <section className="product__section container container--narrow" aria-labelledby={downloads.id}>
          <h2 id={downloads.id}>{downloads.label}</h2>
          <ul className="downloads__list">
            <li className="downloads__item">
              <a href={sitePath(brochure.url) ?? '#'} download className="downloads__link">
                <span className="downloads__title">{brochure.title}</span>
                <span className="downloads__meta">
                  {ext} · {formatFileSize(brochure.filesize)}
                </span>
              </a>
              {brochure.description && <p>{brochure.description}</p>}
            </li>
          </ul>
        </section>
      )}

      {related && (
        <section className="product__section product__related container" aria-labelledby={related.id}>
          <h2 id={related.id}>{related.label}</h2>
          <ProductCardList cards={product.related} headingLevel={3} />
        </section>
      )}
    </article>
  )
}
