/** The dashboard's place in the admin's navigation, after the collections and globals. */
export function AnalyticsNavLink() {
  return (
    <a className="nav__link" href="/admin/analytics" id="nav-analytics-dashboard">
      <span className="nav__link-label">Analytics dashboard</span>
    </a>
  )
}
