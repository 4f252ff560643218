/**
 * The social profile field inside the form engine: one text input (`input_{id}`) taking an
 * address or a handle; the entry keeps the profile's canonical address.
 */
import type { Field } from '../forms/types'
import { parseSocialProfile, type Platform, type SocialProfile } from './parse'

export type SocialField = Extract<Field, { type: 'social' }>

export const PLATFORM_NAMES: Record<Platform, string> = {
  calendly: 'Calendly',
  youtube: 'YouTube',
  wordpress: 'WordPress',
  xitter: 'X (Twitter)',
  facebook: 'Facebook',
  bluesky: 'Bluesky',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  threads: 'Threads',
  linkedin: 'LinkedIn',
  savvycal: 'SavvyCal',
  github: 'GitHub',
  instagram: 'Instagram',
}

export function socialProfileOf(field: SocialField, value: string): SocialProfile {
  return parseSocialProfile(value, field.platform)
}

export function socialError(field: SocialField, value: string): string | null {
  if (socialProfileOf(field, value).valid) return null
  return field.platform
    ? `Please enter a ${PLATFORM_NAMES[field.platform]} address or handle.`
    : 'Please enter the address of a profile on a platform we know (for example https://www.linkedin.com/in/your-name).'
}

/** What the hint beside the field says about a value. */
export function socialHint(field: SocialField, value: string): string {
  if (!value.trim()) return ''
  const profile = socialProfileOf(field, value)
  return profile.valid && profile.platform
    ? `${PLATFORM_NAMES[profile.platform]}: ${profile.url}`
    : (socialError(field, value) ?? '')
}

/** The stored value: the canonical address (or the text as typed when it is not a profile). */
export function socialEntry(field: SocialField, value: string): string {
  const profile = socialProfileOf(field, value)
  return profile.valid ? profile.url : value
}
