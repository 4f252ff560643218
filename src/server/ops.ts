/**
 * The operations endpoints the serving layer answers itself (server/serve.ts), after the
 * per-address budget and before the page cache and Next.js:
 *
 * - `/healthz`: the process lives and its event loop answers. No database, nothing else.
 * - `/metrics`: Prometheus's text format, only with `Authorization: Bearer <METRICS_TOKEN>`;
 *   without METRICS_TOKEN set, the address does not exist.
 *
 * `/readyz` needs Payload, so it is answered by a route of the site (app/(site)/next/readyz,
 * features/ops/checks.ts), which `readyUrl` sends it to.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { bearerMatches, HEALTH_PATH, METRICS_PATH, READY_PATH } from '../core/ops/labels'
import { siteMetrics } from './metrics'

/** Where /readyz is answered. */
export const READY_ROUTE = '/next/readyz'

const text = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  })
  res.end(body)
}

/** The route /readyz is answered by, for a GET or HEAD of it; else null. */
export function readyUrl(req: IncomingMessage, path: string): string | null {
  return path === READY_PATH && (req.method === 'GET' || req.method === 'HEAD') ? READY_ROUTE : null
}

/** Answers /healthz and /metrics; false for any other address. */
export function answerOps(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  options: { metricsToken: string | undefined },
): boolean {
  if (path !== HEALTH_PATH && path !== METRICS_PATH) return false
  if (path === METRICS_PATH && !options.metricsToken) return false
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    text(res, 405, 'Only GET and HEAD are answered here.', { allow: 'GET, HEAD' })
    return true
  }
  if (path === HEALTH_PATH) {
    const body = '{"status":"ok"}'
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'content-length': String(body.length),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
  if (!bearerMatches(req.headers.authorization, options.metricsToken!)) {
    text(res, 401, 'The metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>.', {
      'www-authenticate': 'Bearer realm="metrics"',
    })
    return true
  }
  const registry = siteMetrics().registry
  registry.metrics().then(
    (body) => {
      res.writeHead(200, {
        'content-type': registry.contentType,
        'cache-control': 'no-store',
        'content-length': String(Buffer.byteLength(body)),
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    },
    (err: unknown) => {
      console.error('[metrics] the metrics could not be gathered', err)
      if (!res.headersSent) text(res, 500, 'The metrics could not be gathered.')
      else res.destroy()
    },
  )
  return true
}
