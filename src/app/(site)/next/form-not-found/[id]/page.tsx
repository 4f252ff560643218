import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { SearchForm } from '../../../../../components/SearchForm'
import { formNotFound } from '../../../../../core/forms/protocol'

type Args = { params: Promise<{ id: string }> }

export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

/**
 * The 404 page for /forms/<id> with an unknown id, as an ordinary cached page: the serving
 * layer sends its HTML with status 404 (server/not-found.ts), so it says which form was
 * not found, word for word, with or without JavaScript.
 */
export default async function FormNotFoundPage({ params }: Args) {
  const { id } = await params
  if (!/^\d{1,9}$/.test(id)) notFound()
  return (
    <section className="not-found container container--narrow">
      <p className="eyebrow">Error 404</p>
      <h1>{formNotFound(id)}</h1>
      <p>
        The form may have been removed. <Link href="/contact">Contact us</Link> or <Link href="/">go to the home page</Link>.
      </p>
      <SearchForm id="not-found-q" />
    </section>
  )
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { id } = await params
  return { title: formNotFound(id), robots: { index: false, follow: true } }
}
