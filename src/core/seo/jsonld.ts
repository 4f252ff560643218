import { schemaPrice } from '../products/price'

/**
 * Structured data for search engines. The JSON goes inside a script element,
 * so `<` is escaped: no text from content can close the element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export type Crumb = { name: string; url: string }

export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  }
}

export type OrganizationInput = {
  name: string
  url: string
  logo?: string
  telephone?: string | null
  email?: string | null
  /** Lines as written on an envelope: street, postcode and town, country. */
  address?: string | null
}

export function organization(input: OrganizationInput) {
  const lines = (input.address ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const postal = lines[1]?.match(/^(\d{4}\s?[A-Z]{2})\s+(.+)$/)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(lines.length
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: lines[0],
            ...(postal ? { postalCode: postal[1], addressLocality: postal[2] } : lines[1] ? { addressLocality: lines[1] } : {}),
            ...(lines[2] ? { addressCountry: lines[2] } : {}),
          },
        }
      : {}),
  }
}

export type ProductInput = {
  name: string
  /** The product page's absolute address. */
  url: string
  sku?: string | null
  description?: string | null
  /** Absolute image addresses, the main image first. */
  images?: readonly string[]
  /** The company that makes and sells it (Site settings' name). */
  brand?: string | null
  /** In cents; without a price ("price on request") there is no offer. */
  priceCents?: number | null
  currency?: string
}

/** A product with its offer, for rich results: only a product with a price gets `offers`. */
export function product(input: ProductInput) {
  const brand = input.brand?.trim()
  const hasPrice = typeof input.priceCents === 'number' && Number.isSafeInteger(input.priceCents) && input.priceCents >= 0
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    url: input.url,
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.images?.length ? { image: [...input.images] } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand }, manufacturer: { '@type': 'Organization', name: brand } } : {}),
    ...(hasPrice
      ? {
          offers: {
            '@type': 'Offer',
            url: input.url,
            price: schemaPrice(input.priceCents as number),
            priceCurrency: input.currency ?? 'EUR',
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  }
}

export type FaqItem = { question: string; answer: string }

/** Spaces folded within lines, line breaks kept (list items), at most one empty line between paragraphs. */
const tidyLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/**
 * FAQPage for one FAQ section: questions with their answers as plain text.
 * Items missing either half are left out; with none left there is nothing to say.
 */
export function faqPage(items: readonly FaqItem[]) {
  const mainEntity = items
    .map((item) => ({ question: item.question.trim(), answer: tidyLines(item.answer) }))
    .filter((item) => item.question && item.answer)
    .map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    }))
  if (mainEntity.length === 0) return null
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity }
}
