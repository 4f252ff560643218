import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import './admin-screen.css'

/**
 * One of our own admin screens (Analytics, Personal data, Import from Gravity Forms) in
 * Payload's frame: its template (navigation and header), the breadcrumb in the header as
 * Payload's own views set it, and a page header styled like its list and document views.
 */
export function AdminScreen({
  initPageResult,
  params,
  searchParams,
  title,
  path,
  intro,
  className,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  title: string
  /** The screen's address under /admin, for the breadcrumb. */
  path: string
  intro?: React.ReactNode
  className?: string
  children: React.ReactNode
}) {
  const { req, permissions, visibleEntities, locale } = initPageResult
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
      <SetStepNav nav={[{ label: title, url: path }]} />
      <Gutter className={`sp-screen${className ? ` ${className}` : ''}`}>
        <div className="sp-screen__header">
          <h1 className="sp-screen__title">{title}</h1>
          {intro && <div className="sp-screen__intro">{intro}</div>}
        </div>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
