import {
  Battery,
  Bell,
  Check,
  Clock,
  Droplets,
  Euro,
  Headset,
  Heart,
  type LucideIcon,
  Radio,
  Settings,
  ShieldCheck,
  Store,
  Truck,
  Users,
  Utensils,
  Vibrate,
  Watch,
  Wrench,
} from 'lucide-react'

import { CmsLink, linkHref } from '../../components/CmsLink'
import { anchorProps } from '../../components/TableOfContents'
import { aos } from '../../features/aos/attributes'
import type { FeatureGridBlock as Data } from '../../payload-types'
import type { FeatureIcon } from './icons'
import './feature-grid.css'

/** Every icon editors can pick (icons.ts), drawn with Lucide. */
const ICONS: Record<FeatureIcon, LucideIcon> = {
  bell: Bell,
  pager: Vibrate,
  watch: Watch,
  radio: Radio,
  battery: Battery,
  shield: ShieldCheck,
  droplet: Droplets,
  wrench: Wrench,
  clock: Clock,
  euro: Euro,
  truck: Truck,
  headset: Headset,
  users: Users,
  heart: Heart,
  utensils: Utensils,
  store: Store,
  check: Check,
  settings: Settings,
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
            const Icon = feature.icon ? ICONS[feature.icon] : null
            return (
              <li
                key={feature.id ?? index}
                className="feature"
                {...aos(block.animation, { delay: (index % Number(columns)) * 100 })}
              >
                {Icon && (
                  <span className="feature__icon">
                    <Icon aria-hidden="true" focusable="false" size={24} strokeWidth={1.75} />
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
