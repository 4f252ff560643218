import { staffToolbar } from '../../../../features/staff-toolbar/endpoint'

// Per person and always fresh: the new-entries count changes with every submission.
export const dynamic = 'force-dynamic'

/** The form toolbar's data for signed-in staff (features/staff-toolbar/endpoint.ts). */
export function GET(request: Request): Promise<Response> {
  return staffToolbar(request)
}
