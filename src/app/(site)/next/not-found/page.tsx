import type { Metadata } from 'next'

import { getGlobal } from '../../../../features/site/queries'
import NotFound from '../../not-found'

/**
 * The 404 page as an ordinary cached page. The serving layer sends its HTML,
 * with status 404, for every site address that does not exist (see
 * src/server/not-found.ts), so it works without JavaScript.
 */
export default function NotFoundPage() {
  return <NotFound />
}

export async function generateMetadata(): Promise<Metadata> {
  const site = await getGlobal('site-settings')
  return { title: site.notFound?.heading ?? 'Page not found', robots: { index: false, follow: true } }
}
