import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../../access/roles'
import { ImportTool } from './ImportTool'
import '../../entries/admin/entries-admin.css'

/** /admin/import-forms: Gravity Forms export files in, forms of the site out. Staff only. */
export function GravityFormsImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent('/admin/import-forms')}`)
  const staff = hasRole(req.user, 'admin') || hasRole(req.user, 'editor')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <Gutter className="sp-entry">
        <h1>Import from Gravity Forms</h1>
        {staff ? (
          <>
            <p>
              Choose the file Gravity Forms wrote under Forms › Import/Export › Export Forms. Every form in it becomes a form
              here, with its fields, pages, conditional logic, confirmations and notifications. Field types this site does not
              have are listed below the result, one by one, and left out; HTML is cleaned, so no script from the file ever runs.
            </p>
            <ImportTool />
          </>
        ) : (
          <p>Importing forms is for staff.</p>
        )}
      </Gutter>
    </DefaultTemplate>
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
