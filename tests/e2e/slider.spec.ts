import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'

import { describeShifts, recordLayoutShifts } from '../support/page'

/**
 * The slider block on the demo pages: every Swiper feature an editor can turn
 * on, the WAI-ARIA carousel behaviour around it, history and hash navigation
 * with the App Router, and a page that does not move when Swiper starts.
 */
const HOME = '/' // hero: fade, autoplay, bullets, arrows
const GALLERY = '/products/guest-pagers' // thumbnails, zoom, fraction, lazy images
const TESTIMONIALS = '/about' // cards per breakpoint, loop, keyboard, wheel, scrollbar, grab cursor
const SHOWCASE = '/solutions' // coverflow, parallax, dynamic bullets
const HASH = '/photo-gallery' // cube, hash navigation
const HISTORY = '/installations' // flip, history navigation, progress bar
const SLIDER_PAGES = [HOME, GALLERY, TESTIMONIALS, SHOWCASE, HASH, HISTORY]

const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]').first()
const mainSwiper = (section: Locator) => section.locator('.slider__stage > .swiper')

async function open(page: Page, path: string, width = 1440): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(path)
  const section = carousel(page)
  await expect(mainSwiper(section)).toHaveClass(/swiper-initialized/)
  return section
}

/** The index (in the editor's order) of the slide shown. */
const active = (section: Locator) => mainSwiper(section).locator('.swiper-slide-active')
async function expectActive(section: Locator, index: number) {
  await expect(active(section)).toHaveAttribute('data-index', String(index))
}

