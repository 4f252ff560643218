/**
 * Product references in forms (core/products/reference.ts): the catalogue's name and code for
 * the product a quote request came from. The forms script asks `GET /next/forms/product?ref=`
 * to show it; the submission processor resolves the posted text again, so what is stored never
 * rests on what the browser sent.
 */
import type { Payload } from 'payload'

import { isProductReferenceField, productLabel, productLookup } from '../../core/products/reference'
import type { Form } from '../../core/forms/types'
import type { Values } from '../../core/forms/values'

/** The label of the published product the text names, or null. */
export async function findProductLabel(payload: Payload, text: string): Promise<string | null> {
  const lookup = productLookup(text)
  if (!lookup) return null
  const { docs } = await payload.find({
    collection: 'products',
    where: {
      and: [
        'code' in lookup ? { sku: { equals: lookup.code } } : { name: { equals: lookup.name } },
        { _status: { equals: 'published' } },
      ],
    },
    select: { name: true, sku: true },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const product = docs[0] as { name?: string | null; sku?: string | null } | undefined
  return product?.name ? productLabel({ name: product.name, sku: product.sku }) : null
}

/**
 * The values with each product reference written as the catalogue names it; text that names
 * no published product stays as the visitor wrote it.
 */
export async function resolveProductReferences(payload: Payload, form: Form, values: Values): Promise<Values> {
  const fields = form.fields.filter(isProductReferenceField)
  if (!fields.length) return values
  const resolved = { ...values }
  for (const field of fields) {
    const value = values[String(field.id)]
    if (typeof value !== 'string' || !value.trim()) continue
    const label = await findProductLabel(payload, value)
    if (label) resolved[String(field.id)] = label
  }
  return resolved
}

/** `GET /next/forms/product?ref=OS-CP20`: `{ "label": "CP20 coaster pager (OS-CP20)" }`, or 404. */
export async function handleProductLookup(request: Request, payload: Payload): Promise<Response> {
  const ref = new URL(request.url).searchParams.get('ref') ?? ''
  const label = await findProductLabel(payload, ref)
  return new Response(JSON.stringify(label ? { label } : { error: 'No such product.' }), {
    status: label ? 200 : 404,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // A rename shows within a minute; the answer holds nothing private.
      'cache-control': 'public, max-age=60',
    },
  })
}
