/**
 * The dashboard's charts, drawn on the server as SVG and CSS: no chart library,
 * no JavaScript. Every chart has a text summary for screen readers and its
 * numbers in a table beside or under it.
 */

export type Point = { label: string; value: number }

export function ColumnChart({ title, points, unit }: { title: string; points: Point[]; unit: string }) {
  const max = Math.max(1, ...points.map((p) => p.value))
  const total = points.reduce((s, p) => s + p.value, 0)
  const peak = points.reduce<Point | null>((best, p) => (!best || p.value > best.value ? p : best), null)
  const width = Math.max(points.length * 12, 120)
  const height = 120
  const bar = 12
  const summary = `${title}: ${total} ${unit} in total${peak && peak.value > 0 ? `, most on ${peak.label} (${peak.value})` : ''}.`
  return (
    <figure className="sp-dash__chart">
      <figcaption className="sp-dash__chart-title">
        {title} <span className="sp-dash__muted">(highest {max === 1 && total === 0 ? 0 : max})</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={summary} className="sp-dash__svg">
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="sp-dash__axis" />
        {points.map((p, i) => {
          const h = Math.round((p.value / max) * (height - 4))
          return (
            <rect key={p.label} x={i * bar + 2} y={height - h} width={bar - 4} height={h} className="sp-dash__bar">
              <title>{`${p.label}: ${p.value} ${unit}`}</title>
            </rect>
          )
        })}
      </svg>
      <div className="sp-dash__chart-ends" aria-hidden="true">
        <span>{points[0]?.label}</span>
        <span>{points[points.length - 1]?.label}</span>
      </div>
    </figure>
  )
}

/** A ranked list with a bar per row, scaled to the largest. */
export function BarList({ title, rows, empty }: { title: string; rows: { key: string; count: number }[]; empty: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count))
  return (
    <section className="sp-dash__panel" aria-label={title}>
      <h2 className="sp-dash__heading">{title}</h2>
      {rows.length === 0 ? (
        <p className="sp-dash__muted">{empty}</p>
      ) : (
        <table className="sp-dash__bars">
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">
                  <span className="sp-dash__bar-fill" style={{ width: `${(r.count / max) * 100}%` }} aria-hidden="true" />
                  <span className="sp-dash__bar-label">{r.key}</span>
                </th>
                <td>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
