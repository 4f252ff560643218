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
    expect(await page.locator('.search__result').count()).toBeGreaterThan(0)
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
