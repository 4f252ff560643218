import { serializeJsonLd } from '../core/seo/jsonld'

/** Structured data; serializeJsonLd escapes `<`, so content cannot end the element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
