import Link from 'next/link'

import type { Page } from '../payload-types'

export function Breadcrumbs({ items }: { items: NonNullable<Page['breadcrumbs']> }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs container">
      <ol>
        <li>
          <Link href="/" prefetch={false}>
            Home
          </Link>
        </li>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <li key={item.id ?? i}>
              <span aria-current="page">{item.label}</span>
            </li>
          ) : (
            <li key={item.id ?? i}>
              <Link href={item.url ?? '/'} prefetch={false}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
