import { CmsLink, linkHref } from '../../components/CmsLink'
import { Icon, type IconName } from '../../components/Icon'
import { anchorProps } from '../../components/TableOfContents'
import { aos } from '../../features/aos/attributes'
import type { FeatureGridBlock as Data } from '../../payload-types'
import type { FeatureIcon } from './icons'

/** Every icon editors can pick (icons.ts) and the Lucide icon that draws it. */
const ICONS: Record<FeatureIcon, IconName> = {
  bell: 'bell',
  pager: 'vibrate',
  watch: 'watch',
  radio: 'radio',
  battery: 'battery',
  shield: 'shieldCheck',
  droplet: 'droplets',
  wrench: 'wrench',
  clock: 'clock',
  euro: 'euro',
  truck: 'truck',
  headset: 'headset',
  users: 'users',
  heart: 'heart',
  utensils: 'utensils',
  store: 'store',
  check: 'check',
  settings: 'settings',
}

export function FeatureGridBlock({ block, anchor }: { block: Data; first: boolean; anchor?: string }) {
  const features = block.features ?? []
  if (!features.length && !block.heading) return null
  const columns = block.columns ?? '3'
  const Title = block.heading ? 'h3' : 'h2'
  return (
    <section className="features">
      <div className="container">
        {(block.heading || block.intro) && (
          <header className="features__header" {...aos(block.animation)}>
            {block.heading && <h2 {...anchorProps(anchor)}>{block.heading}</h2>}
            {block.intro && <p className="features__intro">{block.intro}</p>}
          </header>
        )}
        <ul className={`features__grid features__grid--${columns}`}>
          {features.map((feature, index) => {
            const icon = feature.icon ? ICONS[feature.icon] : null
            return (
              <li
                key={feature.id ?? index}
                className="feature"
                {...aos(block.animation, { delay: (index % Number(columns)) * 100 })}
              >
                {icon && (
                  <span className="feature__icon">
                    <Icon name={icon} strokeWidth={1.75} />
                  </span>
                )}
                <Title className="feature__title">{feature.title}</Title>
                {feature.text && <p className="feature__text">{feature.text}</p>}
                {feature.withLink && linkHref(feature.link) && (
                  <p className="feature__more">
                    <CmsLink link={feature.link} className="feature__link" />
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
