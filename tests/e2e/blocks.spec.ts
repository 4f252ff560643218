import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { aosSettled, scriptsStarted } from '../support/page'
import { movePointerUntil } from '../support/pointer'

/** Loads a page and waits until the header's script (which handles # links) has taken over. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await scriptsStarted(page)
}

const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' })

async function axeViolations(page: Page) {
  await aosSettled(page)
  const axe = await new AxeBuilder({ page }).analyze()
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Every JSON-LD object on the page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>)
}

const FAQ_SECTIONS = ['Ordering and delivery', 'Installation and range', 'Batteries and charging', 'Support and warranty']
const HOSPITALITY_SECTIONS = [
  'Where pagers and call buttons make a difference',
  'An example: a food court with 11 outlets',
  'What we usually install',
  'Guest pagers',
  'Table call buttons',
]

test.describe('FAQ', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('questions open and close from the keyboard, one Tab stop each', async ({ page }) => {
    await open(page, '/faq')
    const section = page.locator('section.faq').first()
    const items = section.locator('details')
    const first = items.nth(0)
    const question = first.locator('summary')
    const answer = first.locator('.faq__answer')

    await expect(items).toHaveCount(4)
    await expect(answer).toBeHidden()
    // Start from the section's heading (where the contents link lands) and Tab into the questions.
    await section.getByRole('heading', { name: 'Ordering and delivery' }).focus()
    await page.keyboard.press('Tab')
    await expect(question).toBeFocused()
    await expect(question).toHaveText('How quickly do you deliver?')

    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('open', '')
    await expect(answer).toBeVisible()
    await expect(answer).toContainText('leave our warehouse in Utrecht the same day')
    await page.keyboard.press('Enter')
    await expect(first).not.toHaveAttribute('open')
    await expect(answer).toBeHidden()

    await page.keyboard.press('Space')
    await expect(first).toHaveAttribute('open', '')
    await page.keyboard.press('Space')
    await expect(first).not.toHaveAttribute('open')

    // The answer's own links aside, the next Tab stop is the next question.
    await page.keyboard.press('Tab')
    await expect(items.nth(1).locator('summary')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(items.nth(1)).toHaveAttribute('open', '')
    // Several answers may be open at once.
    await question.click()
    await expect(first).toHaveAttribute('open', '')
    await expect(items.nth(1)).toHaveAttribute('open', '')
  })

  test('FAQPage structured data appears once, with the first section’s questions and plain-text answers', async ({ page }) => {
    await page.goto('/faq')
    const faqPages = (await jsonLd(page)).filter((d) => d['@type'] === 'FAQPage')
    expect(faqPages).toHaveLength(1)
    const entities = faqPages[0]!.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[]
    const questions = await page.locator('section.faq').first().locator('summary').allTextContents()
    expect(entities.map((e) => e.name)).toEqual(questions)
    expect(entities.every((e) => e['@type'] === 'Question' && e.acceptedAnswer.text.length > 20)).toBe(true)
    expect(entities[0]!.acceptedAnswer.text).not.toContain('<')
    // The other sections have it switched off.
    expect(JSON.stringify(faqPages)).not.toContain('How far do the pagers reach?')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('answers still open and close', async ({ page }) => {
      await page.goto('/faq')
      const item = page.locator('section.faq details').first()
      await item.locator('summary').click()
      await expect(item.locator('.faq__answer')).toBeVisible()
      await item.locator('summary').click()
      await expect(item.locator('.faq__answer')).toBeHidden()
    })
  })

  test('has no accessibility violations, with an answer open', async ({ page }) => {
    // Sections fading in on scroll would be measured half transparent: check them at rest.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, '/faq')
    await page.locator('section.faq summary').first().click()
    expect(await axeViolations(page)).toEqual([])
  })
})

/** Where an in-page link should leave its target: below the header, and 100 px from the top above 1200 px. */
async function expectLandedBelowHeader(page: Page, target: Locator, width: number) {
  await expect(page).toHaveURL(new RegExp(`#${await target.getAttribute('id')}$`))
  await expect(target).toBeFocused()
  const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)
  const expected = width > 1200 ? 100 : Math.round(padding)
  await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(expected)
  const headerBottom = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().bottom)
  const box = await target.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)
  expect(box.top).toBeGreaterThanOrEqual(headerBottom)
  expect(box.bottom).toBeLessThanOrEqual(page.viewportSize()!.height)
}

