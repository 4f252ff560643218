import { Readable } from 'node:stream'

import type { Endpoint } from 'payload'

import { hasRole } from '../../access/roles'
import { uploadStorage } from './storage'

/** `filename="plan.pdf"; filename*=UTF-8''plan.pdf`: an ASCII fallback and the exact name. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * `GET /api/form-uploads/:id/download`: a visitor's file, for signed-in staff only, always
 * as an attachment with `nosniff`, so a browser never renders or runs what a visitor sent.
 */
export const downloadEndpoint: Endpoint = {
  path: '/:id/download',
  method: 'get',
  handler: async (req) => {
    const headers = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' }
    if (!hasRole(req.user, 'admin') && !hasRole(req.user, 'editor')) {
      return new Response('Sign in to download uploaded files.', { status: 401, headers })
    }
    const id = String(req.routeParams?.id ?? '')
    const record = await req.payload
      .findByID({ collection: 'form-uploads', id, depth: 0, req, overrideAccess: false, disableErrors: true })
      .catch(() => null)
    if (!record || record.status === 'uploading') return new Response('Not found.', { status: 404, headers })
    let stream: Readable
    try {
      stream = await uploadStorage().read(record.uploadId)
    } catch {
      return new Response('The file is no longer stored.', { status: 410, headers })
    }
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      status: 200,
      headers: {
        ...headers,
        'content-type': 'application/octet-stream',
        'content-length': String(record.size),
        'content-disposition': attachmentDisposition(record.name),
        'content-security-policy': "default-src 'none'; sandbox",
      },
    })
  },
}
