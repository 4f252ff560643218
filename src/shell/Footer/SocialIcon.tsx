import { siBluesky, siFacebook, siGithub, siInstagram, siThreads, siTiktok, siWhatsapp, siX, siYoutube } from 'simple-icons'

import type { SocialPlatform } from './social'

/**
 * LinkedIn asked Simple Icons to remove its logo, so this is our own plain
 * "in" mark: a rounded square with the letters cut out (even-odd fill).
 */
const LINKEDIN =
  'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM7.5 5.9a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zM6.1 10v8h2.8v-8zm4.5 0v8h2.8v-4.1c0-1.2.8-1.9 1.8-1.9s1.4.7 1.4 1.8V18h2.8v-4.3c0-2.5-1.1-3.9-3.3-3.9-1.3 0-2.3.6-2.8 1.4V10z'

/** Brand marks as SVG paths (Simple Icons, CC0), all on a 24 × 24 grid. */
const PATHS: Record<SocialPlatform, string> = {
  linkedin: LINKEDIN,
  youtube: siYoutube.path,
  instagram: siInstagram.path,
  facebook: siFacebook.path,
  xitter: siX.path,
  bluesky: siBluesky.path,
  threads: siThreads.path,
  tiktok: siTiktok.path,
  whatsapp: siWhatsapp.path,
  github: siGithub.path,
}

/** The platform's mark, decorative: the link around it carries the platform's name. */
export function SocialIcon({ platform }: { platform: SocialPlatform }) {
  return (
    <svg className="social-links__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[platform]} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}
