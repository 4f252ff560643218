import { expect, type Locator, type Page, test } from '@playwright/test'

import { describeShifts, recordLayoutShifts } from '../support/page'

const WIDTHS = [1440, 1280, 390] as const
const HEIGHT = 800
/** AOS's default offset: a section animates once its top is 120 px above the bottom of the viewport. */
const OFFSET = 120

const sections = (page: Page) => page.locator('main [data-aos]')
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)

/** The section's top in the page, without the effect's transform (where AOS measures it). */
const layoutTop = (el: Locator) =>
  el.evaluate((node) => {
    let top = 0
    for (let n = node as HTMLElement | null; n; n = n.offsetParent as HTMLElement | null) top += n.offsetTop
    return top
  })

/** Shown at rest: fully opaque, not moved. */
const STILL = { opacity: '1', transform: 'none' }

const looks = (el: Locator) =>
  el.evaluate((node) => {
    const style = getComputedStyle(node)
    return { opacity: style.opacity, transform: style.transform }
  })

/** Waits until no transition runs, so what is measured is where things come to rest. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0)

async function open(page: Page, address = '/') {
  await page.goto(address)
  // The runtime has started and has set the class of everything already past its trigger point.
  await expect(page.locator('html')).toHaveClass(/\baos-ready\b/)
}

async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll).toBeLessThanOrEqual(client)
}

for (const width of WIDTHS) {
  test.describe(`animate on scroll at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } })

    test('sections below the fold animate in at their trigger point and reset when scrolled back', async ({ page }) => {
      await open(page)
      const all = sections(page)
      expect(await all.count()).toBeGreaterThanOrEqual(5)

      // At load nothing waits hidden: a full-page capture, a crawler or a printout sees every section.
      for (const section of await all.all()) expect(await looks(section)).toEqual(STILL)

      // The visitor starts scrolling: everything still below the fold is made ready to animate in.
      await scrollTo(page, 1)
      const tops = await Promise.all((await all.all()).map(layoutTop))
      for (const [i, top] of tops.entries()) {
        if (top > HEIGHT * 1.25 + 1) {
          await expect(all.nth(i)).toHaveClass(/\baos-init\b/)
          await expect(all.nth(i)).not.toHaveClass(/\baos-animate\b/)
          expect(await looks(all.nth(i))).not.toEqual(STILL)
        }
      }

      // The last section, far below the fold: 30 px short of its trigger point, then 30 px past it.
      const last = all.last()
      const top = await layoutTop(last)
      expect(top).toBeGreaterThan(HEIGHT * 2)
      const short = top - (HEIGHT - OFFSET) - 30
      const past = top - (HEIGHT - OFFSET) + 30
      await scrollTo(page, short)
      await expect(last).not.toHaveClass(/\baos-animate\b/)
      await scrollTo(page, past)
      await expect(last).toHaveClass(/\baos-animate\b/)
      await settled(page)
      expect(await looks(last)).toEqual(STILL)

      // Back below its trigger point: AOS (once false) takes the class away, so it animates again next time.
      await scrollTo(page, short)
      await expect(last).not.toHaveClass(/\baos-animate\b/)
      await scrollTo(page, past)
      await expect(last).toHaveClass(/\baos-animate\b/)

      // Scrolled to the end, every section is shown (mirror false).
      await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight))
      await settled(page)
      for (const section of await all.all()) expect(await looks(section)).toEqual(STILL)
      await noHorizontalScroll(page)

      // Back at the top, everything below the fold is reset.
      await scrollTo(page, 0)
      await expect(last).not.toHaveClass(/\baos-animate\b/)
      await noHorizontalScroll(page)
    })

    test('a jump to the end leaves every section shown, as AOS does', async ({ page }) => {
      await open(page)
      await scrollTo(page, 1)
      await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight))
      for (const section of await sections(page).all()) {
        if (await section.evaluate((el) => el.classList.contains('aos-init')))
          await expect(section).toHaveClass(/\baos-animate\b/)
      }
      await settled(page)
      for (const section of await sections(page).all()) expect(await looks(section)).toEqual(STILL)
    })

    test('what is in the first view at load is shown without animation; what the visitor scrolls to animates in', async ({
      page,
    }) => {
      // Every transition an animated element runs, by the element's place in the page's list of them.
      await page.addInitScript(() => {
        const w = window as unknown as { ran: number[] }
        w.ran = []
        document.addEventListener('transitionrun', (e) => {
          const el = (e.target as Element).closest('[data-aos]')
          if (el && el === e.target) w.ran.push([...document.querySelectorAll('main [data-aos]')].indexOf(el))
        })
      })
      await open(page)
      const all = sections(page)
      const tops = await Promise.all((await all.all()).map(layoutTop))
      const inFirstView = tops.flatMap((top, i) => (top < HEIGHT ? [i] : []))
      const below = tops.flatMap((top, i) => (top > HEIGHT ? [i] : []))
      expect(below.length).toBeGreaterThan(0)

      // Down the page as a reader scrolls, with the wheel, to the very end.
      await page.mouse.move(200, HEIGHT / 2)
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
      for (let i = 0; i < 200 && (await page.evaluate(() => window.scrollY)) < end - 1; i += 1) {
        await page.mouse.wheel(0, 240)
        await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => r(true))))
      }
      await settled(page)
      const ran = new Set(await page.evaluate(() => (window as unknown as { ran: number[] }).ran))
      for (const i of inFirstView) {
        expect(ran.has(i), `section ${i}, in the first view, never animates`).toBe(false)
        await expect(all.nth(i)).not.toHaveClass(/\baos-init\b/)
      }
      // The sections the visitor scrolled to (the last at least) faded in, and ended up shown.
      expect(ran.has(below.at(-1)!), 'the last section animated in').toBe(true)
      for (const i of below) expect(await looks(all.nth(i))).toEqual(STILL)
    })

    test('a full-page capture of the home page shows every section', async ({ page }, testInfo) => {
      await open(page)
      await page.waitForLoadState('networkidle')
      await page.screenshot({ fullPage: true, path: testInfo.outputPath(`home-${width}.png`) })
      // Without scrolling: every block and everything animated in it is fully shown.
      const hidden = await page.evaluate(() => {
        const shown = (el: Element) => {
          let opacity = 1
          for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
            const style = getComputedStyle(n)
            opacity *= Number(style.opacity)
            if (style.visibility === 'hidden' || style.display === 'none') return false
          }
          const transform = getComputedStyle(el).transform
          return opacity === 1 && (transform === 'none' || !el.matches('[data-aos]'))
        }
        const blocks = [...document.querySelectorAll('main > *'), ...document.querySelectorAll('main [data-aos]')]
        return blocks.filter((el) => !shown(el)).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
      })
      expect(hidden).toEqual([])
    })
    test('nothing spills sideways and nothing shifts the layout', async ({ page }) => {
      const shifts = await recordLayoutShifts(page)
      await open(page)
      await noHorizontalScroll(page)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += HEIGHT / 2) {
        await scrollTo(page, y)
        await noHorizontalScroll(page)
      }
      await settled(page)
      await noHorizontalScroll(page)
      expect(describeShifts(await shifts())).toEqual([])
    })

    test('with reduced motion every section is shown, still', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await open(page)
      for (const section of await sections(page).all()) {
        expect(await looks(section)).toEqual(STILL)
      }
      await noHorizontalScroll(page)
    })
  })
}

test.describe('animate on scroll without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: HEIGHT } })

  test('every section is shown, still', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).not.toHaveClass(/\baos-on\b/)
    expect(await sections(page).count()).toBeGreaterThanOrEqual(5)
    for (const section of await sections(page).all()) {
      expect(await looks(section)).toEqual(STILL)
    }
    // And every block of the page, down to the footer, without any scrolling.
    for (const block of await page.locator('main > *').all()) {
      expect(await block.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
      await expect(block).toBeVisible()
    }
    await noHorizontalScroll(page)
  })
})

test.describe('animate on scroll across client navigation', () => {
  test.use({ viewport: { width: 1280, height: HEIGHT } })

  test('sections of a page reached by a link animate too', async ({ page }) => {
    // A page served as islands loads whole for each address; one Next renders (an address with a
    // query is always Next's) moves to the next page by client navigation, as here.
    await open(page, '/?via=link')
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    await page.locator('header .brand').click()
    await expect(page).toHaveURL(/\/$/)
    // Still the same document: the page came by client navigation.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)

    const last = sections(page).last()
    await expect(last).not.toHaveClass(/\baos-animate\b/)
    await scrollTo(page, 1)
    await expect(last).toHaveClass(/\baos-init\b/)
    await scrollTo(page, (await layoutTop(last)) - HEIGHT / 2)
    await expect(last).toHaveClass(/\baos-animate\b/)
  })
})

test('keyboard focus inside a section that has not animated yet is never invisible', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT })
  await open(page)
  await scrollTo(page, 1)
  // A link in the last section still waiting below the fold; focus goes there without scrolling. The
  // runtime readies the sections below the fold after the scroll, so this waits until one is ready.
  const mark = () =>
    page.evaluate(() => {
      const links = [...document.querySelectorAll('main [data-aos].aos-init:not(.aos-animate) a[href]')]
      const link = links.at(-1) as HTMLElement | undefined
      if (!link) return false
      link.closest('[data-aos]')!.setAttribute('data-test-section', '')
      link.focus({ preventScroll: true })
      return true
    })
  await expect.poll(mark).toBe(true)
  const section = page.locator('[data-test-section]')
  await expect(section).not.toHaveClass(/\baos-animate\b/)
  await settled(page)
  expect(await looks(section)).toEqual(STILL)
})
