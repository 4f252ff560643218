import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../../access/roles'
import { AdminScreen } from '../../admin/screen/AdminScreen'
import { PersonalDataTool } from './PersonalDataTool'

/** /admin/personal-data: export or erase everything kept about an e-mail address. Staff only. */
export function PersonalDataView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent('/admin/personal-data')}`)
  const staff = hasRole(req.user, 'admin') || hasRole(req.user, 'editor')
  return (
    <AdminScreen
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Personal data"
      path="/personal-data"
      intro={
        staff ? (
          <p>
            When someone asks what the site keeps about them, or asks to be forgotten: their form entries and saved drafts (found
            by the e-mail fields of every form, and by where a resume link was sent), the files uploaded with them (listed in the
            export with their download links; erasing deletes them), the notification e-mails about those entries and every e-mail
            sent to the address.
          </p>
        ) : undefined
      }
    >
      {staff ? <PersonalDataTool /> : <p>Personal data requests are handled by staff.</p>}
    </AdminScreen>
  )
}

export function PersonalDataNavLink() {
  return (
    <a className="nav__link" href="/admin/personal-data" id="nav-personal-data">
      <span className="nav__link-label">Personal data requests</span>
    </a>
  )
}
