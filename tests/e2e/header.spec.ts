import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { scriptsStarted } from '../support/page'

const WIDTHS = [1440, 1280, 390] as const
const BREAKPOINT = 1024

/** Loads a page and waits until the header's script has taken over. */
async function open(page: Page, path = '/products/guest-pagers') {
  await page.goto(path)
  await scriptsStarted(page)
}

const header = (page: Page) => page.locator('header.site-header')
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)

for (const width of WIDTHS) {
  const mobile = width < BREAKPOINT
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('renders its links in the server HTML and marks the current page', async ({ page, request }) => {
      const html = await (await request.get('/products/guest-pagers')).text()
      expect(html).toContain('aria-label="Main"')
      expect(html).toMatch(
        /<a[^>]*aria-current="page"[^>]*href="\/products\/guest-pagers"|href="\/products\/guest-pagers"[^>]*aria-current="page"/,
      )
      expect(html).toContain('data-breakpoint="1024"')
      await open(page)
      await expect(page.locator('nav[aria-label="Main"] [aria-current="page"]')).toHaveAttribute('href', '/products/guest-pagers')
      await expect(header(page)).toHaveAttribute('data-view', mobile ? 'mobile' : 'desktop')
    })

    test('becomes sticky past 220 px without moving the content', async ({ page }) => {
      await open(page)
      await expect(header(page)).toHaveAttribute('data-sticky', 'false')
      const mainTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY)
      const before = await mainTop()
      await scrollTo(page, 219)
      await expect(header(page)).toHaveAttribute('data-sticky', 'false')
      await scrollTo(page, 221)
      await expect(header(page)).toHaveAttribute('data-sticky', 'true')
      await expect(header(page)).toHaveClass(/site-header--sticky/)
      expect(await mainTop()).toBe(before)
      expect(await header(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(0)
      await scrollTo(page, 219)
      await expect(header(page)).toHaveAttribute('data-sticky', 'false')
      expect(await mainTop()).toBe(before)
    })

    test(`scrolls to # targets ${width > 1200 ? '100 px from the top' : 'below the header'}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await open(page)
      // A target far down the page and a link to it in the content.
      await page.evaluate(() => {
        const target = document.createElement('section')
        target.id = 'hash-target'
        target.textContent = 'Target'
        target.style.cssText = 'height: 400px; margin-top: 2000px'
        document.querySelector('main')!.append(target)
        const link = document.createElement('a')
        link.href = '#hash-target'
        link.textContent = 'Jump to target'
        document.querySelector('main')!.prepend(link)
      })
      await page.getByRole('link', { name: 'Jump to target' }).click()
      await expect(page).toHaveURL(/#hash-target$/)
      await expect(page.locator('#hash-target')).toBeFocused()
      const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)
      const expected = width > 1200 ? 100 : padding
      await expect
        .poll(() => page.locator('#hash-target').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBe(expected)
    })

    test('keeps every control in place while the page is still arriving', async ({ browser, request }) => {
      // A browser paints a page it is still parsing; on a slow device the bar can be on screen
      // before the rest of the header has arrived. Serve the page cut at points inside the header
      // and check that whatever is already there sits exactly where it sits in the whole page.
      const path = '/products/guest-pagers'
      const html = await (await request.get(path)).text()
      const after = (needle: string, from: string) => {
        const start = html.indexOf(from)
        expect(start, from).toBeGreaterThan(-1)
        const at = html.indexOf(needle, start)
        expect(at, needle).toBeGreaterThan(-1)
        return at + needle.length
      }
      const cuts = {
        'inside the menu button': after('menu-toggle__bars" aria-hidden="true"></span>', 'class="menu-toggle"'),
        'after the menu button': after('</button>', 'class="menu-toggle"'),
        'after the first menu item': after('</li>', 'class="main-nav__list"'),
        'before the search': html.indexOf('<div class="header-search"'),
      }
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
      const page = await context.newPage()
      const selectors = [
        '.brand',
        '.menu-toggle',
        '.nav-item__link',
        '.nav-item__button',
        '.site-header__cta',
        '.header-search__toggle',
      ]
      const boxes = () =>
        page.evaluate(async (list) => {
          await document.fonts.ready
          const out: Record<string, number[]> = {}
          for (const selector of list) {
            document.querySelectorAll(`header ${selector}`).forEach((el, i) => {
              const r = el.getBoundingClientRect()
              if (r.width) out[`${selector} ${i}`] = [r.x, r.y, r.width, r.height].map((n) => Math.round(n))
            })
          }
          return out
        }, selectors)
      try {
        await page.goto(path)
        const whole = await boxes()
        expect(Object.keys(whole)).toContain(mobile ? '.menu-toggle 0' : '.nav-item__link 0')
        let partial = ''
        await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: partial }))
        for (const [where, cut] of Object.entries(cuts)) {
          expect(cut, where).toBeGreaterThan(0)
          partial = html.slice(0, cut)
          await page.goto(path)
          const early = await boxes()
          expect(Object.keys(early).length, where).toBeGreaterThan(0)
          for (const [key, box] of Object.entries(early)) expect(box, `${key}, ${where}`).toEqual(whole[key])
        }
      } finally {
        await context.close()
      }
    })

    test('the search opens, takes focus, closes with Escape and submits to /search', async ({ page }) => {
      await open(page)
      const toggle = page.locator('button[data-search-toggle]')
      await expect(toggle).toHaveAccessibleName('Search')
      const field = page.getByRole('searchbox', { name: 'Search the site' })
      await expect(field).toBeHidden()
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(field).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(field).toBeHidden()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toBeFocused()
      await toggle.click()
      await field.fill('nurse call')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=nurse\+call$/)
    })

    if (!mobile) {
      test('a resting pointer opens a panel, a fast pass does not, leaving closes it', async ({ page }) => {
        await open(page)
        const button = page.getByRole('button', { name: 'Products submenu' })
        const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
        const about = await nav(page).getByRole('link', { name: 'About', exact: true }).boundingBox()
        const products = await nav(page).getByRole('link', { name: 'Products', exact: true }).boundingBox()
        const y = products!.y + products!.height / 2
        // A fast pass across the item: never two samples 100 ms apart within 6 px.
        await page.mouse.move(products!.x - 40, y)
        await page.mouse.move(about!.x + 10, y, { steps: 4 })
        await page.mouse.move(about!.x + 10, y + 300)
        await expect(button).toHaveAttribute('aria-expanded', 'false')
        // Resting on the item opens the panel; it stays open while the pointer is on it.
        await page.mouse.move(products!.x + 10, y)
        await page.mouse.move(products!.x + 12, y)
        await expect(button).toHaveAttribute('aria-expanded', 'true')
        await expect(panel).toBeVisible()
        const link = await panel.getByRole('link', { name: /Nurse call/ }).boundingBox()
        await page.mouse.move(link!.x + 5, link!.y + 5, { steps: 5 })
        await expect(panel).toBeVisible()
        // Escape dismisses hover content.
        await page.keyboard.press('Escape')
        await expect(panel).toBeHidden()
        // Hover again, then leave: it closes after the delay.
        await page.mouse.move(products!.x + 10, y + 400)
        await page.mouse.move(products!.x + 10, y)
        await expect(panel).toBeVisible()
        await page.mouse.move(products!.x + 10, y + 600)
        await expect(panel).toBeHidden()
        expect(await page.locator('[role="menu"], [role="menuitem"]').count()).toBe(0)
        const axe = await new AxeBuilder({ page }).analyze()
        expect(axe.violations.map((v) => v.id)).toEqual([])
      })

      test('panels work with the keyboard, one at a time', async ({ page }) => {
        await open(page)
        const products = page.getByRole('button', { name: 'Products submenu' })
        const solutions = page.getByRole('button', { name: 'Solutions submenu' })
        await products.focus()
        await page.keyboard.press('Enter')
        await expect(products).toHaveAttribute('aria-expanded', 'true')
        const panel = page.locator(`#${await products.getAttribute('aria-controls')}`)
        await expect(panel).toBeVisible()
        await page.keyboard.press('Enter')
        await expect(products).toHaveAttribute('aria-expanded', 'false')
        await page.keyboard.press('Space')
        await expect(products).toHaveAttribute('aria-expanded', 'true')
        await page.keyboard.press('Tab')
        await expect(panel.getByRole('link').first()).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(panel).toBeHidden()
        await expect(products).toBeFocused()
        await page.keyboard.press('Space')
        await solutions.click()
        await expect(solutions).toHaveAttribute('aria-expanded', 'true')
        await expect(products).toHaveAttribute('aria-expanded', 'false')
        // Focus leaving the navigation closes the panel.
        await solutions.focus()
        const links = await page.locator(`#${await solutions.getAttribute('aria-controls')} a`).count()
        for (let i = 0; i < links + 8; i++) await page.keyboard.press('Tab')
        await expect(solutions).toHaveAttribute('aria-expanded', 'false')
      })

      test('crossing the breakpoint closes an open panel', async ({ page }) => {
        await open(page)
        const products = page.locator('button[aria-controls="nav-panel-1"]')
        await products.click()
        await expect(products).toHaveAttribute('aria-expanded', 'true')
        await page.setViewportSize({ width: 800, height: 900 })
        await expect(header(page)).toHaveAttribute('data-view', 'mobile')
        await expect(products).toHaveAttribute('aria-expanded', 'false')
        await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false')
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
      })
    } else {
      test('the mobile menu toggles, traps focus, locks scroll and closes with Escape', async ({ page }) => {
        await open(page)
        const toggle = page.getByRole('button', { name: 'Menu', exact: true })
        const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
        await expect(menu).toBeHidden()
        await toggle.click()
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        await expect(menu).toBeVisible()
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
        // Panels are accordions.
        const products = page.getByRole('button', { name: 'Products submenu' })
        await products.click()
        await expect(products).toHaveAttribute('aria-expanded', 'true')
        await expect(menu.getByRole('link', { name: /Nurse call/ })).toBeVisible()
        await products.click()
        await expect(menu.getByRole('link', { name: /Nurse call/ })).toBeHidden()
        // Focus stays in the header while the menu is open.
        await toggle.focus()
        for (let i = 0; i < 20; i++) {
          await page.keyboard.press('Tab')
          expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true)
        }
        await page.keyboard.press('Shift+Tab')
        expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true)
        const axe = await new AxeBuilder({ page }).analyze()
        expect(axe.violations.map((v) => v.id)).toEqual([])
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
        await expect(toggle).toBeFocused()
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
      })

      test('crossing the breakpoint closes the mobile menu', async ({ page }) => {
        await open(page)
        const toggle = page.locator('button[data-menu-toggle]')
        await toggle.click()
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        await page.setViewportSize({ width: 1280, height: 900 })
        await expect(header(page)).toHaveAttribute('data-view', 'desktop')
        await expect(toggle).toBeHidden()
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
        await expect(nav(page).getByRole('link', { name: 'About', exact: true })).toBeVisible()
      })
    }
  })
}
