import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../../access/roles'
import { AdminScreen } from '../../admin/screen/AdminScreen'
import { ImportTool } from './ImportTool'

/** /admin/import-forms: Gravity Forms export files in, forms of the site out. Staff only. */
export function GravityFormsImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent('/admin/import-forms')}`)
  const staff = hasRole(req.user, 'admin') || hasRole(req.user, 'editor')
  return (
    <AdminScreen
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Import from Gravity Forms"
      path="/import-forms"
      intro={
        staff ? (
          <p>
            Choose the file Gravity Forms wrote under Forms › Import/Export › Export Forms. Every form in it becomes a form here,
            with its fields, pages, conditional logic, confirmations and notifications. Field types this site does not have are
            listed below the result, one by one, and left out; HTML is cleaned, so no script from the file ever runs.
          </p>
        ) : undefined
      }
    >
      {staff ? <ImportTool /> : <p>Importing forms is for staff.</p>}
    </AdminScreen>
  )
}

/** In the admin's navigation, for staff only (the view and its endpoint refuse everyone else too). */
export function GravityFormsImportNavLink({ user }: { user?: unknown }) {
  if (!hasRole(user, 'admin') && !hasRole(user, 'editor')) return null
  return (
    <a className="nav__link" href="/admin/import-forms" id="nav-import-forms">
      <span className="nav__link-label">Import from Gravity Forms</span>
    </a>
  )
}
