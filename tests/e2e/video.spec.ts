import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { acceptCookies, YOUTUBE_VIDEO, youtubePage } from '../support/privacy'

const WIDTHS = [1440, 1280, 390] as const
const { id: ID, title: TITLE } = YOUTUBE_VIDEO
const THUMBNAIL = readFileSync('src/seed/assets/office-utrecht.jpg')
const YOUTUBE_HOST =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|youtu\.be|googlevideo\.com|ggpht\.com|google\.com|doubleclick\.net)$/

/**
 * No internet here: YouTube's image server and player are answered by the test.
 * Every request to a YouTube host is recorded, as are console errors (a CSP
 * violation is reported there) and page errors. The visitor has accepted cookies:
 * before that nothing comes from YouTube at all (youtube-consent.spec.ts).
 */
async function intercept(page: Page, baseURL: string) {
  await acceptCookies(page.context(), baseURL)
  const youtube: string[] = []
  const problems: string[] = []
  page.on('request', (r) => {
    if (YOUTUBE_HOST.test(new URL(r.url()).hostname)) youtube.push(r.url())
  })
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ body: THUMBNAIL, contentType: 'image/jpeg' }))
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>The player</p>' }),
  )
  return { youtube, problems }
}

const playButton = (page: Page) => page.getByRole('button', { name: `Play: ${TITLE}` })
const box = (page: Page) => page.locator('.video__frame')
/** Where an element is on the page (not in the viewport), so a scroll does not count as a move. */
const placeOf = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect()
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }
  }, selector)
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0)

for (const width of WIDTHS) {
  test.describe(`lazy video at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('shows the thumbnail only, then plays from youtube-nocookie on Enter without moving anything', async ({
      page,
      baseURL,
      request,
    }) => {
      const { youtube, problems } = await intercept(page, baseURL!)
      const response = await page.goto(await youtubePage(request))
      const csp = response?.headers()['content-security-policy'] ?? ''
      expect(csp).toContain('https://i.ytimg.com')
      expect(csp).toContain('https://www.youtube-nocookie.com')

      const button = playButton(page)
      await button.scrollIntoViewIfNeeded()
      const poster = box(page).locator('img')
      await expect(poster).toHaveAttribute('alt', /.+/)
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      await settled(page)

      // The 16:9 box is there before anything of YouTube's loads.
      const before = await placeOf(page, '.video__frame')
      expect(Math.abs(before.width / before.height - 16 / 9)).toBeLessThan(0.02)
      const following = () => placeOf(page, '.video-block + *')
      const followingBefore = await following()

      // Before the click: the thumbnail and nothing else from YouTube.
      expect(youtube.length).toBeGreaterThan(0)
      for (const url of youtube) expect(url).toMatch(new RegExp(`^https://i\\.ytimg\\.com/vi/${ID}/`))

      // Keyboard: Tab to the button, Enter.
      await page.locator('.video-block h2').evaluate((h) => {
        h.setAttribute('tabindex', '-1')
        h.focus({ preventScroll: true })
      })
      await page.keyboard.press('Tab')
      await expect(button).toBeFocused()
      expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
      await page.keyboard.press('Enter')

      const player = box(page).locator('iframe')
      await expect(player).toHaveAttribute('title', TITLE)
      const src = new URL((await player.getAttribute('src'))!)
      expect(src.origin).toBe('https://www.youtube-nocookie.com')
      expect(src.pathname).toBe(`/embed/${ID}`)
      expect(src.searchParams.get('autoplay')).toBe('1')
      expect(await player.getAttribute('allow')).toContain('autoplay')
      await expect(player).toBeFocused()
      await expect(button).toHaveCount(0)
      await expect(player.contentFrame().getByText('The player')).toBeVisible()
      expect(youtube.some((url) => url.startsWith(`https://www.youtube-nocookie.com/embed/${ID}?`))).toBe(true)

      // Same box, same place for what follows.
      expect(await placeOf(page, '.video__frame')).toEqual(before)
      expect(await placeOf(page, '.video__frame iframe')).toEqual(before)
      expect(await following()).toEqual(followingBefore)
      expect(problems).toEqual([])
    })
  })
}

test.describe('lazy video', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('plays on a click too, and the closed facade is accessible', async ({ page, baseURL, request }) => {
    const { problems } = await intercept(page, baseURL!)
    await page.goto(await youtubePage(request))
    const button = playButton(page)
    await button.scrollIntoViewIfNeeded()
    await settled(page)
    const axe = await new AxeBuilder({ page }).include('.video-block').analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await button.click()
    await expect(box(page).locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    expect(problems).toEqual([])
  })
})

test.describe('lazy video without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })

  test('offers a link to watch on YouTube instead of a button that cannot work', async ({ page, request }) => {
    await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ body: THUMBNAIL, contentType: 'image/jpeg' }))
    await page.goto(await youtubePage(request))
    const link = page.getByRole('link', { name: `Watch “${TITLE}” on YouTube` })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${ID}`)
    await expect(playButton(page)).toBeHidden()
    await expect(box(page).locator('iframe')).toHaveCount(0)
  })
})

/**
 * The demo's company film is a file of the site's own: the browser's player, a poster from the
 * site, nothing from YouTube and no consent asked; the file answers range requests, so the
 * player can seek.
 */
for (const width of [1440, 390] as const) {
  test.describe(`the site's own video at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('plays from the site with its poster, asks no consent and loads nothing from YouTube', async ({ page }, testInfo) => {
      const youtube: string[] = []
      page.on('request', (r) => {
        if (YOUTUBE_HOST.test(new URL(r.url()).hostname)) youtube.push(r.url())
      })
      await page.goto('/')
      const block = page.locator('.video-block', { has: page.locator('video') })
      await block.scrollIntoViewIfNeeded()
      const video = block.locator('video')
      await expect(video).toHaveAttribute('aria-label', 'How our paging systems work, in 30 seconds')
      await expect(video).toHaveAttribute('controls', '')
      await expect(video).toHaveAttribute('poster', /^\/api\/media\/file\/company-film-poster/)
      const src = (await video.locator('source').getAttribute('src'))!
      expect(src).toMatch(/^\/api\/media\/file\/company-film[^/]*\.mp4$/)
      await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4')
      // No consent placeholder: nothing of this video comes from another host.
      await expect(block.locator('.video__consent')).toHaveCount(0)
      const box = await video.boundingBox()
      expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02)

      // It plays (muted, as a test browser may refuse sound without a gesture) and moves on.
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true
        await v.play()
      })
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5)
      expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBeGreaterThanOrEqual(25)
      await page.screenshot({ path: testInfo.outputPath(`own-video-${width}.png`) })
      expect(youtube).toEqual([])

      const axe = await new AxeBuilder({ page }).include('.video-block').analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  })
}

test('the film answers a range request, so the player can seek', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const src = /<source src="(\/api\/media\/file\/company-film[^"]*\.mp4)"/.exec(html)?.[1]
  expect(src).toBeTruthy()
  const whole = await request.get(src!, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
  expect(whole.status()).toBe(200)
  expect(whole.headers()['content-type']).toBe('video/mp4')
  expect(whole.headers()['accept-ranges']).toBe('bytes')
  const size = (await whole.body()).length
  const part = await request.get(src!, { headers: { Range: 'bytes=1000-1999', 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${size}`)
  expect((await part.body()).equals((await whole.body()).subarray(1000, 2000))).toBe(true)
})
