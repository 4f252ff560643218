import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../../access/roles'
import { PersonalDataTool } from './PersonalDataTool'
import '../../entries/admin/entries-admin.css'

/** /admin/personal-data: export or erase everything kept about an e-mail address. Staff only. */
export function PersonalDataView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent('/admin/personal-data')}`)
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
        <h1>Personal data</h1>
        {staff ? (
          <>
            <p>
              When someone asks what the site keeps about them, or asks to be forgotten: their form entries and saved drafts
              (found by the e-mail fields of every form, and by where a resume link was sent), the files uploaded with them
              (listed in the export with their download links; erasing deletes them), the notification e-mails about those entries
              and every e-mail sent to the address.
            </p>
            <PersonalDataTool />
          </>
        ) : (
          <p>Personal data requests are handled by staff.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

export function PersonalDataNavLink() {
  return (
    <a className="nav__link" href="/admin/personal-data" id="nav-personal-data">
      <span className="nav__link-label">Personal data requests</span>
    </a>
  )
}
