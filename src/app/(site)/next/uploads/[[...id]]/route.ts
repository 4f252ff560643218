import { handleUpload } from '../../../../../features/uploads/endpoint'
import { payload } from '../../../../../features/site/queries'
import { settings } from '../../../../../server/settings'

/**
 * The tus upload endpoint (features/uploads/endpoint.ts). A route handler under the serving
 * layer rather than a Payload endpoint or a server action: those read the whole body into
 * memory (and server actions cap it), while a route handler hands tus the request body as
 * a stream, so a 5 MiB chunk is never buffered whole and the serving layer still adds its
 * headers, address and limits.
 */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

function handle(request: Request): Promise<Response> {
  return handleUpload(request, { payload, siteUrl: settings().siteUrl })
}

export { handle as POST, handle as PATCH, handle as HEAD, handle as DELETE, handle as OPTIONS, handle as GET }
