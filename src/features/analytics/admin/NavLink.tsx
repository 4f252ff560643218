/** The dashboard's place in the admin's navigation, after the collections and globals. */
export function AnalyticsNavLink() {
  return (
    <a className="nav__link" href="/admin/analytics" id="nav-analytics-dashboard">
      <span className="nav__link-label">Analytics dashboard</span>
    </a>
  )
}

/** On the admin's home page, above the collections: where the figures are. */
export function AnalyticsDashboardCard() {
  return (
    <p style={{ margin: '0 0 2rem', padding: '1rem 1.25rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 6 }}>
      Page views, clicks, forms and cookie choices: <a href="/admin/analytics">open the analytics dashboard</a>.
    </p>
  )
}
