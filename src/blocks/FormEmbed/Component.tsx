import { Icon } from '../../components/Icon'
import { anchorProps } from '../../components/TableOfContents'
import { telHref } from '../../core/text/tel'
import { aos } from '../../features/aos/attributes'
import { getGlobal } from '../../features/site/queries'
import type { FormEmbedBlock as Data } from '../../payload-types'
import './form-embed.css'

/**
 * Where a form sits on a page. Until the forms engine places a form here, the
 * section offers the ways to reach the company that always work, telephone and
 * e-mail from Site settings, so a visitor who came to write never hits a dead end.
 */
export async function FormEmbedBlock({ block, anchor }: { block: Data; first: boolean; anchor?: string }) {
  const site = await getGlobal('site-settings')
  const tel = telHref(site.phone)
  const options = [
    tel && site.phone ? { key: 'tel', href: tel, label: 'Call us', value: site.phone, icon: 'phone' as const } : null,
    site.email
      ? { key: 'mail', href: `mailto:${site.email}`, label: 'E-mail us', value: site.email, icon: 'mail' as const }
      : null,
  ].filter((o) => o !== null)
  if (!block.heading && !block.intro && !options.length) return null
  return (
    <section className="form-embed" {...aos(block.animation)}>
      <div className="container">
        <div className="form-embed__card">
          <div className="form-embed__text">
            {block.heading && <h2 {...anchorProps(anchor)}>{block.heading}</h2>}
            {block.intro && <p className="form-embed__intro">{block.intro}</p>}
          </div>
          {options.length > 0 && (
            <ul className="form-embed__options">
              {options.map(({ key, href, label, value, icon }) => (
                <li key={key}>
                  <a className="form-embed__option" href={href}>
                    <span className="form-embed__icon">
                      <Icon name={icon} size={22} strokeWidth={1.9} />
                    </span>
                    <span>
                      <span className="form-embed__label">{label}</span>
                      <span className="form-embed__value">{value}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}
