import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { notice } from '../support/privacy'

/**
 * Every slider on the demo site, found through the sitemap by its markup (a
 * carousel section), so the test follows the content wherever sliders are put:
 * each control takes a click anywhere on it, at desktop and phone widths. And
 * the wheel and the keyboard as Swiper's modules work by default: a vertical
 * wheel moves a slider with wheel control, the arrow keys move the slider in view.
 */
const CAROUSEL = 'section[aria-roledescription="carousel"]'
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const

/** Addresses of the published pages and products that show a slider. */
async function pagesWithSliders(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const found: string[] = []
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    if (html.includes('aria-roledescription="carousel"')) found.push(path)
  }
  return found
}

const mainSwiper = (section: Locator) => section.locator('.slider__stage > .swiper')
const activeIndex = (section: Locator) => mainSwiper(section).locator('.swiper-slide-active').getAttribute('data-index')

async function openWithSliders(page: Page, path: string) {
  await page.goto(path)
  // The cookie notice lies over the page until it is answered (half the screen on a phone): answer it.
  const refuse = notice(page).getByRole('button', { name: 'Refuse all' })
  if (await refuse.isVisible()) {
    await refuse.click()
    await expect(notice(page)).toBeHidden()
  }
  const sliders = page.locator(CAROUSEL)
  const count = await sliders.count()
  expect(count, `${path} shows a slider`).toBeGreaterThan(0)
  await expect(page.locator('.slider__stage > .swiper.swiper-initialized')).toHaveCount(count)
  return sliders
}

/**
 * Waits until nothing moves: no finite transition (slides, fades, animate on scroll), no scrolling,
 * and no slider that still counts itself as moving. Swiper clears that flag on `transitionend`, a frame or
 * more after the transition itself has gone from `getAnimations()`; until then it ignores the wheel.
 */
async function settled(page: Page) {
  // Polled with evaluate, which awaits the page's promise (waitForFunction would take the promise
  // itself as a truthy answer and return at once).
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const y = window.scrollY
              // A lazy slide's loading spinner turns for as long as its picture is off screen: not a move.
              const moving = () =>
                document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
              const still = () =>
                [...document.querySelectorAll<HTMLElement & { swiper?: { animating: boolean } }>('.swiper')].every(
                  (el) => !el.swiper?.animating,
                )
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y && !moving() && still())))
            }),
        ),
      { intervals: [50] },
    )
    .toBe(true)
}

/**
 * Marks every control of the slider a visitor can see (arrows, stop/start, zoom, bullets,
 * thumbnails, the scrollbar, links on the slide shown) and returns how many there are.
 */
function markControls(section: Locator): Promise<number> {
  return section.evaluate((root) => {
    const selectors = [
      '.slider__arrow',
      '.slider__rotation',
      '.slider__zoom',
      '.swiper-pagination-bullet',
      '.slider__thumb-button',
      '.swiper-scrollbar',
      '.slider__stage .swiper-slide-active a[href]',
    ]
    let n = 0
    for (const el of root.querySelectorAll<HTMLElement>(selectors.join(','))) {
      el.removeAttribute('data-control')
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      // Bullets and thumbnails scrolled out of their strip are not there to click.
      const strip = el.closest('.swiper-pagination, .slider__thumbs')
      if (strip && !el.matches('.swiper-pagination')) {
        const s = strip.getBoundingClientRect()
        const x = box.x + box.width / 2
        if (x < s.left || x > s.right) continue
      }
      el.setAttribute('data-control', String(n))
      n += 1
    }
    return n
  })
}

/** What is under the centre of control `n`, scrolled to the middle of the window; null when it is the control. */
async function missAtCentre(page: Page, section: Locator, n: number): Promise<string | null> {
  const control = section.locator(`[data-control="${n}"]`)
  await control.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }))
  await settled(page)
  return control.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    if (hit && (hit === el || el.contains(hit))) return null
    const name = (e: Element | null) =>
      e
        ? `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}${e.getAttribute('aria-label') ? ` "${e.getAttribute('aria-label')}"` : ''}`
        : 'nothing'
    return `${name(el)} is covered at its centre by ${name(hit)}`
  })
}

