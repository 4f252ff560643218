import { siBluesky, siFacebook, siGithub, siThreads, siTiktok, siWhatsapp, siX, siYoutube } from 'simple-icons'

import type { SocialPlatform } from './social'

/**
 * LinkedIn asked Simple Icons to remove its logo, so this is our own plain
 * "in" mark: a rounded square with the letters cut out (even-odd fill).
 */
const LINKEDIN =
  'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM7.5 5.9a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zM6.1 10v8h2.8v-8zm4.5 0v8h2.8v-4.1c0-1.2.8-1.9 1.8-1.9s1.4.7 1.4 1.8V18h2.8v-4.3c0-2.5-1.1-3.9-3.3-3.9-1.3 0-2.3.6-2.8 1.4V10z'

/**
 * Instagram's glyph drawn from its parts (a rounded square's outline, a ring, a dot) with
 * arcs, even-odd fill. Simple Icons traces the glyph's outline in 1,988 characters, which
 * every page carried inline in its footer: about 1 KB of each page's compressed HTML for an
 * icon drawn at 20 px, where this is 294 characters and looks the same at that size.
 */
const INSTAGRAM =
  'M7 0h10a7 7 0 0 1 7 7v10a7 7 0 0 1-7 7H7a7 7 0 0 1-7-7V7a7 7 0 0 1 7-7zm.2 2.2a5 5 0 0 0-5 5v9.6a5 5 0 0 0 5 5h9.6a5 5 0 0 0 5-5V7.2a5 5 0 0 0-5-5zM12 5.84a6.16 6.16 0 1 1 0 12.32 6.16 6.16 0 0 1 0-12.32zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm6.4-3.84a1.44 1.44 0 1 1 0 2.88 1.44 1.44 0 0 1 0-2.88z'

/**
 * Brand marks as SVG paths, all on a 24 × 24 grid: Simple Icons (CC0) where its path is
 * compact, our own drawing where it is not (LinkedIn, Instagram).
 */
export const SOCIAL_MARKS: Record<SocialPlatform, string> = {
  linkedin: LINKEDIN,
  youtube: siYoutube.path,
  instagram: INSTAGRAM,
  facebook: siFacebook.path,
  xitter: siX.path,
  bluesky: siBluesky.path,
  threads: siThreads.path,
  tiktok: siTiktok.path,
  whatsapp: siWhatsapp.path,
  github: siGithub.path,
}
