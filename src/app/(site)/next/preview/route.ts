import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { hasRole } from '../../../../access/roles'
import { payload } from '../../../../features/site/queries'

/**
 * Turns on draft mode for a signed-in editor and opens the page, so the admin's
 * preview and live preview show unpublished changes. Anyone else is refused.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? '/'
  if (!/^\/[a-z0-9\-/]*$/.test(path) || path.includes('//')) {
    return new Response('The preview path is not a page address.', { status: 400 })
  }
  const client = await payload()
  const { user } = await client.auth({ headers: request.headers })
  if (!hasRole(user, 'admin') && !hasRole(user, 'editor')) {
    return new Response('Sign in to the admin to preview unpublished pages.', { status: 403 })
  }
  ;(await draftMode()).enable()
  redirect(path)
}
