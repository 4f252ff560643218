import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { RenderBlocks } from '../../../blocks/RenderBlocks'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { JsonLd } from '../../../components/JsonLd'
import { sitePath } from '../../../components/url'
import { maskEmails } from '../../../core/antispam/emails'
import { breadcrumbList, organization } from '../../../core/seo/jsonld'
import { normalisePath, productSlugFromPath } from '../../../core/text/paths'
import { productMetadata } from '../../../features/products/metadata'
import { ProductPage } from '../../../features/products/ProductPage'
import { findProduct, findRedirect, getGlobal } from '../../../features/site/queries'
import { findPageWithSlides, opensWithHeroSlider } from '../../../features/slider/routing'
import type { Media } from '../../../payload-types'
import { settings } from '../../../server/settings'

type Args = { params: Promise<{ slug?: string[] }> }

// Pages render on their first visit and are then served from the cache until
// their content changes (see features/cache). Nothing is rendered at build
// time, so one build serves any database.
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

export default async function SitePage({ params }: Args) {
  const path = normalisePath((await params).slug)
  // A page, or a page at one of its history slider's slide addresses (<page>/<prefix>/<slide>).
  const page = await findPageWithSlides(path)
  if (!page) {
    // Pages and products never share an address (their hooks refuse it), so a page always wins.
    const product = productSlugFromPath(path) ? await findProduct(path) : null
    if (product) return <ProductPage product={product} />
    const target = await findRedirect(path)
    // The serving layer answers a permanent redirect with 301 (see server/serve.ts).
    if (target) (target.status === 301 ? permanentRedirect : redirect)(target.location)
    notFound()
  }
  const startsWithHero = page.layout?.[0]?.blockType === 'hero' || opensWithHeroSlider(page.layout)
  const base = settings().siteUrl
  const crumbs = page.breadcrumbs ?? []
  let structured: unknown = null
  if (path === '/') {
    const site = await getGlobal('site-settings')
    const logo = site.logo && typeof site.logo === 'object' ? sitePath(site.logo.url) : undefined
    structured = organization({
      name: site.siteName,
      url: `${base}/`,
      logo: logo ? base + logo : undefined,
      telephone: site.phone,
      // No e-mail address: the page's HTML must not carry one readable (features/antispam, protected addresses).
      address: site.address,
    })
  } else if (crumbs.length > 1) {
    structured = breadcrumbList([
      { name: 'Home', url: `${base}/` },
      ...crumbs.map((c) => ({ name: c.label ?? '', url: `${base}${c.url ?? ''}` })),
    ])
  }
  return (
    <article className="page">
      {structured !== null && <JsonLd data={structured} />}
      {page.breadcrumbs && page.breadcrumbs.length > 1 && <Breadcrumbs items={page.breadcrumbs} />}
      {!startsWithHero && (
        <header className="page__header container">
          <h1>{page.title}</h1>
        </header>
      )}
      <RenderBlocks blocks={page.layout} toc={page.tableOfContents} path={path} />
    </article>
  )
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const path = normalisePath((await params).slug)
  const [page, site] = await Promise.all([findPageWithSlides(path), getGlobal('site-settings')])
  if (!page) {
    const product = productSlugFromPath(path) ? await findProduct(path) : null
    if (product) return productMetadata(product, site)
    return { title: site.notFound?.heading ?? 'Page not found', robots: { index: false } }
  }
  const image = (page.meta?.image ?? site.defaultImage) as Media | number | null | undefined
  const imageUrl = image && typeof image === 'object' ? (image.sizes?.w1600?.url ?? image.url) : undefined
  const title = page.meta?.title || page.title
  return {
    title: path === '/' ? { absolute: title } : title,
    description: maskEmails(page.meta?.description) ?? undefined,
    alternates: { canonical: `${settings().siteUrl}${path}` },
    openGraph: {
      title,
      description: maskEmails(page.meta?.description) ?? undefined,
      url: `${settings().siteUrl}${path}`,
      images: imageUrl ? [{ url: imageUrl }] : undefined,
    },
  }
}
