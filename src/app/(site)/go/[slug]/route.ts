import { affiliateRoute } from '../../../../features/affiliate/redirect'

// Every visit is counted and looked up afresh: an affiliate link can be switched off at any time.
export const dynamic = 'force-dynamic'

/** /go/<slug>: an affiliate link (features/affiliate/redirect.ts, the same for /go/ and /recommend/). */
const route = affiliateRoute('/go/')
export const GET = route.GET
export const HEAD = route.HEAD