for (const width of [1440, 390] as const) {
  test.describe(`table of contents at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const { path, sections, pick } of [
      { path: '/faq', sections: FAQ_SECTIONS, pick: 'Batteries and charging' },
      { path: '/solutions/hospitality', sections: HOSPITALITY_SECTIONS, pick: 'What we usually install' },
    ]) {
      test(`${path} lists its section headings in page order, right after the hero`, async ({ page }) => {
        await open(page, path)
        const nav = toc(page)
        await expect(nav).toBeVisible()
        // The hero holds the page title; the contents come straight after it.
        expect(await nav.evaluate((el) => el.previousElementSibling?.classList.contains('hero'))).toBe(true)
        const links = nav.getByRole('link')
        const labels = await links.allTextContents()
        expect(labels.slice(0, sections.length)).toEqual(sections)
        // Every link points at a heading on the page with the same text, in the same order.
        const targets = await links.evaluateAll((as) =>
          as.map((a) => {
            const el = document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))
            return {
              text: el?.textContent?.trim(),
              tag: el?.tagName,
              top: el ? el.getBoundingClientRect().top + window.scrollY : -1,
            }
          }),
        )
        expect(targets.map((t) => t.text)).toEqual(labels)
        expect(targets.every((t) => t.tag === 'H2')).toBe(true)
        expect(targets.map((t) => t.top)).toEqual([...targets.map((t) => t.top)].sort((a, b) => a - b))
      })

      test(`${path}: a click scrolls the section under the header and moves focus to it`, async ({ page }) => {
        await open(page, path)
        await toc(page).getByRole('link', { name: pick, exact: true }).click()
        await expectLandedBelowHeader(page, page.getByRole('heading', { name: pick, exact: true, level: 2 }), width)
      })

      test(`${path}: Enter on a contents link does the same`, async ({ page }) => {
        await open(page, path)
        const link = toc(page).getByRole('link', { name: sections[1], exact: true })
        await link.focus()
        await page.keyboard.press('Enter')
        await expectLandedBelowHeader(page, page.getByRole('heading', { name: sections[1], exact: true, level: 2 }), width)
        // Tab continues from the section, not from the top of the page.
        await page.keyboard.press('Tab')
        const after = await page.evaluate(() => {
          const target = document.getElementById(location.hash.slice(1))!
          return Boolean(target.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING)
        })
        expect(after).toBe(true)
      })
    }

    test('pages without the setting have no contents', async ({ page }) => {
      await page.goto('/about')
      await expect(toc(page)).toHaveCount(0)
    })
  })
}

for (const width of [1440, 390] as const) {
  test.describe(`home page blocks at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test(`the feature grid shows ${width > 1000 ? 3 : 1} column${width > 1000 ? 's' : ''} with decorative icons`, async ({
      page,
    }) => {
      await page.goto('/')
      const grid = page.locator('section.features').filter({ hasText: 'Why venues choose Oproep' })
      const items = grid.locator('li.feature')
      await expect(items).toHaveCount(6)
      await grid.scrollIntoViewIfNeeded()
      const lefts = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)))
      expect(new Set(lefts).size).toBe(width > 1000 ? 3 : 1)
      await expect(items.first().getByRole('heading', { level: 3 })).toHaveText('Try before you buy')
      await expect(items.locator('svg')).toHaveCount(6)
      for (const svg of await items.locator('svg').all()) await expect(svg).toHaveAttribute('aria-hidden', 'true')
    })

    test('testimonials and the logo wall show who is speaking and whose logos they are', async ({ page }) => {
      await page.goto('/')
      const testimonials = page.locator('section.testimonials')
      await testimonials.scrollIntoViewIfNeeded()
      await expect(testimonials.getByRole('heading', { name: 'What our customers say' })).toBeVisible()
      const figures = testimonials.locator('figure')
      await expect(figures).toHaveCount(3)
      for (const name of ['Sanne de Vries', 'Pieter Jansen', 'Lena Hoffmann']) {
        const figure = figures.filter({ hasText: name })
        await expect(figure.locator('blockquote')).toBeVisible()
        await expect(figure.locator('figcaption')).toContainText(name)
      }

      const wall = page.locator('section.logos')
      await wall.scrollIntoViewIfNeeded()
      await expect(wall.getByRole('heading', { name: 'Trusted by venues across Europe' })).toBeVisible()
      const logos = wall.getByRole('img')
      await expect(logos).toHaveCount(6)
      await expect(wall.getByRole('img', { name: 'De Kade food hall' })).toBeVisible()
      for (const logo of await logos.all()) {
        await logo.scrollIntoViewIfNeeded()
        expect(await logo.getAttribute('alt')).toBeTruthy()
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      }
    })

    test('the footer links to the social profiles by name', async ({ page }) => {
      await page.goto('/')
      const footer = page.locator('footer')
      for (const name of ['LinkedIn', 'YouTube', 'Instagram']) {
        const link = footer.getByRole('link', { name, exact: true })
        await link.scrollIntoViewIfNeeded()
        await expect(link).toBeVisible()
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
        expect((await link.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['me', 'noopener']))
        // The name is for screen readers; what shows is the platform's mark.
        await expect(link.locator('svg')).toBeVisible()
      }
      await footer.getByRole('link', { name: 'LinkedIn', exact: true }).focus()
      const outline = await footer
        .getByRole('link', { name: 'LinkedIn', exact: true })
        .evaluate((el) => getComputedStyle(el).outlineStyle)
      expect(outline).toBe('solid')
    })
  })
}

test('the home page has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await open(page, '/')
  expect(await axeViolations(page)).toEqual([])
})

test('the contact page’s form section holds the contact form, with the telephone and e-mail beside it', async ({ page }) => {
  await page.goto('/contact')
  const section = page.locator('section.form-embed')
  await expect(section.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
  await expect(section.locator('.gform_wrapper form')).toBeVisible()
  expect(await section.locator('a[href^="tel:"]').getAttribute('href')).toMatch(/^tel:\+?\d{6,}$/)
  // The address is protected: not in the HTML, and a mailto link once a person moves the pointer.
  expect(await page.content()).not.toContain('info@oproep.example')
  await movePointerUntil(page, async () => (await section.locator('a[href^="mailto:"]').count()) > 0)
  await expect(section.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@/)
})
