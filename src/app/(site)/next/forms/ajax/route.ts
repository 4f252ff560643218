import { httpDeps } from '../../../../../features/forms/deps'
import { handleAjax, handleAjaxGet } from '../../../../../features/forms/http'

/**
 * Gravity Forms' ajax endpoint: `action` in the multipart body selects `gform_submit_form`,
 * `gform_get_config` or `gform_validate_config`; `GET ?action=gform_get_nonce&form_id=`
 * hands out a fresh nonce. See features/forms/http.ts.
 */
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleAjax(request, httpDeps(request))
}

export function GET(request: Request): Promise<Response> {
  return handleAjaxGet(request, httpDeps(request))
}
