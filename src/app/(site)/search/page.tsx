import { maskEmails } from '../../../core/antispam/emails'
import type { Metadata } from 'next'
import Link from 'next/link'
import { Fragment } from 'react'

import { SearchForm } from '../../../components/SearchForm'
import { highlight, normaliseQuery } from '../../../core/search/query'
import { searchPages } from '../../../features/search/searchPages'

type Args = { searchParams: Promise<{ q?: string | string[] }> }

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const q = normaliseQuery((await searchParams).q)
  return { title: q ? `Search results for “${q}”` : 'Search', robots: { index: false, follow: true } }
}

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>{highlight(text, terms).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}</>
  )
}

export default async function SearchPage({ searchParams }: Args) {
  const q = normaliseQuery((await searchParams).q)
  const { terms, results } = await searchPages(q)
  return (
    <section className="search container container--narrow">
      <h1>Search</h1>
      <SearchForm query={q} />
      {q === '' ? (
        <p className="search__hint">Type a product, a place or a question, for example “nurse call” or “battery”.</p>
      ) : terms.length === 0 ? (
        <p className="search__hint" role="status">
          Use at least two letters or digits.
        </p>
      ) : results.length === 0 ? (
        <div className="search__empty" role="status">
          <p>
            Nothing matches “{q}”. Try fewer or other words, browse the <Link href="/products">products</Link>, or{' '}
            <Link href="/contact">ask us</Link>: we answer within one working day.
          </p>
        </div>
      ) : (
        <>
          <p className="search__count" role="status">
            {results.length === 1 ? '1 result matches' : `${results.length} results match`} “{q}”.
          </p>
          <ol className="search__results">
            {results.map((r) => (
              <li key={r.path} className="search__result">
                {r.section && <p className="search__section">{r.section}</p>}
                <h2 className="search__title">
                  <Link href={r.path} prefetch={false}>
                    <Marked text={r.title} terms={terms} />
                  </Link>
                </h2>
                <p className="search__excerpt">
                  <Marked text={maskEmails(r.excerpt)} terms={terms} />
                </p>
                {r.price && <p className="search__price">{r.price}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
