import Link from 'next/link'

import { CmsLink, linkHref, type LinkData } from '../../components/CmsLink'
import { Picture } from '../../components/Picture'
import { containsEmail, mailtoAddress } from '../../core/antispam/emails'
import { breakpointCss, normalizeBreakpoint } from '../../core/nav/layout'
import { ProtectedEmail } from '../../features/antispam/ProtectedEmail'
import { MainNav, MenuToggle, SearchBox } from '../../features/navigation/Controls'
import { HeaderRoot } from '../../features/navigation/HeaderRoot'
import { NavItem } from '../../features/navigation/NavItem'
import { NavLink } from '../../features/navigation/NavLink'
import { getGlobal } from '../../features/site/queries'
import type { Header } from '../../payload-types'

type Item = NonNullable<Header['items']>[number]
type Panel = NonNullable<Item['panel']>

function TopLink({ link }: { link: LinkData | null | undefined }) {
  const href = linkHref(link)
  if (!href || !link) return null
  // E-mail links are protected (features/antispam); the client NavLink would carry the address in its props.
  const email = mailtoAddress(href)
  if (email) {
    const label = link.label && !containsEmail(link.label) ? link.label : undefined
    return (
      <ProtectedEmail email={email} className="nav-item__link">
        {label}
      </ProtectedEmail>
    )
  }
  return (
    <NavLink href={href} newTab={!!link.newTab} className="nav-item__link">
      {link.label}
    </NavLink>
  )
}

function PanelContent({ panel }: { panel: Panel }) {
  const columns = panel.columns?.filter((c) => c.links?.some((l) => linkHref(l.link))) ?? []
  const featured = panel.featured?.[0]
  return (
    <div className="nav-panel__inner container">
      <div className="nav-panel__columns">
        {columns.map((column) => (
          <div key={column.id} className="nav-panel__column">
            {column.heading && <p className="nav-panel__heading">{column.heading}</p>}
            <ul className="nav-panel__links">
              {column.links?.map((entry) => {
                const href = linkHref(entry.link)
                if (!href) return null
                const email = mailtoAddress(href)
                if (email) {
                  const label = entry.link.label && !containsEmail(entry.link.label) ? entry.link.label : undefined
                  return (
                    <li key={entry.id}>
                      <ProtectedEmail email={email} className="nav-panel__link">
                        {label}
                      </ProtectedEmail>
                    </li>
                  )
                }
                return (
                  <li key={entry.id}>
                    <NavLink href={href} newTab={!!entry.link.newTab} className="nav-panel__link">
                      {entry.icon && typeof entry.icon === 'object' && (
                        <Picture media={{ ...entry.icon, alt: '' }} sizes="40px" className="nav-panel__icon" />
                      )}
                      <span className="nav-panel__text">
                        <span className="nav-panel__label">{entry.link.label}</span>
                        {entry.description && <span className="nav-panel__description">{entry.description}</span>}
                      </span>
                    </NavLink>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
      {featured && (
        <div className="nav-feature">
          {featured.image && typeof featured.image === 'object' && (
            <Picture media={featured.image} sizes="320px" className="nav-feature__image" />
          )}
          <p className="nav-feature__heading">{featured.heading}</p>
          {featured.text && <p className="nav-feature__text">{featured.text}</p>}
          <CmsLink link={featured.link} className="nav-feature__link" />
        </div>
      )}
    </div>
  )
}

/**
 * The site header. A server component: every link is in the HTML, so the
 * navigation works before and without any script; the client parts in
 * features/navigation add panels, the mobile menu, search and the sticky state.
 */
export async function SiteHeader() {
  const [header, site] = await Promise.all([getGlobal('header'), getGlobal('site-settings')])
  const cta = header.cta?.[0]
  const breakpoint = normalizeBreakpoint(header.mobileBreakpoint)
  return (
    <>
      {/* The breakpoint is the editor's: the server's CSS already lays the header out right for it. */}
      <style href={`site-header-breakpoint-${breakpoint}`} precedence="high">
        {breakpointCss(breakpoint)}
      </style>
      <HeaderRoot breakpoint={breakpoint}>
        <div className="site-header__inner container">
          <Link href="/" className="brand" prefetch={false}>
            {/* The logo's alt text names the company; without a logo the name is the link text. */}
            {site.logo && typeof site.logo === 'object' ? (
              <Picture media={{ ...site.logo, alt: site.siteName }} sizes="160px" priority className="brand__logo" />
            ) : (
              <span className="brand__name">{site.siteName}</span>
            )}
          </Link>
          <MenuToggle controls="site-menu" />
          <MainNav id="site-menu">
            <nav aria-label="Main" className="main-nav">
              <ul className="main-nav__list">
                {header.items?.map((item, index) => {
                  const kind = item.kind ?? 'link'
                  const href = kind === 'panel' ? null : linkHref(item.link)
                  const hasPanel = kind !== 'link' && !!item.panel
                  if (!hasPanel) {
                    if (!href) return null
                    return (
                      <li key={item.id ?? index} className="nav-item">
                        <TopLink link={item.link} />
                      </li>
                    )
                  }
                  const label = (kind === 'panel' ? item.label : item.link?.label) ?? ''
                  return (
                    <li key={item.id ?? index} className={`nav-item nav-item--panel${href ? ' nav-item--split' : ''}`}>
                      <NavItem
                        id={`nav-panel-${index + 1}`}
                        label={label}
                        href={href ?? undefined}
                        link={href ? <TopLink link={item.link} /> : undefined}
                      >
                        <PanelContent panel={item.panel!} />
                      </NavItem>
                    </li>
                  )
                })}
              </ul>
            </nav>
            {cta && <CmsLink link={{ ...cta, style: 'primary' }} className="site-header__cta" />}
          </MainNav>
          <SearchBox id="site-search">
            <form action="/search" method="get" role="search" className="header-search__form container">
              <label htmlFor="site-search-q" className="header-search__label">
                Search the site
              </label>
              <input id="site-search-q" name="q" type="search" required autoComplete="off" className="header-search__input" />
              <button type="submit" className="button button--primary header-search__submit">
                Search
              </button>
            </form>
          </SearchBox>
        </div>
      </HeaderRoot>
    </>
  )
}
