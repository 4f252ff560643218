/**
 * The social profile field: a profile address or a handle, read into `{ url, identifier,
 * platform, valid }` for the platforms GF's field knows. Pure; the renderer, the browser
 * and the server's validation all use it. Each platform has its own host names, address
 * shapes and handle characters; an address on a platform's host that does not fit its shape
 * is not valid, and neither is anything on another host.
 */

export const PLATFORMS = [
  'calendly',
  'youtube',
  'wordpress',
  'xitter',
  'facebook',
  'bluesky',
  'tiktok',
  'whatsapp',
  'threads',
  'linkedin',
  'savvycal',
  'github',
  'instagram',
] as const

export type Platform = (typeof PLATFORMS)[number]

export type SocialProfile = { url: string; identifier: string; platform: Platform | ''; valid: boolean }

export const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/

type Rule = {
  hosts: string[]
  /** The identifier from an address's path (and query), or null when the shape is wrong. */
  fromUrl: (url: URL) => string | null
  /** Whether a bare handle (without `@`) is an identifier of this platform, normalised. */
  handle: (text: string) => string | null
  url: (identifier: string) => string
}

const segments = (url: URL) => url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
const test = (re: RegExp) => (text: string) => (re.test(text) ? text : null)
const atHandle = (re: RegExp) => (url: URL) => {
  const [first, ...rest] = segments(url)
  if (!first?.startsWith('@') || rest.length > 1) return null
  return re.test(first.slice(1)) ? first.slice(1) : null
}
const digits = (text: string) => text.replace(/\D/g, '')

const GITHUB = /^(?!-)(?!.*--)[A-Za-z0-9-]{1,39}(?<!-)$/
const INSTAGRAM = /^(?!.*\.\.)(?!\.)[A-Za-z0-9_.]{1,30}(?<!\.)$/
const TIKTOK = /^[A-Za-z0-9_.]{2,24}$/
const THREADS = INSTAGRAM
const FACEBOOK = /^[A-Za-z0-9.]{5,50}$/
const LINKEDIN = /^[A-Za-z0-9\-_%À-ž]{3,100}$/
const SLUG = /^[A-Za-z0-9_-]{1,64}$/
const WORDPRESS = /^[a-z0-9-]{2,63}$/
const BSKY_HANDLE = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/
const BSKY_DID = /^did:(plc|web):[a-z0-9._:%-]{3,200}$/i
const YOUTUBE_HANDLE = /^[A-Za-z0-9_.-]{3,30}$/
const YOUTUBE_CHANNEL = /^UC[A-Za-z0-9_-]{22}$/
const PHONE = /^\d{7,15}$/