test.describe('slider: server HTML', () => {
  test('the hero slider is in the HTML: first slide as the page heading, its image first, later images lazy', async ({
    request,
  }) => {
    const html = await (await request.get(HOME)).text()
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toMatch(/<h1 class="slide__heading"[^>]*>The right person, called at the right moment<\/h1>/)
    expect(html.match(/<h1\b/g)).toHaveLength(1)
    const images = [...html.matchAll(/<div class="swiper-slide[^"]*"[^>]*>[\s\S]*?<img ([^>]+)>/g)].map((m) => m[1]!)
    expect(images.length).toBe(3)
    expect(images[0]).toMatch(/fetchpriority="high"/i)
    expect(images[0]).toContain('loading="eager"')
    for (const img of images.slice(1)) expect(img).toContain('loading="lazy"')
    // The layout before Swiper starts, and Swiper's stylesheet, are part of the page (linked where
    // the slider is by Next, in the head of a page served as islands).
    expect(html).toMatch(/<style>#slider-[\w-]+:not\(\.swiper-initialized\)/)
    expect(html).toMatch(
      /<link[^>]+rel="stylesheet"[^>]+(data-precedence="dynamic"|href="[^"]*\/islands\/SliderMount-[^"]+\.css")/,
    )
  })

  test('later slides wait behind a preloader; the first slides in view never do', async ({ request }) => {
    const html = await (await request.get(GALLERY)).text()
    const slides = html.split('class="swiper-slide').slice(1)
    expect(slides.length).toBeGreaterThanOrEqual(5)
    expect(slides[0]).not.toContain('swiper-lazy-preloader')
    for (const slide of slides.slice(1, 6)) expect(slide).toContain('swiper-lazy-preloader')
  })
})

test.describe('slider: loading', () => {
  /** Scripts and styles a page loaded from the site, with their text. */
  async function assets(page: Page, path: string) {
    const urls = new Map<string, string>()
    page.on('response', (res) => {
      const type = res.request().resourceType()
      if ((type === 'script' || type === 'stylesheet') && res.url().includes('/_next/')) urls.set(res.url(), type)
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const bodies: { url: string; type: string; text: string }[] = []
    for (const [url, type] of urls) bodies.push({ url, type, text: await (await page.request.get(url)).text() })
    return bodies
  }
  // A module's script loads only where a slider uses it. (A page served as islands links the style
  // sheets of every module with the slider's own, 3.8 KB compressed, so none waits for a script.)
  const scripts = (list: { type: string; text: string }[]) => list.filter((a) => a.type === 'script')
  const has = (list: { text: string }[], needle: string | RegExp) =>
    list.some((a) => (typeof needle === 'string' ? a.text.includes(needle) : needle.test(a.text)))

  test('Swiper loads only on pages with a slider, with only the modules that slider uses', async ({ page }) => {
    const plain = await assets(page, '/faq')
    expect(has(plain, 'swiper-wrapper')).toBe(false)
    expect(has(plain, /\.swiper\{|\.swiper \{/)).toBe(false)

    // Markers found only in one module's script or style sheet.
    const cards = await assets(page, TESTIMONIALS)
    expect(has(cards, 'swiper-wrapper')).toBe(true)
    expect(has(scripts(cards), 'scrollbarDisabledClass')).toBe(true) // Scrollbar, used here
    expect(has(scripts(cards), 'shadowScale')).toBe(false) // the cube effect, not used here
    expect(has(scripts(cards), 'swiper-slide-zoomed')).toBe(false) // Zoom, not used here
    expect(has(scripts(cards), 'watchState')).toBe(false) // hash navigation, not used here

    const cube = await assets(page, HASH)
    expect(has(scripts(cube), 'shadowScale')).toBe(true)
    expect(has(scripts(cube), 'watchState')).toBe(true)
    expect(has(scripts(cube), 'scrollbarDisabledClass')).toBe(false)
  })
})

test('sliders start and stop cleanly when pages change by client navigation', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  await page.setViewportSize({ width: 1440, height: 900 })
  // A page served as islands loads whole for each address; one Next renders (an address with a
  // query is always Next's) moves to the next page by client navigation, as here.
  await page.goto('/faq?via=link')
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(mainSwiper(carousel(page))).toHaveClass(/swiper-initialized/)
  await page.locator('header .brand').click()
  await expect(page).toHaveURL(/\/$/)
  await expect(mainSwiper(carousel(page))).toHaveClass(/swiper-fade/)
  await nav.getByRole('link', { name: 'Solutions', exact: true }).click()
  await expect(page).toHaveURL(/\/solutions$/)
  await expect(mainSwiper(carousel(page))).toHaveClass(/swiper-3d/)
  await carousel(page).getByRole('button', { name: 'Next slide' }).click()
  await expectActive(carousel(page), 1)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  expect(problems).toEqual([])
})

test.describe('slider: controls', () => {
  for (const width of [1440, 390]) {
    test(`arrows move the slides at ${width} px`, async ({ page }) => {
      const section = await open(page, GALLERY, width)
      await section.scrollIntoViewIfNeeded()
      const prev = section.getByRole('button', { name: 'Previous slide' })
      const next = section.getByRole('button', { name: 'Next slide' })
      await expect(prev).toBeDisabled()
      await next.click()
      await expectActive(section, 1)
      await next.click()
      await expectActive(section, 2)
      await prev.click()
      await expectActive(section, 1)
      await expect(section.locator('.swiper-pagination-fraction')).toHaveText('2 / 6')
    })
  }

  test('clicking a bullet shows its slide; a progress bar follows the slides', async ({ page }) => {
    const section = await open(page, HOME)
    const bullets = section.getByRole('button', { name: /^Go to slide \d$/ })
    await expect(bullets).toHaveCount(3)
    await bullets.nth(2).click()
    await expectActive(section, 2)
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true')
    await bullets.nth(0).click()
    await expectActive(section, 0)

    const flip = await open(page, HISTORY)
    const fill = flip.locator('.swiper-pagination-progressbar-fill')
    const scale = () => fill.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a)
    const before = await scale()
    await flip.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(scale).toBeGreaterThan(before)
  })

  test('arrow keys move the slider in view, focused or not', async ({ page }) => {
    const section = await open(page, GALLERY)
    await section.scrollIntoViewIfNeeded()
    // Swiper's keyboard control: the slider in view moves, wherever focus is.
    await page.keyboard.press('ArrowRight')
    await expectActive(section, 1)
    const slides = mainSwiper(section)
    await slides.focus()
    await expect(slides).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expectActive(section, 2)
    await page.keyboard.press('ArrowLeft')
    await expectActive(section, 1)
    // Focus is shown.
    expect(await slides.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
  })

  test('the mouse wheel moves a slider, sideways or up and down', async ({ page }) => {
    const section = await open(page, TESTIMONIALS)
    await section.scrollIntoViewIfNeeded()
    const box = (await mainSwiper(section).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(120, 0)
    await expectActive(section, 1)
    await page.waitForFunction(() => document.getAnimations().length === 0)
    await page.mouse.wheel(0, 120)
    await expectActive(section, 2)
  })

  test('dragging with the mouse moves the slides, with a grab cursor', async ({ page }) => {
    const section = await open(page, TESTIMONIALS)
    await section.scrollIntoViewIfNeeded()
    const swiper = mainSwiper(section)
    expect(await swiper.locator('.swiper-wrapper').evaluate((el) => getComputedStyle(el).cursor)).toBe('grab')
    const box = (await swiper.boundingBox())!
    const y = box.y + box.height / 3
    // Three cards in view: a quarter of the width is most of one card.
    await page.mouse.move(box.x + box.width * 0.6, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.45, y, { steps: 6 })
    await expect.poll(() => swiper.locator('.swiper-wrapper').evaluate((el) => getComputedStyle(el).cursor)).toBe('grabbing')
    await page.mouse.move(box.x + box.width * 0.35, y, { steps: 6 })
    await page.mouse.up()
    await expectActive(section, 1)
  })

  test('swiping with touch moves the slides', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await page.goto(GALLERY)
    const section = carousel(page)
    await expect(mainSwiper(section)).toHaveClass(/swiper-initialized/)
    await section.scrollIntoViewIfNeeded()
    const box = (await mainSwiper(section).boundingBox())!
    // On the photo, below the arrows.
    const y = box.y + box.height * 0.55
    const cdp = await context.newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
    await touch('touchStart', box.x + box.width * 0.75)
    for (let i = 1; i <= 10; i += 1) await touch('touchMove', box.x + box.width * (0.75 - i * 0.06))
    await touch('touchEnd', box.x + box.width * 0.15)
    await expectActive(section, 1)
    await context.close()
  })
})

test.describe('slider: rotation', () => {
  test('autoplay advances, pauses on hover and focus, and the stop/start button stops it', async ({ page }) => {
    await page.clock.install()
    const section = await open(page, HOME)
    const wrapper = mainSwiper(section).locator('.swiper-wrapper')
    const rotation = section.locator('.slider__rotation')
    await expect(rotation).toHaveAccessibleName('Stop automatic slide show')
    // While the slides change by themselves, they are not announced.
    await expect(wrapper).toHaveAttribute('aria-live', 'off')
    await page.mouse.move(5, 890) // the pointer is not over the slider
    // The first slide has its own delay (8 s); the others the slider's (6 s).
    await page.clock.runFor(8_500)
    await expectActive(section, 1)

    // Hover: paused while the pointer is over it.
    await section.locator('.slider__stage').hover()
    await page.clock.runFor(20_000)
    await expectActive(section, 1)
    await expect(wrapper).toHaveAttribute('aria-live', 'polite')
    await page.mouse.move(5, 890)
    await page.clock.runFor(6_500)
    await expectActive(section, 2)

    // Focus inside: paused until focus leaves.
    await section.getByRole('link', { name: 'Request a quote' }).focus()
    await page.clock.runFor(20_000)
    await expectActive(section, 2)
    await page.locator('a.skip-link').focus()
    await page.clock.runFor(6_500)
    await expectActive(section, 0)

    // The button stops it for good and starts it again; focus on the button itself does not pause.
    await rotation.focus()
    await page.keyboard.press('Enter')
    await expect(rotation).toHaveAccessibleName('Start automatic slide show')
    await expect(wrapper).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(30_000)
    await expectActive(section, 0)
    await page.keyboard.press('Enter')
    await expect(rotation).toHaveAccessibleName('Stop automatic slide show')
    await page.clock.runFor(8_500)
    await expectActive(section, 1)
  })

  test('using the slider stops the rotation', async ({ page }) => {
    await page.clock.install()
    const section = await open(page, HOME)
    await section.getByRole('button', { name: 'Go to slide 2' }).click()
    await expectActive(section, 1)
    await page.mouse.move(5, 890)
    await expect(section.locator('.slider__rotation')).toHaveAccessibleName('Start automatic slide show')
    await page.clock.runFor(30_000)
    await expectActive(section, 1)
  })

  test('no rotation for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    const section = await open(page, HOME)
    await page.mouse.move(5, 890)
    await expect(section.locator('.slider__rotation')).toHaveAccessibleName('Start automatic slide show')
    await page.clock.runFor(30_000)
    await expectActive(section, 0)
  })
})

test.describe('slider: effects', () => {
  test('fade: slides cross-fade in place', async ({ page }) => {
    const section = await open(page, HOME)
    const swiper = mainSwiper(section)
    await expect(swiper).toHaveClass(/swiper-fade/)
    await section.getByRole('button', { name: 'Go to slide 2' }).click()
    await expectActive(section, 1)
    const slides = swiper.locator('.swiper-slide')
    await expect.poll(() => slides.nth(1).evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await expect.poll(() => slides.nth(0).evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    // Stacked: every slide sits where the first one is.
    const xs = await slides.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)))
    expect(new Set(xs).size).toBe(1)
  })

  test('cube: a 3D cube with its shadow', async ({ page }) => {
    const section = await open(page, HASH)
    const swiper = mainSwiper(section)
    await expect(swiper).toHaveClass(/swiper-cube/)
    await expect(swiper.locator('.swiper-cube-shadow')).toHaveCount(1)
    await section.getByRole('button', { name: 'Next slide' }).click()
    await expectActive(section, 1)
    await expect.poll(() => swiper.locator('.swiper-wrapper').evaluate((el) => el.style.transform)).toContain('rotateY(-90deg)')
  })

  test('flip: the next slide is the back of the card', async ({ page }) => {
    const section = await open(page, HISTORY)
    const swiper = mainSwiper(section)
    await expect(swiper).toHaveClass(/swiper-flip/)
    const slides = swiper.locator('.swiper-slide')
    expect(await slides.nth(1).evaluate((el) => el.style.transform)).toMatch(/rotateY\(-?180deg\)/)
    await section.getByRole('button', { name: 'Next slide' }).click()
    await expectActive(section, 1)
    await expect.poll(() => slides.nth(1).evaluate((el) => el.style.transform)).toContain('rotateY(0deg)')
  })

  test('coverflow with parallax: side slides turn away, the centred slide’s text moves in', async ({ page }) => {
    const section = await open(page, SHOWCASE)
    const swiper = mainSwiper(section)
    await expect(swiper).toHaveClass(/swiper-3d/)
    const slide = (i: number) => swiper.locator(`.swiper-slide[data-index="${i}"]`)
    expect(await slide(0).evaluate((el) => el.style.transform)).toContain('rotateY(0deg)')
    expect(await slide(1).evaluate((el) => el.style.transform)).toContain('rotateY(-30deg)')
    // Parallax: the next slide's heading waits off to the side, faded out.
    const heading = slide(1).locator('.slide__heading')
    await expect(heading).toHaveAttribute('data-swiper-parallax-x', '-120')
    expect(await heading.evaluate((el) => el.style.opacity)).toBe('0')
    await section.getByRole('button', { name: 'Next slide' }).click()
    await expectActive(section, 1)
    await expect.poll(() => heading.evaluate((el) => el.style.opacity)).toBe('1')
    await expect.poll(() => slide(1).evaluate((el) => el.style.transform)).toContain('rotateY(0deg)')
  })
})

test.describe('slider: gallery', () => {
  test('the thumbnails drive the slider and follow it', async ({ page }) => {
    const section = await open(page, GALLERY)
    await section.scrollIntoViewIfNeeded()
    const thumbs = section.locator('.slider__thumb-button')
    await expect(thumbs).toHaveCount(6)
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true')
    await thumbs.nth(3).click()
    await expectActive(section, 3)
    await expect(thumbs.nth(3)).toHaveAttribute('aria-current', 'true')
    await expect(section.locator('.slider__thumb.swiper-slide-thumb-active')).toHaveCount(1)
    await section.getByRole('button', { name: 'Next slide' }).click()
    await expectActive(section, 4)
    await expect(thumbs.nth(4)).toHaveAttribute('aria-current', 'true')
    await expect(thumbs.nth(3)).not.toHaveAttribute('aria-current', 'true')
    // Keyboard: a thumbnail is a button.
    await thumbs.nth(1).focus()
    await page.keyboard.press('Enter')
    await expectActive(section, 1)
  })

  test('zoom toggles with a double click and with the zoom button', async ({ page }) => {
    const section = await open(page, GALLERY)
    await section.scrollIntoViewIfNeeded()
    const slide = active(section)
    const zoomButton = section.locator('.slider__zoom')
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'false')
    await slide.locator('picture').dblclick()
    await expect(slide).toHaveClass(/swiper-slide-zoomed/)
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'true')
    // The class is set at once; the scale grows over its CSS transition, from 1: read it until it has.
    await expect
      .poll(() => slide.locator('picture').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a))
      .toBeGreaterThan(1)
    await slide.locator('picture').dblclick()
    await expect(slide).not.toHaveClass(/swiper-slide-zoomed/)
    await zoomButton.click()
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'true')
    await zoomButton.click()
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'false')
  })

  test('lazy images load only when their slide comes near', async ({ page }) => {
    const section = await open(page, GALLERY)
    await section.scrollIntoViewIfNeeded()
    const slide = (i: number) => mainSwiper(section).locator(`.swiper-slide[data-index="${i}"]`)
    const loaded = (i: number) =>
      slide(i)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    await expect.poll(() => loaded(0)).toBe(true)
    await expect.poll(() => loaded(1)).toBe(true) // the next slide is fetched ahead
    expect(await loaded(4)).toBe(false)
    expect(await loaded(5)).toBe(false)
    await expect(slide(4).locator('.swiper-lazy-preloader')).toHaveCount(1)
    const next = section.getByRole('button', { name: 'Next slide' })
    for (let i = 1; i <= 3; i += 1) {
      await next.click()
      await expectActive(section, i)
    }
    await expect.poll(() => loaded(4)).toBe(true)
    await expect(slide(4).locator('.swiper-lazy-preloader')).toHaveCount(0)
    expect(await loaded(5)).toBe(false)
  })
})

