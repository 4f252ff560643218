import { clientIp } from '../../../../../features/forms/http'
import { handleEmailCheck } from '../../../../../features/email-check/endpoint'
import { settings } from '../../../../../server/settings'

/** The e-mail check behind the hint of e-mail fields with server checks. See features/email-check/endpoint.ts. */
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleEmailCheck(request, { siteUrl: settings().siteUrl, clientIp: clientIp(request) })
}