const RULES: Record<Platform, Rule> = {
  xitter: {
    hosts: ['x.com', 'twitter.com', 'mobile.twitter.com', 'mobile.x.com'],
    fromUrl: (url) => {
      const [first, ...rest] = segments(url)
      if (!first || (rest.length && rest[0] !== 'status')) return null
      return X_HANDLE.test(first) && !['home', 'i', 'intent', 'share', 'search'].includes(first) ? first : null
    },
    handle: test(X_HANDLE),
    url: (id) => `https://x.com/${id}`,
  },
  bluesky: {
    hosts: ['bsky.app'],
    fromUrl: (url) => {
      const [first, id, ...rest] = segments(url)
      if (first !== 'profile' || !id || rest.length > 2) return null
      return bskyIdentifier(id)
    },
    handle: (text) => bskyIdentifier(text),
    url: (id) => `https://bsky.app/profile/${id}`,
  },
  whatsapp: {
    hosts: ['wa.me', 'api.whatsapp.com', 'whatsapp.com'],
    fromUrl: (url) => {
      const path = segments(url)
      const raw = url.hostname === 'wa.me' ? (path[0] ?? '') : (url.searchParams.get('phone') ?? '')
      const phone = digits(raw)
      return PHONE.test(phone) ? phone : null
    },
    handle: (text) => (/^[+\d][\d\s().-]*$/.test(text) && PHONE.test(digits(text)) ? digits(text) : null),
    url: (id) => `https://wa.me/${id}`,
  },
  calendly: {
    hosts: ['calendly.com'],
    fromUrl: (url) => {
      const [user, event, ...rest] = segments(url)
      if (!user || rest.length || !SLUG.test(user) || (event !== undefined && !SLUG.test(event))) return null
      return event ? `${user}/${event}` : user
    },
    handle: test(SLUG),
    url: (id) => `https://calendly.com/${id}`,
  },
  savvycal: {
    hosts: ['savvycal.com'],
    fromUrl: (url) => {
      const [user, link, ...rest] = segments(url)
      if (!user || rest.length || !SLUG.test(user) || (link !== undefined && !SLUG.test(link))) return null
      return link ? `${user}/${link}` : user
    },
    handle: test(SLUG),
    url: (id) => `https://savvycal.com/${id}`,
  },
  youtube: {
    hosts: ['youtube.com', 'm.youtube.com'],
    fromUrl: (url) => {
      const [first, second, ...rest] = segments(url)
      if (!first) return null
      if (first.startsWith('@')) return !second && YOUTUBE_HANDLE.test(first.slice(1)) ? first : null
      if (first === 'channel' && second && YOUTUBE_CHANNEL.test(second) && !rest.length) return second
      if ((first === 'c' || first === 'user') && second && YOUTUBE_HANDLE.test(second) && !rest.length)
        return `${first}/${second}`
      return null
    },
    handle: (text) =>
      text.startsWith('@') && YOUTUBE_HANDLE.test(text.slice(1)) ? text : YOUTUBE_HANDLE.test(text) ? `@${text}` : null,
    url: (id) => `https://www.youtube.com/${YOUTUBE_CHANNEL.test(id) ? `channel/${id}` : id}`,
  },
  wordpress: {
    hosts: ['wordpress.com', 'profiles.wordpress.org'],
    fromUrl: (url) => {
      if (url.hostname === 'profiles.wordpress.org') {
        const [user, ...rest] = segments(url)
        return user && !rest.length && WORDPRESS.test(user.toLowerCase()) ? user.toLowerCase() : null
      }
      const site = url.hostname.replace(/\.wordpress\.com$/, '')
      return site !== url.hostname && WORDPRESS.test(site) ? site : null
    },
    handle: (text) => (WORDPRESS.test(text.toLowerCase()) ? text.toLowerCase() : null),
    url: (id) => `https://${id}.wordpress.com`,
  },
  facebook: {
    hosts: ['facebook.com', 'm.facebook.com', 'fb.com'],
    fromUrl: (url) => {
      const [first, ...rest] = segments(url)
      if (first === 'profile.php') {
        const id = url.searchParams.get('id') ?? ''
        return /^\d{5,20}$/.test(id) ? id : null
      }
      if (!first || rest.length || ['pages', 'groups', 'events', 'watch', 'sharer'].includes(first)) return null
      return FACEBOOK.test(first) ? first : null
    },
    handle: test(FACEBOOK),
    url: (id) => (/^\d+$/.test(id) ? `https://www.facebook.com/profile.php?id=${id}` : `https://www.facebook.com/${id}`),
  },
  tiktok: {
    hosts: ['tiktok.com', 'm.tiktok.com'],
    fromUrl: atHandle(TIKTOK),
    handle: test(TIKTOK),
    url: (id) => `https://www.tiktok.com/@${id}`,
  },
  threads: {
    hosts: ['threads.net', 'threads.com'],
    fromUrl: atHandle(THREADS),
    handle: test(THREADS),
    url: (id) => `https://www.threads.net/@${id}`,
  },
  linkedin: {
    hosts: ['linkedin.com', 'nl.linkedin.com', 'de.linkedin.com', 'uk.linkedin.com', 'fr.linkedin.com', 'be.linkedin.com'],
    fromUrl: (url) => {
      const [kind, slug, ...rest] = segments(url)
      if ((kind !== 'in' && kind !== 'company') || !slug || rest.length || !LINKEDIN.test(slug)) return null
      return kind === 'in' ? slug : `company/${slug}`
    },
    handle: test(LINKEDIN),
    url: (id) => `https://www.linkedin.com/${id.startsWith('company/') ? id : `in/${id}`}`,
  },
  github: {
    hosts: ['github.com'],
    fromUrl: (url) => {
      const [user, ...rest] = segments(url)
      return user && !rest.length && GITHUB.test(user) ? user : null
    },
    handle: test(GITHUB),
    url: (id) => `https://github.com/${id}`,
  },
  instagram: {
    hosts: ['instagram.com', 'm.instagram.com'],
    fromUrl: (url) => {
      const [user, ...rest] = segments(url)
      if (!user || rest.length || ['p', 'reel', 'explore', 'stories'].includes(user)) return null
      return INSTAGRAM.test(user) ? user : null
    },
    handle: test(INSTAGRAM),
    url: (id) => `https://www.instagram.com/${id}`,
  },
}

/** A Bluesky handle or DID, lower case; a handle without a dot gets `.bsky.social`. */
function bskyIdentifier(text: string): string | null {
  if (BSKY_DID.test(text)) return text
  const handle = text.toLowerCase().includes('.') ? text.toLowerCase() : `${text.toLowerCase()}.bsky.social`
  return BSKY_HANDLE.test(handle) ? handle : null
}

function platformOfHost(host: string): Platform | null {
  const bare = host.toLowerCase().replace(/^www\./, '')
  for (const platform of PLATFORMS) {
    const rule = RULES[platform]
    if (rule.hosts.includes(bare)) return platform
    if (platform === 'wordpress' && bare.endsWith('.wordpress.com')) return platform
  }
  return null
}

const invalid = (platform: Platform | '', url = ''): SocialProfile => ({ url, identifier: '', platform, valid: false })

/**
 * Reads an address or a handle. An address names its platform by its host; a handle needs
 * `platform` (the field's setting). Surrounding space and a leading `@` on handles are ignored.
 */
export function parseSocialProfile(input: string, platform?: Platform): SocialProfile {
  const text = (input ?? '').trim()
  if (!text || text.length > 2048) return invalid(platform ?? '')
  const looksLikeUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(text)
  const tel = /^tel:/i.test(text)
  if (looksLikeUrl && !tel) {
    let url: URL
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`)
    } catch {
      return invalid(platform ?? '')
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid(platform ?? '')
    const found = platformOfHost(url.hostname)
    if (!found || (platform && found !== platform)) return invalid(platform ?? found ?? '', text)
    const identifier = RULES[found].fromUrl(url)
    return identifier ? { url: RULES[found].url(identifier), identifier, platform: found, valid: true } : invalid(found, text)
  }
  if (!platform) return invalid('')
  let handle = tel ? text.slice(4) : text
  if (handle.startsWith('@') && platform !== 'youtube') handle = handle.slice(1)
  if (tel && platform !== 'whatsapp') return invalid(platform)
  const identifier = RULES[platform].handle(handle)
  return identifier ? { url: RULES[platform].url(identifier), identifier, platform, valid: true } : invalid(platform)
}
