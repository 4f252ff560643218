import { readFileSync } from 'node:fs'

import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test'

import { E2E } from '../../playwright.config'

/** Helpers for the cookie notice and click analytics browser tests. */

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email: E2E.adminEmail, password: E2E.adminPassword } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

export async function updateGlobal(request: APIRequestContext, slug: string, data: Record<string, unknown>): Promise<void> {
  const token = await adminToken(request)
  const res = await request.post(`/api/globals/${slug}`, { headers: { Authorization: `JWT ${token}` }, data })
  expect(res.status(), await res.text()).toBe(200)
}

/** Documents through the REST API as the admin. */
export async function adminFind<T>(request: APIRequestContext, collection: string, query: string): Promise<T[]> {
  const token = await adminToken(request)
  const res = await request.get(`/api/${collection}?${query}&limit=500&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: T[] }).docs
}

const THUMBNAIL = readFileSync('src/seed/assets/office-utrecht.jpg')
const GOOGLE = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)$/
const YOUTUBE = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|youtu\.be|googlevideo\.com|ggpht\.com)$/

/**
 * No internet here: Google's and YouTube's hosts are answered by the test, and
 * every request to them is recorded, as are console errors and page errors.
 */
export async function watchThirdParties(page: Page) {
  const google: string[] = []
  const youtube: string[] = []
  const problems: string[] = []
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname
    if (GOOGLE.test(host)) google.push(r.url())
    if (YOUTUBE.test(host)) youtube.push(r.url())
  })
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = (window.__gtagLoaded || 0) + 1' }),
  )
  await page.route(/google-analytics\.com|analytics\.google\.com/, (route) => route.fulfill({ status: 204 }))
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ body: THUMBNAIL, contentType: 'image/jpeg' }))
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>The player</p>' }),
  )
  return { google, youtube, problems }
}

/** What the data layer holds: gtag pushes Arguments objects, turned into plain arrays here. */
export function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((a) => Array.from(a)),
  )
}

export const notice = (page: Page) => page.getByRole('region', { name: 'Cookies on this website' })

export type StoredChoice = {
  analytics: boolean
  marketing: boolean
  version: number
  id: string
  method: string
  /** Providers allowed one by one (the video's "Allow YouTube and play"). */
  vendors: string[]
}

/** The consent cookie as the browser holds it, decoded. */
export async function storedChoice(context: BrowserContext): Promise<StoredChoice | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'sp_consent')
  if (!cookie) return null
  const m = /^1\.([01])([01])\.(\d+)\.\d+\.([A-Za-z0-9_-]+)\.([a-z]+)(?:\.([a-z+]+))?$/.exec(cookie.value)
  if (!m) throw new Error(`Not a consent cookie: ${cookie.value}`)
  return {
    analytics: m[1] === '1',
    marketing: m[2] === '1',
    version: Number(m[3]),
    id: m[4]!,
    method: m[5]!,
    vendors: m[6] ? m[6].split('+') : [],
  }
}

export type ConsentRecord = {
  visitorId: string
  decision: string
  analytics: boolean
  marketing: boolean
  method: string
  /** Allowed YouTube alone (the video's button), whatever the marketing category says. */
  youtube?: boolean
  version: number
  path: string | null
  createdAt: string
}

export function consentRecords(request: APIRequestContext, visitorId: string): Promise<ConsentRecord[]> {
  return adminFind<ConsentRecord>(request, 'consent-records', `where[visitorId][equals]=${visitorId}&sort=createdAt`)
}

/** A consent cookie for tests that are not about the notice: a refusal, so nothing optional runs. */
export async function refuseCookies(context: BrowserContext, baseURL: string): Promise<void> {
  const seconds = Math.floor(Date.now() / 1000)
  await context.addCookies([{ name: 'sp_consent', value: `1.00.1.${seconds}.TestVisitorIdAAAAAAAAA.refuse`, url: baseURL }])
}

/** A consent cookie that accepts everything, for tests of what runs once the visitor has allowed it. */
export async function acceptCookies(context: BrowserContext, baseURL: string): Promise<void> {
  const seconds = Math.floor(Date.now() / 1000)
  await context.addCookies([{ name: 'sp_consent', value: `1.11.1.${seconds}.TestVisitorIdAAAAAAAAA.accept`, url: baseURL }])
}

/** The YouTube video the consent and video specs play (the demo's own film is a file of the site's). */
export const YOUTUBE_VIDEO = { id: 'aqz-KE-bpKQ', title: 'Installing a repeater antenna (on YouTube)' }
const YOUTUBE_PAGE = 'video-on-youtube'

/**
 * A published page with a YouTube video block, made once through the API: the demo's pages play
 * their film from the site, so the specs that check what YouTube may load bring their own.
 */
export async function youtubePage(request: APIRequestContext): Promise<string> {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = await request.get(`/api/pages?where[slug][equals]=${YOUTUBE_PAGE}&depth=0&limit=1`, { headers })
  const existing = ((await found.json()) as { docs: { path: string }[] }).docs[0]
  if (existing) return existing.path
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Installing a repeater',
      slug: YOUTUBE_PAGE,
      _status: 'published',
      layout: [
        { blockType: 'hero', heading: 'Installing a repeater' },
        {
          blockType: 'video',
          source: 'youtube',
          heading: 'See it in action',
          youtube: `https://www.youtube.com/watch?v=${YOUTUBE_VIDEO.id}`,
          title: YOUTUBE_VIDEO.title,
          caption: 'The player loads from youtube-nocookie.com only when you press play.',
        },
        { blockType: 'callToAction', heading: 'Need a hand with the installation?', text: 'Our engineers can do it for you.' },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { path: string } }).doc.path
}
