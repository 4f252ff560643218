import { handleResume } from '../../../../../features/drafts/resume'
import { httpDeps } from '../../../../../features/forms/deps'

/** A resume link of a saved form, handed over by the serving layer (server/form-resume.ts). */
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  return handleResume(params.get('path') ?? '/', params.get('token') ?? '', httpDeps(request))
}