test.describe('slider: addresses', () => {
  test('history navigation: an address per slide, back and forward, and deep links', async ({ page, request }) => {
    const section = await open(page, HISTORY)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    // From here on, moving through the slides must not load anything for the page.
    const requests: string[] = []
    page.on('request', (r) => {
      // The page itself or its React Server Components payload; the interaction's own calls
      // (decoding the protected e-mail addresses, analytics) are not the page reloading.
      const isPage = new URL(r.url()).pathname.startsWith('/installations')
      if (isPage && (r.resourceType() === 'document' || r.resourceType() === 'fetch')) requests.push(r.url())
    })
    const next = section.getByRole('button', { name: 'Next slide' })
    await next.click()
    await expect(page).toHaveURL(/\/installations\/projects\/zonnehof-care-home$/)
    await next.click()
    await expect(page).toHaveURL(/\/installations\/projects\/cafe-ahoi-terrace$/)
    await expectActive(section, 2)
    await page.goBack()
    await expect(page).toHaveURL(/\/installations\/projects\/zonnehof-care-home$/)
    await expectActive(section, 1)
    await page.goBack()
    await expect(page).toHaveURL(/\/installations$/)
    await expectActive(section, 0)
    await page.goForward()
    await expect(page).toHaveURL(/\/installations\/projects\/zonnehof-care-home$/)
    await expectActive(section, 1)
    // The App Router left the page alone: no reload, no request for it.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(requests).toEqual([])

    // A deep link is served by the page, with that slide first, already in the HTML.
    const res = await request.get(`${HISTORY}/projects/de-linde-garden-centre`)
    expect(res.status()).toBe(200)
    expect(await res.text()).toContain('calc(-3 * (100% + 0px))')
    expect((await request.get(`${HISTORY}/projects/no-such-installation`)).status()).toBe(404)
    const deep = await open(page, `${HISTORY}/projects/de-linde-garden-centre`)
    await expectActive(deep, 3)
    await expect(page.locator('h1')).toHaveText('Installations')
    await deep.getByRole('button', { name: 'Previous slide' }).click()
    await expect(page).toHaveURL(/\/installations\/projects\/cafe-ahoi-terrace$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/installations\/projects\/de-linde-garden-centre$/)
    await expectActive(deep, 3)
  })

  test('hash navigation: #slide-name per slide, back and forward, deep links, and the page stays put', async ({ page }) => {
    const section = await open(page, HASH)
    await section.scrollIntoViewIfNeeded()
    const y = await page.evaluate(() => window.scrollY)
    const next = section.getByRole('button', { name: 'Next slide' })
    await next.click()
    await expect(page).toHaveURL(/#zonnehof-care-home$/)
    await next.click()
    await expect(page).toHaveURL(/#cafe-ahoi-terrace$/)
    await page.goBack()
    await expect(page).toHaveURL(/#zonnehof-care-home$/)
    await expectActive(section, 1)
    await page.goBack()
    await expect(page).toHaveURL(/\/photo-gallery$/)
    await expectActive(section, 0)
    await page.goForward()
    await expect(page).toHaveURL(/#zonnehof-care-home$/)
    await expectActive(section, 1)
    // Changing slides never scrolls the page (no element has a slide's name).
    expect(await page.evaluate(() => window.scrollY)).toBe(y)

    const fresh = await page.context().newPage()
    await fresh.goto(`${HASH}#de-linde-garden-centre`)
    const deep = carousel(fresh)
    await expect(mainSwiper(deep)).toHaveClass(/swiper-initialized/)
    await expectActive(deep, 3)
    await fresh.close()
  })
})

test.describe('slider: accessibility', () => {
  test('the carousel pattern: labelled region, slides "n of m", buttons with names', async ({ page }) => {
    const section = await open(page, GALLERY)
    await expect(section).toHaveAttribute('aria-label', 'Guest pager photos')
    const slides = mainSwiper(section).locator('.swiper-slide')
    await expect(slides.nth(1)).toHaveAttribute('role', 'group')
    await expect(slides.nth(1)).toHaveAttribute('aria-roledescription', 'slide')
    await expect(slides.nth(1)).toHaveAttribute('aria-label', '2 of 6')
    await expect(section.getByRole('button', { name: 'Zoom in on the photo' })).toBeVisible()
  })

  for (const path of SLIDER_PAGES) {
    test(`${path}: no accessibility violations, one h1, no errors`, async ({ page }) => {
      const problems: string[] = []
      page.on('pageerror', (e) => problems.push(e.message))
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text())
      })
      await open(page, path)
      await expect(page.locator('h1')).toHaveCount(1)
      const axe = await new AxeBuilder({ page }).include('section[aria-roledescription="carousel"]').analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      expect(problems).toEqual([])
    })
  }
})

test.describe('slider: no layout shift', () => {
  type Box = { x: number; y: number; w: number; h: number }
  /** Where the slider and the slides in view are, relative to the page. */
  async function positions(page: Page) {
    return page.evaluate(() =>
      [...document.querySelectorAll('section[aria-roledescription="carousel"]')].map((section) => {
        const round = (r: DOMRect) => ({
          x: Math.round(r.x),
          y: Math.round(r.y + window.scrollY),
          w: Math.round(r.width),
          h: Math.round(r.height),
        })
        const swiper = section.querySelector('.slider__stage > .swiper')!
        const box = swiper.getBoundingClientRect()
        const slides: Record<string, { x: number; y: number; w: number; h: number }> = {}
        swiper.querySelectorAll<HTMLElement>(':scope > .swiper-wrapper > .swiper-slide').forEach((slide) => {
          const r = slide.getBoundingClientRect()
          const style = getComputedStyle(slide)
          const inView = r.right > box.left + 2 && r.left < box.right - 2
          if (inView && style.opacity !== '0' && style.visibility !== 'hidden') slides[slide.dataset.index!] = round(r)
        })
        return { section: round(section.getBoundingClientRect()), slides }
      }),
    )
  }

  async function still(browser: Browser, path: string, width: number) {
    const before = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
    const plain = await before.newPage()
    await plain.goto(path, { waitUntil: 'load' })
    const server = await positions(plain)
    await before.close()
    const after = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await after.newPage()
    await page.goto(path, { waitUntil: 'load' })
    await expect(page.locator('.slider__stage > .swiper-initialized')).toHaveCount(server.length)
    const started = await positions(page)
    await after.close()
    return { server, started }
  }

  const near = (a: Box | undefined, b: Box | undefined) =>
    Boolean(
      a && b && Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1 && Math.abs(a.w - b.w) <= 1 && Math.abs(a.h - b.h) <= 1,
    )

  for (const width of [1440, 390]) {
    test(`${SHOWCASE} at ${width} px: slides sit still while the page is still arriving`, async ({ browser, request }) => {
      // A browser paints pages it is still parsing: served cut before a slider's fourth slide, the
      // slides already there must sit where they sit in the whole page (the coverflow loop on the
      // showcase puts its last slides first).
      const html = await (await request.get(SHOWCASE)).text()
      const fourth = html.lastIndexOf('<div', html.indexOf('data-index="3"'))
      expect(fourth).toBeGreaterThan(0)
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
      const page = await context.newPage()
      try {
        await page.goto(SHOWCASE)
        const whole = (await positions(page))[0]!
        await page.route(`**${SHOWCASE}`, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: html.slice(0, fourth) }),
        )
        await page.goto(SHOWCASE)
        const early = (await positions(page))[0]!
        expect(Object.keys(early.slides).length).toBeGreaterThan(0)
        // Place and width only: slides share the height of the tallest, which may still be on its way,
        // and growing downwards moves nothing that is already on screen.
        const place = (b: Box | undefined) => b && { x: b.x, y: b.y, w: b.w }
        for (const [index, box] of Object.entries(early.slides)) {
          expect(place(box), `slide ${index}`).toEqual(place(whole.slides[index]))
        }
      } finally {
        await context.close()
      }
    })

    for (const path of SLIDER_PAGES) {
      test(`${path} at ${width} px: slides sit where Swiper puts them before it starts, and CLS is 0`, async ({
        browser,
        page,
      }) => {
        const { server, started } = await still(browser, path, width)
        expect(started.length).toBe(server.length)
        server.forEach((s, i) => {
          const t = started[i]!
          expect(near(s.section, t.section), `section ${JSON.stringify(s.section)} -> ${JSON.stringify(t.section)}`).toBe(true)
          // Every slide in view in the server's layout is in the same place once Swiper runs
          // (3D effects turn the others away, so slides may only leave the view).
          for (const [index, box] of Object.entries(s.slides)) {
            if (index in t.slides) expect(near(box, t.slides[index]), `slide ${index}`).toBe(true)
          }
          const shown = Object.keys(s.slides)[0]!
          expect(near(s.slides[shown], t.slides[shown]), `slide ${shown} is still in view`).toBe(true)
        })

        await page.setViewportSize({ width, height: 900 })
        const shifts = await recordLayoutShifts(page)
        await page.goto(path, { waitUntil: 'load' })
        await expect(page.locator('.slider__stage > .swiper-initialized')).toHaveCount(server.length)
        // Down the page to each slider, as a reader scrolls, so lazy images and animations come in.
        for (const section of await page.locator('section[aria-roledescription="carousel"]').all()) {
          await section.scrollIntoViewIfNeeded()
        }
        await page.waitForLoadState('networkidle')
        expect(describeShifts(await shifts())).toEqual([])
      })
    }
  }
})
