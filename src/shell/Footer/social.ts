/** Platforms the footer has an icon for; the label is the link's accessible name. */
export const SOCIAL_PLATFORMS = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  xitter: 'X',
  bluesky: 'Bluesky',
  threads: 'Threads',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  github: 'GitHub',
} as const

export type SocialPlatform = keyof typeof SOCIAL_PLATFORMS