/** Clicks the centre of a control with the mouse, as a visitor does. */
async function clickCentre(page: Page, control: Locator) {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }))
  await settled(page)
  const box = (await control.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Rotation would change the slide by itself: stop it first (with a click at the button's centre too). */
async function stopRotation(page: Page, section: Locator) {
  const rotation = section.getByRole('button', { name: 'Stop automatic slide show' })
  if (!(await rotation.isVisible())) return
  await clickCentre(page, rotation)
  await expect(section.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
}

for (const viewport of WIDTHS) {
  test.describe(`slider controls at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('every control of every slider takes a click at its centre', async ({ page, request }) => {
      test.setTimeout(240_000)
      const paths = await pagesWithSliders(request)
      // The home page's hero, a product gallery and the other demo sliders.
      expect(paths.length).toBeGreaterThanOrEqual(4)
      const misses: string[] = []
      let checked = 0
      for (const path of paths) {
        const sliders = await openWithSliders(page, path)
        for (let s = 0; s < (await sliders.count()); s += 1) {
          const section = sliders.nth(s)
          const label = `${path} "${await section.getAttribute('aria-label')}"`
          await stopRotation(page, section)
          const count = await markControls(section)
          expect(count, `${label} has controls`).toBeGreaterThan(0)
          for (let n = 0; n < count; n += 1) {
            const miss = await missAtCentre(page, section, n)
            if (miss) misses.push(`${label}: ${miss}`)
            checked += 1
          }
        }
      }
      expect(checked).toBeGreaterThan(10)
      expect(misses).toEqual([])
    })

    test('a mouse click at the centre of an arrow, a bullet or a thumbnail changes the slide', async ({ page, request }) => {
      test.setTimeout(240_000)
      const paths = await pagesWithSliders(request)
      let clicks = 0
      for (const path of paths) {
        const sliders = await openWithSliders(page, path)
        for (let s = 0; s < (await sliders.count()); s += 1) {
          const section = sliders.nth(s)
          const label = `${path} "${await section.getAttribute('aria-label')}"`
          await stopRotation(page, section)

          const next = section.getByRole('button', { name: 'Next slide', exact: true })
          const prev = section.getByRole('button', { name: 'Previous slide', exact: true })
          if (await next.isVisible()) {
            const before = await activeIndex(section)
            const arrow = (await next.isDisabled()) ? prev : next
            await clickCentre(page, arrow)
            await expect.poll(() => activeIndex(section), `${label}: the arrow moved the slides`).not.toBe(before)
            await settled(page)
            clicks += 1
          }

          const bullets = section.locator('.swiper-pagination-bullet:not(.swiper-pagination-bullet-active)')
          if ((await bullets.count()) > 0 && (await bullets.first().isVisible())) {
            const bullet = bullets.first()
            const target = await bullet.evaluate((el) => [...el.parentElement!.children].indexOf(el))
            await clickCentre(page, bullet)
            await expect.poll(() => activeIndex(section), `${label}: the bullet moved the slides`).toBe(String(target))
            await settled(page)
            clicks += 1
          }

          const thumbs = section.locator('.slider__thumb-button:not([aria-current="true"])')
          if ((await thumbs.count()) > 0) {
            const thumb = thumbs.first()
            const target = await thumb.evaluate((el) =>
              [...el.closest('.swiper-wrapper')!.children].indexOf(el.closest('.swiper-slide')!),
            )
            await clickCentre(page, thumb)
            await expect.poll(() => activeIndex(section), `${label}: the thumbnail moved the slides`).toBe(String(target))
            clicks += 1
          }
        }
      }
      expect(clicks).toBeGreaterThanOrEqual(5)
    })
  })
}

test.describe('slider: wheel and keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  // The testimonials on the about page have wheel control on; the home page's hero does not.
  const WHEEL = '/about'

  test('a vertical mouse wheel over a slider with wheel control moves its slides', async ({ page }) => {
    const sliders = await openWithSliders(page, WHEEL)
    const section = sliders.first()
    await section.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await settled(page)
    const before = Number(await activeIndex(section))
    const box = (await mainSwiper(section).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, 120)
    await expect.poll(() => activeIndex(section)).toBe(String(before + 1))
    await settled(page)
    await page.mouse.wheel(0, -120)
    await expect.poll(() => activeIndex(section)).toBe(String(before))
  })

  test('a vertical wheel over a slider without wheel control scrolls the page', async ({ page }) => {
    const sliders = await openWithSliders(page, '/')
    const hero = sliders.first()
    await hero.getByRole('button', { name: 'Stop automatic slide show' }).click()
    const box = (await mainSwiper(hero).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    expect(await activeIndex(hero)).toBe('0')
  })

  test('the arrow keys move the slider in view without focusing it first, and not one out of view', async ({ page }) => {
    const sliders = await openWithSliders(page, '/')
    const hero = sliders.first()
    await hero.getByRole('button', { name: 'Stop automatic slide show' }).click()
    // Focus back on the page itself, outside every slider.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => activeIndex(hero)).toBe('1')
    await settled(page)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => activeIndex(hero)).toBe('0')
    await settled(page)

    // Page Down still scrolls the page while a slider is in view.
    await page.keyboard.press('PageDown')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    expect(await activeIndex(hero)).toBe('0')

    // Typing in a field never moves a slider.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await settled(page)
    await page.evaluate(() => {
      const input = document.createElement('input')
      input.id = 'typing-here'
      input.setAttribute('aria-label', 'Typing here')
      document.querySelector('main')!.prepend(input)
      input.focus({ preventScroll: true })
    })
    await page.keyboard.press('ArrowRight')
    await settled(page)
    expect(await activeIndex(hero)).toBe('0')

    // Nor do the arrow keys of a control that uses them itself: a select, a date picker's grid of
    // days, a menu, a list box, a rich-text editor.
    const widgets = [
      '<select aria-label="Sector"><option>Hotel</option><option>Care</option></select>',
      '<div role="grid" aria-label="November 2026"><div role="row"><button role="gridcell">26</button><button role="gridcell">27</button></div></div>',
      '<div role="menu" aria-label="Entries"><button role="menuitem">New</button><button role="menuitem">All</button></div>',
      '<div role="listbox" aria-label="Countries" tabindex="0"><div role="option">NL</div></div>',
      '<div contenteditable="true" aria-label="Notes">Text</div>',
    ]
    for (const html of widgets) {
      await page.evaluate((markup) => {
        document.getElementById('arrow-widget')?.remove()
        const holder = document.createElement('div')
        holder.id = 'arrow-widget'
        holder.innerHTML = markup
        document.querySelector('main')!.prepend(holder)
        const target = holder.querySelector<HTMLElement>('select, button, [tabindex], [contenteditable]')!
        target.focus({ preventScroll: true })
      }, html)
      await page.keyboard.press('ArrowRight')
      await settled(page)
      expect(await activeIndex(hero), html).toBe('0')
    }
    // Leaving them gives the keys back to the slider.
    await page.evaluate(() => {
      document.getElementById('arrow-widget')?.remove()
      ;(document.activeElement as HTMLElement | null)?.blur()
    })
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => activeIndex(hero)).toBe('1')
    await settled(page)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => activeIndex(hero)).toBe('0')
    await settled(page)

    // Out of view: the key leaves it alone.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect.poll(() => hero.evaluate((el) => el.getBoundingClientRect().bottom < 0)).toBe(true)
    await page.keyboard.press('ArrowRight')
    await settled(page)
    expect(await activeIndex(hero)).toBe('0')
  })

  test('further down a page, the arrow keys move the slider the visitor has scrolled to', async ({ page }) => {
    const sliders = await openWithSliders(page, WHEEL)
    const section = sliders.first()
    await section.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await settled(page)
    const before = Number(await activeIndex(section))
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => activeIndex(section)).toBe(String(before + 1))
  })
})
