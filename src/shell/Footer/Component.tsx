import { CmsLink } from '../../components/CmsLink'
import { telHref } from '../../core/text/tel'
import { EmailGuard } from '../../features/antispam/EmailGuard'
import { ProtectedEmail } from '../../features/antispam/ProtectedEmail'
import { getGlobal } from '../../features/site/queries'
import { SOCIAL_PLATFORMS } from './social'
import { SocialIcon } from './SocialIcon'

export async function SiteFooter() {
  const [footer, site, consent] = await Promise.all([
    getGlobal('footer'),
    getGlobal('site-settings'),
    getGlobal('consent-settings'),
  ])
  // The cookie policy promises this link on every page; it reopens the notice (features/consent).
  const cookieSettings = consent.enabled !== false
  const tel = telHref(site.phone)
  // Only platforms we have a mark for, with a web address: a stored value can predate the list or the validation.
  const social = (footer.social ?? []).filter((s) => s.platform in SOCIAL_PLATFORMS && /^https:\/\//i.test(s.url.trim()))
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__company">
          <p className="site-footer__name">{site.siteName}</p>
          {site.tagline && <p>{site.tagline}</p>}
          {site.address && <address>{site.address}</address>}
          <p>
            {site.phone && tel && <a href={tel}>{site.phone}</a>}
            {site.phone && tel && site.email && <br />}
            {site.email && <ProtectedEmail email={site.email} />}
          </p>
          {social.length > 0 && (
            <>
              <p className="social-links__label" id="footer-social">
                Follow us
              </p>
              <ul className="social-links" aria-labelledby="footer-social">
                {social.map((item) => (
                  <li key={item.id ?? item.platform}>
                    <a className="social-links__link" href={item.url.trim()} rel="me noopener">
                      <SocialIcon platform={item.platform} />
                      <span className="visually-hidden">{SOCIAL_PLATFORMS[item.platform]}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
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
        {((footer.legalLinks && footer.legalLinks.length > 0) || cookieSettings) && (
          <ul>
            {footer.legalLinks?.map((link) => (
              <li key={link.id}>
                <CmsLink link={link} />
              </li>
            ))}
            {cookieSettings && (
              <li>
                <button type="button" className="cookie-settings-link" data-cookie-settings="">
                  {consent.revokeLabel}
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
      {/* Every page has the footer's protected address: the decoder's starter (a few hundred bytes). */}
      <EmailGuard />
    </footer>
  )
}
