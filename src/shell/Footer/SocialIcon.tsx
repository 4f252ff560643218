import { SOCIAL_MARKS } from './marks'
import type { SocialPlatform } from './social'

/** The platform's mark, decorative: the link around it carries the platform's name. */
export function SocialIcon({ platform }: { platform: SocialPlatform }) {
  return (
    <svg className="social-links__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={SOCIAL_MARKS[platform]} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}
