/** Above the consent log's list: the CSV export and where the figures are. */
export function ConsentExportLink() {
  return (
    <p style={{ margin: '0 var(--gutter-h) 1rem' }}>
      <a href="/api/consent-records/export" download>
        Export the last 30 days as CSV
      </a>{' '}
      · other ranges and the figures on the <a href="/admin/analytics">analytics dashboard</a>
    </p>
  )
}
