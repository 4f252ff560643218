import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { RenderBlocks } from '../../../blocks/RenderBlocks'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { normalisePath } from '../../../core/text/paths'
import { findPage, findRedirect, getGlobal } from '../../../features/site/queries'
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
  const page = await findPage(path)
  if (!page) {
    const target = await findRedirect(path)
    // The serving layer answers a permanent redirect with 301 (see server/serve.ts).
    if (target) (target.status === 301 ? permanentRedirect : redirect)(target.location)
    notFound()
  }
  const startsWithHero = page.layout?.[0]?.blockType === 'hero'
  return (
    <article className="page">
      {page.breadcrumbs && page.breadcrumbs.length > 1 && <Breadcrumbs items={page.breadcrumbs} />}
      {!startsWithHero && (
        <header className="page__header container">
          <h1>{page.title}</h1>
        </header>
      )}
      <RenderBlocks blocks={page.layout} />
    </article>
  )
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const path = normalisePath((await params).slug)
  const [page, site] = await Promise.all([findPage(path), getGlobal('site-settings')])
  if (!page) return { title: site.notFound?.heading ?? 'Page not found', robots: { index: false } }
  const image = (page.meta?.image ?? site.defaultImage) as Media | number | null | undefined
  const imageUrl = image && typeof image === 'object' ? (image.sizes?.w1600?.url ?? image.url) : undefined
  const title = page.meta?.title || page.title
  return {
    title: path === '/' ? { absolute: title } : title,
    description: page.meta?.description ?? undefined,
    alternates: { canonical: `${settings().siteUrl}${path}` },
    openGraph: {
      title,
      description: page.meta?.description ?? undefined,
      url: `${settings().siteUrl}${path}`,
      images: imageUrl ? [{ url: imageUrl }] : undefined,
    },
  }
}
