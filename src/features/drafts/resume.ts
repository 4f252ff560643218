/**
 * A resume link (`/<page>?gf_token=<token>`): the page as it is cached, with the form's
 * wrapper replaced by the saved draft, on the page the visitor saved from, every value
 * and uploaded file restored. Pages stay cached: the serving layer hands only requests
 * with a token to this route (server/form-resume.ts), and the answer is never stored.
 */
import { renderForm } from '../../core/forms/markup'
import { readValues } from '../../core/forms/values'
import { DRAFT_MESSAGES } from '../../core/drafts/markup'
import { isSitePath, spliced, type HttpDeps } from '../forms/http'
import { loadForm } from '../forms/process'
import { renderOptions } from '../forms/render'
import { verifyUploads } from '../uploads/records'
import { loadDraft } from './server'

const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } })

export async function handleResume(path: string, token: string, deps: HttpDeps): Promise<Response> {
  if (!isSitePath(path)) return text(400, 'This address cannot show a form.')
  const payload = await deps.payload()
  const now = (deps.now ?? Date.now)()
  const draft = await loadDraft(payload, token, now)
  const form = draft ? await loadForm(payload, draft.formId) : null
  const options = (s: { action: string; displayTitle: boolean; displayDescription: boolean }, formId: number) =>
    renderOptions({ ...s, formId, secret: deps.secret, now })
  if (!draft || !form) {
    // The link is old or wrong: the page as usual, with a word about the link if it holds a form.
    const fetchPage = deps.fetchPage ?? (async () => null)
    const html = await fetchPage(path)
    if (!html) return text(404, DRAFT_MESSAGES.expired)
    const formId = Number(/id="gform_wrapper_(\d+)"/.exec(html)?.[1] ?? NaN)
    const expiredForm = Number.isSafeInteger(formId) ? await loadForm(payload, formId) : null
    if (!expiredForm)
      return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
    return spliced(
      deps,
      path,
      expiredForm.id,
      (s) =>
        renderForm(expiredForm, { values: {}, formError: DRAFT_MESSAGES.expired, postback: true }, options(s, expiredForm.id)),
      200,
      headers,
    )
  }
  const values = await verifyUploads(payload, form, readValues(form, draft.pairs).values, draft.uniqueId)
  return spliced(
    deps,
    path,
    form.id,
    (s) => renderForm(form, { values, page: draft.page, uniqueId: draft.uniqueId, resumeToken: token }, options(s, form.id)),
    200,
    headers,
  )
}
