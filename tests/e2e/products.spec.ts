import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { cacheOf, scriptsStarted } from '../support/page'

const KIT = '/products/gp15-guest-pager-starter-kit'
const KIT_NAME = 'GP15 guest pager starter kit'

type JsonLd = Record<string, unknown> & { '@type': string }

const jsonLd = async (page: Page): Promise<JsonLd[]> =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').all()).map(async (s) =>
      JSON.parse((await s.textContent()) ?? 'null'),
    ),
  )

async function adminAuth(request: APIRequestContext): Promise<{ Authorization: string }> {
  const res = await request.post('/api/users/login', { data: { email: E2E.adminEmail, password: E2E.adminPassword } })
  expect(res.status()).toBe(200)
  return { Authorization: `JWT ${((await res.json()) as { token: string }).token}` }
}

async function axeViolations(page: Page): Promise<string[]> {
  // Content that animates in is shown as it ends up, so colours are checked at full opacity.
  await page.addStyleTag({
    content: '[data-aos] { opacity: 1 !important; transform: none !important; transition: none !important }',
  })
  const axe = await new AxeBuilder({ page }).analyze()
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a product page shows the product, its price, specifications and trail', async ({ page }) => {
      const res = await page.goto(KIT)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: KIT_NAME })).toBeVisible()
      await expect(page.getByText('Article number OS-GP15')).toBeVisible()
      await expect(page.locator('.product__price')).toContainText('489,00 €')
      await expect(page.locator('.product__price')).toContainText('per kit, excl. VAT')

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Products', 'Guest pagers'])
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(KIT_NAME)
      await expect(crumbs.getByRole('link', { name: 'Guest pagers' })).toHaveAttribute('href', '/products/guest-pagers')

      const specs = page.getByRole('table')
      await expect(specs.locator('th[scope="row"]')).toHaveCount(5)
      await expect(specs.getByRole('rowheader').first()).toBeVisible()

      const quote = page.getByRole('main').getByRole('link', { name: 'Request a quote' })
      await expect(quote).toHaveAttribute('href', '/request-a-quote?product=OS-GP15')

      const downloads = page.getByRole('region', { name: 'Downloads' })
      await expect(downloads.getByRole('link')).toHaveAttribute('href', /\.pdf$/)
      const related = page.getByRole('region', { name: 'Related products' })
      await expect(related.locator('.product-card')).toHaveCount(3)

      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`http://localhost:${E2E.port}${KIT}`)
      expect(await page.title()).toContain(KIT_NAME)
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http/)
      for (const img of await page.locator('main img').all()) {
        expect(await img.getAttribute('alt')).toBeTruthy()
        expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0)
      }
    })

    test('the table of contents leads to each section', async ({ page }) => {
      await page.goto(KIT)
      // The header's script handles in-page links (smooth scroll, focus); wait until it runs.
      await scriptsStarted(page)
      const toc = page.getByRole('navigation', { name: 'On this page' })
      await expect(toc.getByRole('link')).toHaveText(['Overview', 'Specifications', 'Downloads', 'Related products'])
      await toc.getByRole('link', { name: 'Specifications' }).click()
      await expect(page).toHaveURL(new RegExp(`${KIT}#specifications$`))
      await expect(page.getByRole('heading', { level: 2, name: 'Specifications' })).toBeInViewport()
      await expect(page.getByRole('heading', { level: 2, name: 'Specifications' })).toBeFocused()
      await toc.getByRole('link', { name: 'Related products' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Related products' })).toBeInViewport()
    })

    test('a product page has no accessibility violations', async ({ page }) => {
      await page.goto(KIT)
      expect(await axeViolations(page)).toEqual([])
    })

    test('/products lists every product line’s products, and has no accessibility violations', async ({ page }) => {
      await page.goto('/products')
      const cards = page.getByRole('region', { name: 'All products' }).locator('.product-card')
      expect(await cards.count()).toBeGreaterThanOrEqual(4)
      for (const name of [KIT_NAME, 'NC10 nurse call starter set', 'CP20 coaster pager', 'TB3 table call button']) {
        await expect(cards.filter({ has: page.getByRole('link', { name, exact: true }) })).toHaveCount(1)
      }
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test.describe('product cards', () => {
  test('a product line’s page shows its products with prices, and a card leads to its product', async ({ page }) => {
    await page.goto('/products/guest-pagers')
    const card = page.locator('.product-card').filter({ has: page.getByRole('link', { name: KIT_NAME, exact: true }) })
    await expect(card).toContainText('489,00 €')
    await expect(card).toContainText('per kit')
    for (const price of await page.locator('.product-card__price__amount').allTextContents()) {
      expect(price).toMatch(/^(\d{1,3}(\.\d{3})*,\d{2} €|Price on request)$/)
    }
    // The whole card is the link's target: a click on its picture opens the product.
    await card.click({ position: { x: 24, y: 24 } })
    await expect(page).toHaveURL(new RegExp(`${KIT}$`))
    await expect(page.getByRole('heading', { level: 1, name: KIT_NAME })).toBeVisible()
  })

  test('each card has exactly one link, reachable with the keyboard', async ({ page }) => {
    await page.goto('/')
    const cards = page.locator('.product-card')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const card of await cards.all()) await expect(card.getByRole('link')).toHaveCount(1)
    const first = cards.first().getByRole('link')
    await first.focus()
    await expect(first).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/)
  })
})

test.describe('product gallery', () => {
  test('a thumbnail shows its image in the large view', async ({ page }) => {
    await page.goto(KIT)
    // The switcher starts with the page's scripts, after its first paint; a click before that opens
    // the image itself, as without JavaScript (the test below).
    await scriptsStarted(page)
    const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('link')
    expect(await thumbs.count()).toBeGreaterThan(1)
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true')
    const slides = page.locator('.gallery__slide')
    await expect(slides.nth(0)).toBeVisible()
    await expect(slides.nth(1)).toBeHidden()
    await thumbs.nth(1).click()
    await expect(slides.nth(1)).toBeVisible()
    await expect(slides.nth(0)).toBeHidden()
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(page).toHaveURL(new RegExp(`${KIT}$`))
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the page is complete and each thumbnail opens its image', async ({ page }) => {
      await page.goto(KIT)
      await expect(page.locator('.product__price')).toContainText('489,00 €')
      await expect(page.locator('.gallery__slide').first().locator('img')).toBeVisible()
      const thumb = page.getByRole('list', { name: 'Product images' }).getByRole('link').nth(1)
      await expect(thumb).toHaveAttribute('href', /^\/api\/media\/file\//)
    })
  })
})

test('structured data describes the product, its offer and its trail', async ({ page }) => {
  await page.goto(KIT)
  const data = await jsonLd(page)
  const product = data.find((d) => d['@type'] === 'Product') as JsonLd & {
    offers: Record<string, string>
    image: string[]
    brand: { name: string }
  }
  expect(product.name).toBe(KIT_NAME)
  expect(product.sku).toBe('OS-GP15')
  expect(product.offers.price).toBe('489.00')
  expect(product.offers.priceCurrency).toBe('EUR')
  expect(product.offers.availability).toBe('https://schema.org/InStock')
  expect(product.offers.url).toBe(`http://localhost:${E2E.port}${KIT}`)
  expect(product.image[0]).toMatch(/^http:\/\/localhost:\d+\/api\/media\/file\//)
  expect(product.brand.name).toBeTruthy()
  const trail = data.find((d) => d['@type'] === 'BreadcrumbList') as JsonLd & {
    itemListElement: { name: string; item: string }[]
  }
  expect(trail.itemListElement.map((i) => i.name)).toEqual(['Home', 'Products', 'Guest pagers', KIT_NAME])
  expect(trail.itemListElement.at(-1)?.item).toBe(`http://localhost:${E2E.port}${KIT}`)
})

test('search finds products by name and leads to them', async ({ page }) => {
  await page.goto('/search?q=coaster')
  const result = page.locator('.search__result').filter({ has: page.getByRole('link', { name: /CP20 coaster pager/i }) })
  await expect(result).toHaveCount(1)
  await expect(result).toContainText('24,50 €')
  await result.getByRole('link').click()
  await expect(page).toHaveURL(/\/products\/cp20-coaster-pager$/)
})

test('product pages are served from the cache', async ({ request }) => {
  expect((await request.get(KIT)).status()).toBe(200)
  await expect.poll(async () => cacheOf(await request.get(KIT))).toBe('HIT')
  expect(await (await request.get(KIT)).text()).toContain('489,00 €')
})

test('the sitemap lists products', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toMatch(new RegExp(`<loc>http://localhost:\\d+${KIT}</loc><lastmod>\\d{4}-`))
})

test('a draft product is not on the site; a published one without a price is "on request" until deleted', async ({
  page,
  request,
}) => {
  const auth = await adminAuth(request)
  const category = (await (
    await request.get('/api/product-categories?where[slug][equals]=guest-pagers&depth=0', { headers: auth })
  ).json()) as {
    docs: { id: number }[]
  }
  const media = (await (await request.get('/api/media?limit=1&depth=0', { headers: auth })).json()) as { docs: { id: number }[] }
  const suffix = Date.now().toString(36)
  const base = { category: category.docs[0]!.id, images: [media.docs[0]!.id], summary: 'Made for this test.' }

  const draft = await request.post('/api/products', {
    headers: auth,
    data: { ...base, name: `Prototype pager ${suffix}`, slug: `prototype-pager-${suffix}`, price: 99, _status: 'draft' },
  })
  expect(draft.status()).toBe(201)
  const draftDoc = ((await draft.json()) as { doc: { id: number; path: string } }).doc
  const onRequest = await request.post('/api/products', {
    headers: auth,
    data: { ...base, name: `Custom survey ${suffix}`, slug: `custom-survey-${suffix}`, price: null, _status: 'published' },
  })
  expect(onRequest.status()).toBe(201)
  const onRequestDoc = ((await onRequest.json()) as { doc: { id: number; path: string } }).doc

  try {
    expect(draftDoc.path).toBe(`/products/prototype-pager-${suffix}`)
    const res = await page.goto(draftDoc.path)
    expect(res?.status()).toBe(404)
    await page.goto('/products/guest-pagers')
    await expect(page.getByRole('link', { name: `Prototype pager ${suffix}` })).toHaveCount(0)

    await page.goto(onRequestDoc.path)
    await expect(page.locator('.product__price')).toHaveText('Price on request')
    const product = (await jsonLd(page)).find((d) => d['@type'] === 'Product')
    expect(product).toBeTruthy()
    expect(product).not.toHaveProperty('offers')
    await page.goto('/products/guest-pagers')
    const card = page.locator('.product-card').filter({ has: page.getByRole('link', { name: `Custom survey ${suffix}` }) })
    await expect(card).toContainText('Price on request')
  } finally {
    expect((await request.delete(`/api/products/${draftDoc.id}`, { headers: auth })).status()).toBe(200)
    expect((await request.delete(`/api/products/${onRequestDoc.id}`, { headers: auth })).status()).toBe(200)
  }
  expect((await request.get(onRequestDoc.path)).status()).toBe(404)
})
