import { httpDeps } from '../../../../../features/forms/deps'
import { handlePostback } from '../../../../../features/forms/http'

/**
 * A form posted to its own page without JavaScript. The serving layer (server/serve.ts)
 * hands such posts here as `?path=<the page>`; the answer is that page with the form's
 * errors, next page or confirmation in place. See features/forms/http.ts.
 */
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? ''
  return handlePostback(request, path, httpDeps(request))
}
