import { isAffiliateSlug, type AffiliatePrefix } from '../../core/analytics/affiliate'
import { isPrefetch, isRobot } from '../../core/analytics/request'
import { redirectLimit, storeEvent } from '../analytics/collector'
import { requestFacts } from '../analytics/http'
import { payload } from '../site/queries'
import { settings } from '../../server/settings'

type Args = { params: Promise<{ slug: string }> }

/** Where the visitor came from, as a path of this site (the page the link is on), if it was this site. */
function fromPage(referer: string | null): string | null {
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.origin === new URL(settings().siteUrl).origin ? url.pathname : null
  } catch {
    return null
  }
}

/**
 * `<prefix><slug>` (`/go/…` or `/recommend/…`): an affiliate link from the admin, sent on
 * with a 302 and counted once as an affiliate click, with the page it was clicked on and
 * the address that was followed. The click tracker leaves these links to this route, so a
 * click counts once however it was opened (same tab, new tab, from an e-mail). Prefetches
 * and robots are sent on without counting. Unknown or inactive links get the site's 404 page.
 */
async function handle(prefix: AffiliatePrefix, request: Request, { params }: Args, count: boolean): Promise<Response> {
  const { slug } = await params
  if (!isAffiliateSlug(slug)) return notFound()
  const client = await payload()
  const { docs } = await client.find({
    collection: 'affiliate-links',
    where: { and: [{ slug: { equals: slug } }, { active: { equals: true } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const link = docs[0]
  if (!link) return notFound()
  const address = `${prefix}${slug}`
  const h = request.headers
  const facts = requestFacts(h)
  const counted =
    count &&
    !isRobot(facts.userAgent) &&
    !isPrefetch({ purpose: h.get('purpose'), secPurpose: h.get('sec-purpose'), rsc: h.get('rsc') }) &&
    redirectLimit.take(facts.address, Date.now())
  if (counted) {
    await storeEvent(
      client,
      {
        type: 'click',
        path: fromPage(h.get('referer')) ?? address,
        category: 'affiliate',
        target: address,
        label: link.label.slice(0, 60),
        referrer: null,
        formId: null,
      },
      facts,
    ).catch((err: unknown) => console.error(`[${prefix}] could not count a click`, err))
  }
  return new Response(null, {
    status: 302,
    headers: {
      Location: link.target,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  })
}

/** An HTML 404: the serving layer sends the site's 404 page in its place (server/not-found.ts). */
function notFound(): Response {
  return new Response('', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** The route handlers for one prefix: each prefix's route file exports these (app/(site)/go, app/(site)/recommend). */
export function affiliateRoute(prefix: AffiliatePrefix) {
  return {
    GET: (request: Request, args: Args) => handle(prefix, request, args, true),
    HEAD: (request: Request, args: Args) => handle(prefix, request, args, false),
  }
}
