import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../../access/roles'
import { CLICK_CATEGORIES } from '../../../core/analytics/classify'
import { DEFAULT_RANGE_DAYS, formatRate, parseRange } from '../../../core/analytics/report'
import { dayOf } from '../../../core/analytics/visitor'
import { AdminScreen } from '../../admin/screen/AdminScreen'
import { loadConsentSummary, loadFormEntries, loadFormTitles, loadReport } from '../load'
import { BarList, ColumnChart } from './Charts'
import './dashboard.css'

const PRESETS = [7, 30, 90, 365] as const
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

function presetRange(days: number, today: string) {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  return `?from=${from}&to=${today}`
}

/**
 * /admin/analytics: the site's own statistics for a date range (page views,
 * daily unique visitors, referrers, top pages, clicks by category and link,
 * forms, consent choices) with CSV exports. Staff only; rendered on the server.
 */
export async function AnalyticsDashboard({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent('/admin/analytics')}`)
  const staff = hasRole(req.user, 'admin') || hasRole(req.user, 'editor')
  const today = dayOf(new Date())
  const range = parseRange(first(searchParams?.from), first(searchParams?.to), today)
  const template = (children: React.ReactNode, intro?: React.ReactNode) => (
    <AdminScreen
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Analytics"
      path="/analytics"
      intro={intro}
      className="sp-dash"
    >
      {children}
    </AdminScreen>
  )
  if (!staff) return template(<p>The analytics dashboard is for staff.</p>)

  const [report, consent, entries] = await Promise.all([
    loadReport(req.payload, range),
    loadConsentSummary(req.payload, range),
    loadFormEntries(req.payload, range),
  ])
  const formIds = [...new Set([...report.forms.map((f) => f.formId), ...entries.keys()])]
  const titles = await loadFormTitles(req.payload, formIds)
  const query = `from=${range.from}&to=${range.to}`
  const days = report.days.map((d) => ({ ...d, label: d.day }))

  return template(
    <>
      <form method="get" className="sp-screen__form sp-dash__range" aria-label="Date range">
        <div className="sp-screen__field">
          <label htmlFor="sp-dash-from" className="sp-screen__label">
            From
          </label>
          <input id="sp-dash-from" className="sp-screen__input" type="date" name="from" defaultValue={range.from} max={today} />
        </div>
        <div className="sp-screen__field">
          <label htmlFor="sp-dash-to" className="sp-screen__label">
            To
          </label>
          <input id="sp-dash-to" className="sp-screen__input" type="date" name="to" defaultValue={range.to} max={today} />
        </div>
        <button type="submit" className="btn btn--style-primary btn--size-medium">
          <span className="btn__content">
            <span className="btn__label">Show</span>
          </span>
        </button>
        <ul className="sp-dash__presets" aria-label="Quick ranges">
          {PRESETS.map((n) => (
            <li key={n}>
              <a href={`/admin/analytics${presetRange(n, today)}`}>{n === 365 ? 'Last year' : `Last ${n} days`}</a>
            </li>
          ))}
        </ul>
      </form>

      <dl className="sp-dash__totals" aria-label={`Totals from ${range.from} to ${range.to}`}>
        <div className="sp-dash__total">
          <dt>Page views</dt>
          <dd data-total="views">{report.totals.views}</dd>
        </div>
        <div className="sp-dash__total">
          <dt>Unique visitors (daily)</dt>
          <dd data-total="visitors">{report.totals.visitors}</dd>
        </div>
        <div className="sp-dash__total">
          <dt>Link clicks</dt>
          <dd data-total="clicks">{report.totals.clicks}</dd>
        </div>
        <div className="sp-dash__total">
          <dt>Form submissions</dt>
          <dd data-total="submissions">{report.totals.formSubmissions}</dd>
        </div>
      </dl>

      <div className="sp-dash__grid">
        <ColumnChart
          title="Page views per day"
          unit="page views"
          points={days.map((d) => ({ label: d.label, value: d.views }))}
        />
        <ColumnChart
          title="Unique visitors per day"
          unit="visitors"
          points={days.map((d) => ({ label: d.label, value: d.visitors }))}
        />
      </div>

      <div className="sp-dash__grid">
        <BarList title="Top pages" rows={report.topPages} empty="No page views in this range." />
        <BarList title="Referring sites" rows={report.referrers} empty="No visits from other sites in this range." />
      </div>

      <div className="sp-dash__grid">
        <BarList
          title="Clicks by category"
          rows={CLICK_CATEGORIES.map((c) => ({ key: c, count: report.clicksByCategory[c] }))}
          empty="No clicks."
        />
        <section className="sp-dash__panel" aria-label="Top links">
          <h2 className="sp-dash__heading">Top links</h2>
          {report.topLinks.length === 0 ? (
            <p className="sp-dash__muted">No link clicks in this range.</p>
          ) : (
            <table className="sp-dash__table">
              <thead>
                <tr>
                  <th scope="col">Link</th>
                  <th scope="col">Category</th>
                  <th scope="col" className="sp-dash__num">
                    Clicks
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.topLinks.map((l) => (
                  <tr key={`${l.category} ${l.key}`}>
                    <td style={{ wordBreak: 'break-all' }}>{l.key}</td>
                    <td>{l.category}</td>
                    <td className="sp-dash__num">{l.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      <section className="sp-dash__panel sp-dash__block" aria-label="Forms">
        <h2 className="sp-dash__heading">Forms</h2>
        {formIds.length === 0 ? (
          <p className="sp-dash__muted">No form was viewed or submitted in this range.</p>
        ) : (
          // Six columns do not fit a phone: the table scrolls sideways, reachable by keyboard.
          <div className="sp-dash__scroll" role="region" aria-label="Form figures" tabIndex={0}>
            <table className="sp-dash__table">
              <thead>
                <tr>
                  <th scope="col">Form</th>
                  <th scope="col" className="sp-dash__num">
                    Views
                  </th>
                  <th scope="col" className="sp-dash__num">
                    Starts
                  </th>
                  <th scope="col" className="sp-dash__num">
                    Submissions
                  </th>
                  <th scope="col" className="sp-dash__num">
                    Conversion
                  </th>
                  <th scope="col" className="sp-dash__num">
                    Entries stored
                  </th>
                </tr>
              </thead>
              <tbody>
                {formIds.map((id) => {
                  const f = report.forms.find((x) => x.formId === id)
                  return (
                    <tr key={id}>
                      <td>{titles.get(id) ?? `Form ${id}`}</td>
                      <td className="sp-dash__num">{f?.views ?? 0}</td>
                      <td className="sp-dash__num">{f?.starts ?? 0}</td>
                      <td className="sp-dash__num">{f?.submissions ?? 0}</td>
                      <td className="sp-dash__num">{formatRate(f?.conversion ?? null)}</td>
                      <td className="sp-dash__num">{entries.get(id) ?? 0}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="sp-dash__panel sp-dash__block" aria-label="Cookie choices">
        <h2 className="sp-dash__heading">Cookie choices</h2>
        <p>
          Accepted all: <strong data-consent="accepted">{consent.accepted}</strong> · Refused all:{' '}
          <strong data-consent="refused">{consent.refused}</strong> · Partly accepted:{' '}
          <strong data-consent="partial">{consent.partial}</strong>
        </p>
      </section>

      <section className="sp-dash__panel" aria-label="Exports">
        <h2 className="sp-dash__heading">Export as CSV</h2>
        <ul className="sp-dash__exports">
          <li>
            <a href={`/api/analytics-events/export?${query}&kind=daily`} download>
              Daily figures
            </a>
          </li>
          <li>
            <a href={`/api/analytics-events/export?${query}`} download>
              Every event
            </a>
          </li>
          <li>
            <a href={`/api/consent-records/export?${query}`} download>
              Consent log
            </a>
          </li>
        </ul>
        <p className="sp-dash__muted">
          For {range.from} to {range.to}. Without a range the exports cover the last {DEFAULT_RANGE_DAYS} days.
        </p>
      </section>
    </>,
    <p>
      The site’s own statistics: counted without cookies and without storing addresses, for every visitor whatever their cookie
      choice. Unique visitors are counted per day. Days run from midnight to midnight UTC.
    </p>,
  )
}
