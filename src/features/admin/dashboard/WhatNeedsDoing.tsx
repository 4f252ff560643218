import { Banner } from '@payloadcms/ui'
import type { Payload } from 'payload'

import { hasRole } from '../../../access/roles'
import {
  ageText,
  attention,
  attentionText,
  conversionText,
  dashboardWindows,
  emailsAddress,
  formatCount,
  formatDateTime,
  formEntriesAddress,
  plural,
} from '../../../core/admin/dashboard'
import { loadDashboard } from './load'
import './what-needs-doing.css'

/** A count that opens its list; a zero is plain text (an empty list is nothing to open). */
function CountLink({ n, href, label }: { n: number; href: string; label: string }) {
  if (n === 0)
    return (
      <span className="sp-todo__zero">
        0<span className="sp-todo__sr"> {label}</span>
      </span>
    )
  return (
    <a href={href}>
      {formatCount(n)}
      <span className="sp-todo__sr"> {label}</span>
    </a>
  )
}

function Card({ id, title, children, wide }: { id: string; title: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <section className={`sp-todo__card${wide ? ' sp-todo__card--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="sp-todo__heading">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The admin's home page opens on what needs doing (issue 24): unread and new entries per
 * form, the week's conversion, e-mails that did not go out, scheduled publications and the
 * last seven days' figures, each linking to its filtered list. Payload's collection cards
 * follow below it. Rendered on the server from counts; staff only.
 */
export async function WhatNeedsDoing({ payload, user }: { payload: Payload; user?: unknown }) {
  if (!hasRole(user, 'admin') && !hasRole(user, 'editor')) return null
  const now = new Date()
  const windows = dashboardWindows(now)
  const f = await loadDashboard(payload, windows, now)
  const a = attention(f)
  const failedAge = ageText(f.emails.oldestFailed, now)
  const retryAge = ageText(f.emails.oldestRetrying, now)

  return (
    <section className="sp-todo" aria-labelledby="sp-todo-title">
      <h1 id="sp-todo-title" className="sp-todo__title">
        What needs doing
      </h1>
      <Banner type={a.nothingWaits ? 'success' : 'default'} className="sp-todo__summary">
        <span data-dashboard="summary">{attentionText(a)}</span>
      </Banner>

      <div className="sp-todo__grid">
        <Card id="sp-todo-entries" title="Form entries" wide>
          {f.forms.length === 0 ? (
            <p className="sp-todo__muted">No new entries this week, and nothing unread.</p>
          ) : (
            <table className="sp-todo__table">
              <caption className="sp-todo__sr">Entries per form (spam and trash left out)</caption>
              <thead>
                <tr>
                  <th scope="col">Form</th>
                  <th scope="col" className="sp-todo__num">
                    New today
                  </th>
                  <th scope="col" className="sp-todo__num">
                    This week
                  </th>
                  <th scope="col" className="sp-todo__num">
                    Unread
                  </th>
                  <th scope="col" className="sp-todo__num">
                    Starred
                  </th>
                </tr>
              </thead>
              <tbody>
                {f.forms.map((r) => (
                  <tr key={r.id} data-dashboard-form={r.id}>
                    <th scope="row">
                      <a href={formEntriesAddress(r.id, 'inbox')}>{r.title}</a>
                    </th>
                    <td className="sp-todo__num">
                      <CountLink
                        n={r.today}
                        href={formEntriesAddress(r.id, 'inbox', windows.today)}
                        label={`new today, ${r.title}`}
                      />
                    </td>
                    <td className="sp-todo__num">
                      <CountLink
                        n={r.week}
                        href={formEntriesAddress(r.id, 'inbox', windows.week)}
                        label={`this week, ${r.title}`}
                      />
                    </td>
                    <td className="sp-todo__num">
                      <CountLink n={r.unread} href={formEntriesAddress(r.id, 'unread')} label={`unread, ${r.title}`} />
                    </td>
                    <td className="sp-todo__num">
                      <CountLink n={r.starred} href={formEntriesAddress(r.id, 'starred')} label={`starred, ${r.title}`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="sp-todo__muted sp-todo__note">
            {f.quietForms > 0 ? `${plural(f.quietForms, 'other form', 'other forms')} had nothing new. ` : ''}
            This week is today and the six days before, on Amsterdam time.{' '}
            <a href="/admin/collections/form-entries">All entries</a>
          </p>
        </Card>

        <Card id="sp-todo-conversion" title="This week’s conversion">
          {f.forms.length === 0 ? (
            <p className="sp-todo__muted">No form was viewed or filled in this week.</p>
          ) : (
            <ul className="sp-todo__list">
              {f.forms.map((r) => (
                <li key={r.id}>
                  <span>{r.title}</span>
                  <span className="sp-todo__figure" data-dashboard-conversion={r.id}>
                    {conversionText(r.weekEntries, r.views)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="sp-todo__muted sp-todo__note">
            Entries of the form’s views over the last seven days (UTC, as the analytics count).
          </p>
        </Card>

        <Card id="sp-todo-emails" title="Notification e-mails">
          {f.emails.failed === 0 && f.emails.retrying === 0 ? (
            <p className="sp-todo__muted">Every e-mail went out.</p>
          ) : (
            <ul className="sp-todo__list">
              <li>
                <a href={emailsAddress('failed', now)}>{plural(f.emails.failed, 'e-mail failed', 'e-mails failed')}</a>
                {failedAge && <span className="sp-todo__figure">oldest {failedAge} ago</span>}
              </li>
              <li>
                <a href={emailsAddress('retrying', now)}>
                  {plural(f.emails.retrying, 'e-mail waits', 'e-mails wait')} for another try
                </a>
                {retryAge && <span className="sp-todo__figure">oldest {retryAge} ago</span>}
              </li>
            </ul>
          )}
          <p className="sp-todo__note">
            <a href="/admin/collections/form-notifications">All notification e-mails</a>
          </p>
        </Card>

        <Card id="sp-todo-scheduled" title="Scheduled publications">
          {f.scheduled.total === 0 ? (
            <p className="sp-todo__muted">Nothing is scheduled to be published or unpublished.</p>
          ) : (
            <ul className="sp-todo__list">
              {f.scheduled.next.map((s) => (
                <li key={`${s.collection}/${s.id}/${s.at}`}>
                  <a href={`/admin/collections/${s.collection}/${encodeURIComponent(s.id)}`}>{s.title}</a>
                  <span className="sp-todo__figure">
                    {s.action === 'publish' ? 'Publish' : 'Unpublish'} on <time dateTime={s.at}>{formatDateTime(s.at)}</time>
                  </span>
                </li>
              ))}
              {f.scheduled.total > f.scheduled.next.length && (
                <li className="sp-todo__muted">and {formatCount(f.scheduled.total - f.scheduled.next.length)} more</li>
              )}
            </ul>
          )}
        </Card>

        <Card id="sp-todo-week" title="Last 7 days">
          <dl className="sp-todo__figures">
            <div>
              <dt>Page views</dt>
              <dd data-dashboard="pageviews">{formatCount(f.analytics.pageViews)}</dd>
            </div>
            <div>
              <dt>Link clicks</dt>
              <dd>{formatCount(f.analytics.clicks)}</dd>
            </div>
            <div>
              <dt>Form views</dt>
              <dd>{formatCount(f.analytics.formViews)}</dd>
            </div>
            <div>
              <dt>Form submissions</dt>
              <dd>{formatCount(f.analytics.formSubmissions)}</dd>
            </div>
          </dl>
          <h3 className="sp-todo__subheading">Cookie choices</h3>
          <dl className="sp-todo__figures">
            <div>
              <dt>Accepted all</dt>
              <dd>{formatCount(f.consent.accepted)}</dd>
            </div>
            <div>
              <dt>Refused all</dt>
              <dd>{formatCount(f.consent.refused)}</dd>
            </div>
            <div>
              <dt>Chose for themselves</dt>
              <dd>{formatCount(f.consent.partial)}</dd>
            </div>
          </dl>
          <p className="sp-todo__note">
            Charts, top pages and exports:{' '}
            <a href={`/admin/analytics?from=${windows.analytics.from}&to=${windows.analytics.to}`}>
              open the analytics dashboard
            </a>
            . Every choice: <a href="/admin/collections/consent-records">the consent log</a>.
          </p>
        </Card>
      </div>
    </section>
  )
}
