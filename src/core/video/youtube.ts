/**
 * YouTube video ids and the addresses the lazy video needs. Editors paste
 * whatever they copied (a watch URL, a short link, an embed URL or the bare
 * id); only the 11-character id is kept, so nothing typed reaches an iframe.
 */
const ID = /^[A-Za-z0-9_-]{11}$/
/** Eleven characters, but a playlist embed (`/embed/videoseries?list=…`), not a video. */
const NOT_IDS = new Set(['videoseries'])

export function youtubeId(input: string | null | undefined): string | null {
  const value = (input ?? '').trim()
  if (ID.test(value)) return value
  let url: URL
  try {
    url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '')
  let candidate: string | null = null
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/')
    if (first === 'watch') candidate = url.searchParams.get('v')
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') candidate = second ?? null
  }
  return candidate && ID.test(candidate) && !NOT_IDS.has(candidate) ? candidate : null
}

/** Start offsets as YouTube writes them (`90`, `90s`, `1m30s`, `1h2m3s`) or as a clock shows them (`1:30`, `1:02:03`). */
export function startSeconds(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) && input > 0 ? Math.floor(input) : 0
  const value = (input ?? '').trim().toLowerCase()
  if (/^\d+$/.test(value)) return Number(value)
  const clock = value.match(/^(?:(\d+):)?(\d+):([0-5]\d)$/)
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3])
  const m = value.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/)
  if (!m || value === '') return 0
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)
}

/** The start time in a pasted link (`?t=90`, `&t=1m30s`, `?start=90`), or 0. */
export function startFromUrl(input: string | null | undefined): number {
  const value = (input ?? '').trim()
  if (!value || ID.test(value)) return 0
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`)
    return startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '')
  } catch {
    return 0
  }
}

const whole = (start: number) => (Number.isFinite(start) && start > 0 ? Math.floor(start) : 0)

/** The poster from YouTube's image server (hqdefault exists for every video). */
export function posterUrl(id: string, size: 'hq' | 'maxres' = 'hq'): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(id)}/${size === 'maxres' ? 'maxresdefault' : 'hqdefault'}.jpg`
}

/** The privacy-enhanced player, started by the click that loads it. */
export function embedUrl(id: string, start = 0): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0', playsinline: '1' })
  if (whole(start) > 0) params.set('start', String(whole(start)))
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params.toString()}`
}

/** The video on YouTube itself: the link for visitors without JavaScript. */
export function watchUrl(id: string, start = 0): string {
  const params = new URLSearchParams({ v: id })
  if (whole(start) > 0) params.set('t', `${whole(start)}s`)
  return `https://www.youtube.com/watch?${params.toString()}`
}

/** Hosts the CSP must allow: the poster images and the player frame. */
export const YOUTUBE_IMAGE_ORIGIN = 'https://i.ytimg.com'
export const YOUTUBE_FRAME_ORIGIN = 'https://www.youtube-nocookie.com'
