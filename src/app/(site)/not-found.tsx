import Link from 'next/link'

import { RichText } from '../../components/RichText'
import { SearchForm } from '../../components/SearchForm'
import { getGlobal } from '../../features/site/queries'

export default async function NotFound() {
  const site = await getGlobal('site-settings')
  return (
    <section className="not-found container container--narrow">
      <p className="eyebrow">Error 404</p>
      <h1>{site.notFound?.heading ?? 'Page not found'}</h1>
      {site.notFound?.text ? (
        <RichText data={site.notFound.text} />
      ) : (
        <p>
          The page you were looking for is not here. <Link href="/">Go to the home page</Link>.
        </p>
      )}
      <SearchForm id="not-found-q" />
    </section>
  )
}
