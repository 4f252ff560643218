import { Icon } from '../../components/Icon'
import { anchorProps } from '../../components/TableOfContents'
import { telHref } from '../../core/text/tel'
import { maskEmail } from '../../core/antispam/emails'
import { ProtectedEmail } from '../../features/antispam/ProtectedEmail'
import { aos } from '../../features/aos/attributes'
import { FormMarkup } from '../../features/forms/FormMarkup'
import { FormScript } from '../../features/forms/client/FormScript'
import { getPublishedForm } from '../../features/forms/queries'
import { getGlobal } from '../../features/site/queries'
import type { FormEmbedBlock as Data } from '../../payload-types'

/**
 * Where a form sits on a page: the section's heading and text beside the form. Without a
 * form (none chosen, or it was deleted) the section offers the ways to reach the company
 * that always work, telephone and e-mail from Site settings, so a visitor who came to
 * write never hits a dead end; with a form they stay as a quieter alternative.
 */
export async function FormEmbedBlock({ block, anchor, path }: { block: Data; first: boolean; anchor?: string; path?: string }) {
  const site = await getGlobal('site-settings')
  const formId = typeof block.form === 'object' && block.form ? block.form.id : block.form
  const form = typeof formId === 'number' ? await getPublishedForm(formId) : null
  const tel = telHref(site.phone)
  const options = [
    tel && site.phone ? { key: 'tel', href: tel, label: 'Call us', value: site.phone, icon: 'phone' as const } : null,
    site.email
      ? { key: 'mail', href: `mailto:${site.email}`, label: 'E-mail us', value: site.email, icon: 'mail' as const }
      : null,
  ].filter((o) => o !== null)
  if (!form && !block.heading && !block.intro && !options.length) return null
  const hasText = Boolean(block.heading || block.intro)
  return (
    <section className={form ? 'form-embed form-embed--form' : 'form-embed'} {...aos(block.animation)}>
      <div className="container">
        <div className={form && !hasText ? 'form-embed__card form-embed__card--solo' : 'form-embed__card'}>
          {(hasText || !form) && (
            <div className="form-embed__text">
              {block.heading && <h2 {...anchorProps(anchor)}>{block.heading}</h2>}
              {block.intro && <p className="form-embed__intro">{block.intro}</p>}
              {form && options.length > 0 && (
                <p className="form-embed__alternative">
                  Prefer to talk?{' '}
                  {options.map(({ key, href, value }, i) => (
                    <span key={key}>
                      {i > 0 && ' or '}
                      {key === 'mail' ? <ProtectedEmail email={value} /> : <a href={href}>{value}</a>}
                    </span>
                  ))}
                </p>
              )}
            </div>
          )}
          {form ? (
            <div className="form-embed__form">
              <FormMarkup
                form={form}
                action={path ?? `/forms/${form.id}`}
                displayTitle={block.displayTitle !== false}
                displayDescription={block.displayDescription !== false}
              />
              <FormScript formId={form.id} />
            </div>
          ) : (
            options.length > 0 && (
              <ul className="form-embed__options">
                {options.map(({ key, href, label, value, icon }) => {
                  const inner = (
                    <>
                      <span className="form-embed__icon">
                        <Icon name={icon} size={22} strokeWidth={1.9} />
                      </span>
                      <span>
                        <span className="form-embed__label">{label}</span>
                        <span className={key === 'mail' ? 'form-embed__value sp-email__text' : 'form-embed__value'}>
                          {key === 'mail' ? maskEmail(value) : value}
                        </span>
                      </span>
                    </>
                  )
                  return (
                    <li key={key}>
                      {key === 'mail' ? (
                        <ProtectedEmail email={value} className="form-embed__option" label={label}>
                          {inner}
                        </ProtectedEmail>
                      ) : (
                        <a className="form-embed__option" href={href}>
                          {inner}
                        </a>
                      )}
                    </li>
                  )
                })}
              </ul>
            )
          )}
        </div>
      </div>
    </section>
  )
}
