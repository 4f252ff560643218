/**
 * The forms' ajax endpoint (`/next/forms/ajax`, features/forms/http.ts) answered by the serving
 * layer itself rather than by Next's route handler (server/serve.ts, server/islands.ts): Next's
 * request and response machinery was the largest single cost of a submission, and its data cache
 * handed out a copy of the form's definition on each one. Built into the islands render's module
 * (src/islands/build.ts), so it runs through the Payload instance Next started, as the pages
 * rendered there do. The handlers, and every guard in them (body size, same origin, the limit per
 * address, the nonce), are the route's own; only where a form's definition is read from differs
 * (features/forms/deps.ts).
 */
import { servingDeps } from '../features/forms/deps'
import { handleAjax, handleAjaxGet } from '../features/forms/http'

/** `POST` and `GET /next/forms/ajax`, as the route answers them (src/app/(site)/next/forms/ajax/route.ts). */
export function answerFormAjax(request: Request): Promise<Response> {
  const deps = servingDeps(request)
  return request.method === 'GET' ? handleAjaxGet(request, deps) : handleAjax(request, deps)
}
