/**
 * The product a quote request is about. Product pages link to the quote page with the
 * product's article number (`/request-a-quote?product=OS-CP20`, or its name when it has
 * none); a form field populated dynamically by that parameter names the product. The
 * visitor sees it, and the server stores it, as the catalogue's name and code; text that
 * names no published product is kept as the visitor's own words. It is only ever text:
 * prices come from pricing fields, never from here.
 */

/** The query parameter of product pages' quote links. */
export const PRODUCT_PARAMETER = 'product'

/** Longest text looked up in the catalogue (a name or a code). */
export const PRODUCT_REFERENCE_MAX_LENGTH = 200

/** A field that names the product of the address: text populated dynamically by `product`. */
export function isProductReferenceField(field: { type: string; allowsPrepopulate?: boolean; inputName?: string }): boolean {
  return field.type === 'text' && field.allowsPrepopulate === true && field.inputName === PRODUCT_PARAMETER
}

/** How a form names a product: "CP20 coaster pager (OS-CP20)", or the name alone without a code. */
export function productLabel(product: { name: string; sku?: string | null }): string {
  const sku = product.sku?.trim()
  return sku ? `${product.name} (${sku})` : product.name
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/

/**
 * What to look the text up by: a bare article number, the number in brackets at the end of a
 * label ("CP20 coaster pager (OS-CP20)"), else the text as a product name. Null for empty or
 * overlong text.
 */
export function productLookup(text: string): { code: string } | { name: string } | null {
  const trimmed = text.trim()
  if (!trimmed || trimmed.length > PRODUCT_REFERENCE_MAX_LENGTH) return null
  if (CODE.test(trimmed)) return { code: trimmed }
  const bracketed = /\(([^()\s]+)\)$/.exec(trimmed)?.[1]
  if (bracketed && CODE.test(bracketed)) return { code: bracketed }
  return { name: trimmed }
}
