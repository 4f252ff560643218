import { CmsLink } from '../../components/CmsLink'
import { getGlobal } from '../../features/site/queries'

export async function SiteFooter() {
  const [footer, site] = await Promise.all([getGlobal('footer'), getGlobal('site-settings')])
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__company">
          <p className="site-footer__name">{site.siteName}</p>
          {site.tagline && <p>{site.tagline}</p>}
          {site.address && <address>{site.address}</address>}
          <p>
            {site.phone && <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>}
            {site.phone && site.email && <br />}
            {site.email && <a href={`mailto:${site.email}`}>{site.email}</a>}
          </p>
        </div>
        {footer.columns?.map((column) => (
          <nav key={column.id} aria-label={column.heading} className="site-footer__column">
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links?.map((link) => (
                <li key={link.id}>
                  <CmsLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        {footer.note && <p>{footer.note}</p>}
        {footer.legalLinks && footer.legalLinks.length > 0 && (
          <ul>
            {footer.legalLinks.map((link) => (
              <li key={link.id}>
                <CmsLink link={link} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  )
}
