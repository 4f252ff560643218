import { expect, test, type Locator, type Page } from '@playwright/test'

import { scriptsStarted } from '../support/page'

/**
 * In-page targets (#id) end where the visitor can read them, however the hash
 * changed (typed, a link, Back/Forward, an address with a hash) and with or
 * without reduced motion: 100 px from the top on screens wider than 1200 px
 * (spec section 2), below the sticky header at every width.
 */
const PATH = '/faq'
const FIRST = 'Ordering and delivery'
const LAST = 'Support and warranty'
const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' })
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 2 })

/**
 * The target's place once everything has come to rest (no scrolling, no animation),
 * and where it should be: `offset` px from the top, or as near as the page's length allows.
 */
function restingPlace(target: Locator, width: number) {
  return target.evaluate(
    (el, wide) =>
      new Promise<{ top: number; expected: number; headerBottom: number } | null>((resolve) => {
        const y = window.scrollY
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (window.scrollY !== y || document.getAnimations().length > 0) return resolve(null)
            let layoutTop = 0
            for (let n = el as HTMLElement | null; n; n = n.offsetParent as HTMLElement | null) layoutTop += n.offsetTop
            const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
            const offset = wide ? 100 : padding
            const maxScroll = document.documentElement.scrollHeight - window.innerHeight
            const scroll = Math.min(Math.max(0, layoutTop - offset), maxScroll)
            const header = document.querySelector('header.site-header')!.getBoundingClientRect()
            resolve({
              top: Math.round(el.getBoundingClientRect().top),
              expected: Math.round(layoutTop - scroll),
              headerBottom: Math.round(header.bottom),
            })
          }),
        )
      }),
    width > 1200,
  )
}

async function expectLanded(page: Page, name: string, width: number) {
  const target = heading(page, name)
  await expect(page).toHaveURL(new RegExp(`#${await target.getAttribute('id')}$`))
  let last: Awaited<ReturnType<typeof restingPlace>> = null
  await expect
    .poll(
      async () => {
        last = await restingPlace(target, width)
        return last ? last.top - last.expected : 'moving'
      },
      { message: `"${name}" comes to rest at its place` },
    )
    .toBe(0)
  const place = last!
  // A real scroll happened: the page is not left at the top.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  if (width > 1200) expect(place.top).toBe(100)
  expect(place.top, 'clear of the header').toBeGreaterThanOrEqual(place.headerBottom)
}

async function open(page: Page, path = PATH) {
  await page.goto(path)
  await scriptsStarted(page)
}

const idOf = async (page: Page, name: string) => (await heading(page, name).getAttribute('id'))!

for (const width of [1440, 1201, 1200, 390] as const) {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test.describe(`# targets at ${width} px, ${reducedMotion === 'reduce' ? 'reduced motion' : 'smooth scrolling'}`, () => {
      test.use({ viewport: { width, height: 800 }, reducedMotion })

      test('a typed hash', async ({ page }) => {
        await open(page)
        const id = await idOf(page, LAST)
        await page.evaluate((hash) => (location.hash = hash), `#${id}`)
        await expectLanded(page, LAST, width)
      })

      test('a typed hash after the visitor has scrolled a little', async ({ page }) => {
        await open(page)
        const id = await idOf(page, LAST)
        await page.mouse.move(width / 2, 400)
        await page.mouse.wheel(0, 300)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
        await page.evaluate((hash) => (location.hash = hash), `#${id}`)
        await expectLanded(page, LAST, width)
      })

      test('an address with a hash', async ({ page }) => {
        await page.goto(PATH)
        const id = await idOf(page, LAST)
        // A page load of its own, not a hash change on the page already open.
        await page.goto('about:blank')
        await page.goto(`${PATH}#${id}`)
        await scriptsStarted(page)
        await expectLanded(page, LAST, width)
      })

      test('a link', async ({ page }) => {
        await open(page)
        await toc(page).getByRole('link', { name: LAST, exact: true }).click()
        await expectLanded(page, LAST, width)
        await expect(heading(page, LAST)).toBeFocused()
      })

      test('Back and Forward', async ({ page }) => {
        await open(page)
        await toc(page).getByRole('link', { name: FIRST, exact: true }).click()
        await expectLanded(page, FIRST, width)
        await page.evaluate((hash) => (location.hash = hash), `#${await idOf(page, LAST)}`)
        await expectLanded(page, LAST, width)
        await page.goBack()
        await expectLanded(page, FIRST, width)
        await page.goForward()
        await expectLanded(page, LAST, width)
      })
    })
  }
}
