import { readiness } from '../../../../features/ops/checks'
import { payload } from '../../../../features/site/queries'

// Asked afresh each time (a result is reused for a second inside readiness()).
export const dynamic = 'force-dynamic'

/**
 * /readyz: whether this instance can serve the site now. The serving layer sends /readyz here
 * (server/serve.ts); it starts Payload if nothing has yet, so a fresh instance becomes ready
 * without a visitor's request. The answer names each check as ok or failing and nothing more.
 */
export async function GET(): Promise<Response> {
  const { status, body } = await readiness(payload)
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}
