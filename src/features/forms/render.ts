/**
 * The server's side of rendering a form: the options every render shares (the ajax
 * endpoint, the time-window nonce, the sanitiser, today's date in the company's time zone).
 * Nothing here reads the request, so a page embedding a form stays cacheable.
 */
import type { MergeContext } from '../../core/forms/merge-tags'
import { AJAX_PATH } from '../../core/forms/protocol'
import type { RenderOptions } from '../../core/forms/markup'
import { parseUploadSettings } from '../../core/uploads/settings'
import { UPLOAD_PATH } from '../uploads/path'
import { configHash } from '../pricing/signature'
import { antispamNonce, versionHash } from '../../core/antispam/token'
import { formNonce } from './nonce'
import { sanitizeFormHtml } from './sanitize'
import { dayIn } from '../../core/time/zone'

export const AJAX_URL = AJAX_PATH

export type RenderSettings = {
  action: string
  displayTitle: boolean
  displayDescription: boolean
  formId: number
  secret: string
  now?: number
  context?: Partial<MergeContext>
}

export function renderOptions(s: RenderSettings): RenderOptions {
  const now = s.now ?? Date.now()
  return {
    action: s.action,
    ajaxUrl: AJAX_URL,
    nonce: formNonce(s.secret, s.formId, now),
    displayTitle: s.displayTitle,
    displayDescription: s.displayDescription,
    sanitizeHtml: sanitizeFormHtml,
    configHash: (form) => configHash(s.secret, form),
    context: { today: dayIn(now), ...s.context },
    upload: { endpoint: UPLOAD_PATH, chunkSize: parseUploadSettings(process.env).chunkSize },
    antispam: { versionHash: versionHash(s.secret, s.formId), nonce: antispamNonce(s.secret, now) },
  }
}
