import { expect, type Page, test } from '@playwright/test'

test.describe('search', () => {
  test.use({ javaScriptEnabled: false })

  test('finds pages by words in their body, without JavaScript, with the words marked', async ({ page }) => {
    await page.goto('/search?q=wristband')
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    await expect(page.locator('main').getByRole('searchbox', { name: 'Search the site' })).toHaveValue('wristband')
    const results = page.locator('.search__result')
    expect(await results.count()).toBeGreaterThan(0)
    await expect(results.first().getByRole('link')).toHaveAttribute('href', /^\//)
    await expect(page.locator('.search__result mark').first()).toHaveText(/wristband/i)
  })

  test('puts a title match first', async ({ page }) => {
    await page.goto('/search?q=nurse+call')
    await expect(page.locator('.search__result h2').first()).toHaveText(/nurse call/i)
  })

  test('says so when nothing matches, and when nothing was asked', async ({ page }) => {
    await page.goto('/search?q=zeppelinhangar')
    await expect(page.getByText('Nothing matches “zeppelinhangar”.')).toBeVisible()
    await page.goto('/search')
    await expect(page.getByText(/Type a product, a place or a question/)).toBeVisible()
    await page.goto('/search?q=a')
    await expect(page.getByText('Use at least two letters or digits.')).toBeVisible()
  })

  test('escapes what was typed', async ({ page }) => {
    await page.goto('/search?q=%3Cmarquee%3Eqqzx%3C%2Fmarquee%3E')
    await expect(page.getByText('Nothing matches “<marquee>qqzx</marquee>”.')).toBeVisible()
    expect(await page.locator('marquee').count()).toBe(0)
  })
})

test.describe('the 404 page', () => {
  test('offers the search box', async ({ page }) => {
    await page.goto('/no-such-page-here')
    const main = page.locator('main')
    await main.getByRole('searchbox', { name: 'Search the site' }).fill('pager')
    await main.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=pager$/)
    // The URL changes when the new page starts to arrive; wait for its results to be parsed.
    await expect(page.locator('.search__result').first()).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('is rendered by the server with status 404, its text, the search box and a fresh nonce', async ({ page, request }) => {
      const res = await page.goto('/products/no-such-pager-model')
      expect(res?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(page.getByText('The page you were looking for has moved or no longer exists.')).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      const main = page.locator('main')
      await main.getByRole('searchbox', { name: 'Search the site' }).fill('nurse call')
      await main.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/search\?q=nurse\+call$/)
      expect(await page.locator('.search__result').count()).toBeGreaterThan(0)

      const raw = await request.get('/also-not-here')
      expect(raw.status()).toBe(404)
      expect(raw.headers()['x-robots-tag']).toBe('noindex')
      const nonce = /'nonce-([^']+)'/.exec(raw.headers()['content-security-policy'] ?? '')?.[1]
      const html = await raw.text()
      expect(nonce).toBeTruthy()
      // Every script carries this response's nonce, once.
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag.match(/nonce=/g)).toEqual(['nonce='])
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    })
  })
})

test.describe('structured data', () => {
  const jsonLd = async (page: Page) =>
    Promise.all(
      (await page.locator('script[type="application/ld+json"]').all()).map(async (s) =>
        JSON.parse((await s.textContent()) ?? 'null'),
      ),
    )

  test('the home page describes the organization', async ({ page }) => {
    await page.goto('/')
    const [org] = await jsonLd(page)
    expect(org['@type']).toBe('Organization')
    expect(org.name).toBe('Oproep Systems')
    expect(org.address.postalCode).toBe('3526 KL')
    expect(org.logo).toMatch(/^http:\/\/localhost:\d+\/api\/media\/file\//)
  })

  test('nested pages carry their breadcrumb trail', async ({ page }) => {
    await page.goto('/products/nurse-call')
    const [trail] = await jsonLd(page)
    expect(trail['@type']).toBe('BreadcrumbList')
    expect(trail.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Products', 'Nurse call'])
  })
})
