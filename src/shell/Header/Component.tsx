import Link from 'next/link'

import { CmsLink, linkHref } from '../../components/CmsLink'
import { Picture } from '../../components/Picture'
import { getGlobal } from '../../features/site/queries'

/**
 * The site header. A server component: its links are in the HTML, so the
 * navigation works before and without any script.
 */
export async function SiteHeader() {
  const [header, site] = await Promise.all([getGlobal('header'), getGlobal('site-settings')])
  const cta = header.cta?.[0]
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link href="/" className="brand" prefetch={false}>
          {/* The logo's alt text names the company; without a logo the name is the link text. */}
          {site.logo && typeof site.logo === 'object' ? (
            <Picture media={{ ...site.logo, alt: site.siteName }} sizes="160px" priority className="brand__logo" />
          ) : (
            <span className="brand__name">{site.siteName}</span>
          )}
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul className="main-nav__list">
            {header.items?.map((item) => {
              const href = linkHref(item.link)
              if (!href) return null
              const children = item.children?.filter((c) => linkHref(c.link)) ?? []
              return (
                <li key={item.id} className={`main-nav__item${children.length ? ' main-nav__item--parent' : ''}`}>
                  <CmsLink link={item.link} className="main-nav__link" />
                  {children.length > 0 && (
                    <ul className="main-nav__sub">
                      {children.map((child) => (
                        <li key={child.id}>
                          <CmsLink link={child.link} className="main-nav__sublink">
                            <span>{child.link.label}</span>
                            {child.description && <small>{child.description}</small>}
                          </CmsLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              )
            })}
          </ul>
        </nav>
        {cta && <CmsLink link={{ ...cta, style: 'primary' }} className="site-header__cta" />}
      </div>
    </header>
  )
}
