import { handleProductLookup } from '../../../../../features/products/reference'
import { payload } from '../../../../../features/site/queries'

/** The catalogue's name and code of the product a quote link names. See features/products/reference.ts. */
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return handleProductLookup(request, await payload())
}
