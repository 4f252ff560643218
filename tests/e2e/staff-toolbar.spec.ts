import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { signIn, scriptsStarted } from '../support/page'
import { adminFind } from '../support/privacy'

/**
 * The form toolbar staff see on the public site above each form: Edit page, Edit form and
 * an Entries submenu with the form's new (unread) entries. The page itself is the cached
 * HTML every visitor gets; the toolbar is drawn in the browser once the staff session checks out.
 */

const toolbarOf = (page: Page) => page.getByRole('navigation', { name: /^Staff tools: / })

async function openContact(page: Page): Promise<number> {
  await page.goto('/contact')
  await scriptsStarted(page)
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  return Number(await wrapper.getAttribute('data-form-id'))
}

test.describe('form toolbar', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ viewport: { width: 1440, height: 900 } })

  test('anonymous visitors never see it, and the endpoint tells them nothing', async ({ page, request }) => {
    const asked: number[] = []
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/next/staff-toolbar') asked.push(r.status())
    })
    const formId = await openContact(page)
    await page.waitForLoadState('networkidle')
    await expect(toolbarOf(page)).toHaveCount(0)
    expect(await page.locator('.staff-toolbar').count()).toBe(0)
    // The browser asked, and the answer held nothing for an anonymous visitor.
    expect(asked).toEqual([204])
    const direct = await request.get(`/next/staff-toolbar?path=/contact&form=${formId}`)
    expect(direct.status()).toBe(204)
    expect(await direct.text()).toBe('')
    expect(direct.headers()['cache-control']).toContain('no-store')
    // A forged session cookie is no session.
    const forged = await request.get(`/next/staff-toolbar?path=/contact&form=${formId}`, {
      headers: { Cookie: 'payload-token=not-a-token' },
    })
    expect(forged.status()).toBe(204)
    expect(await forged.text()).toBe('')
  })

  test('signed-in staff see Edit page, Edit form and the entries with the new-entries count', async ({ page, request }) => {
    const contactPage = (await adminFind<{ id: number }>(request, 'pages', 'where[slug][equals]=contact'))[0]!
    await signIn(page)
    const formId = await openContact(page)
    const unread = await adminFind<{ id: number }>(
      request,
      'form-entries',
      `where[form][equals]=${formId}&where[status][equals]=active&where[isRead][equals]=false`,
    )

    const toolbar = toolbarOf(page)
    await expect(toolbar).toHaveCount(1)
    await expect(toolbar).toHaveAccessibleName('Staff tools: Contact')
    // It sits right above its form.
    expect(
      await toolbar.evaluate(
        (nav, id) => nav.closest('.staff-toolbar')?.nextElementSibling?.id === `gform_wrapper_${id}`,
        formId,
      ),
    ).toBe(true)
    await expect(toolbar.getByRole('link', { name: 'Edit page' })).toHaveAttribute(
      'href',
      `/admin/collections/pages/${contactPage.id}`,
    )
    await expect(toolbar.getByRole('link', { name: 'Edit form' })).toHaveAttribute('href', `/admin/collections/forms/${formId}`)

    // Entries: a submenu parent that opens on hover and closes on leave; clicking it does nothing.
    const parent = toolbar.getByRole('button', { name: /^Entries/ })
    await expect(parent).toHaveAttribute('aria-expanded', 'false')
    await expect(parent).toContainText(String(unread.length))
    const submenu = page.locator(`#${await parent.getAttribute('aria-controls')}`)
    await expect(submenu).toBeHidden()
    await parent.hover()
    await expect(parent).toHaveAttribute('aria-expanded', 'true')
    await expect(submenu).toBeVisible()
    const inbox = submenu.getByRole('link', { name: 'Inbox' })
    const fresh = submenu.getByRole('link', { name: /^New entries/ })
    await expect(fresh).toHaveAccessibleName(`New entries: ${unread.length}`)
    const inboxHref = new URL((await inbox.getAttribute('href'))!, page.url())
    expect(inboxHref.pathname).toBe('/admin/collections/form-entries')
    expect(inboxHref.searchParams.get('where[and][0][form][equals]')).toBe(String(formId))
    expect(inboxHref.searchParams.get('where[and][1][status][equals]')).toBe('active')
    const freshHref = new URL((await fresh.getAttribute('href'))!, page.url())
    expect(freshHref.searchParams.get('where[and][0][form][equals]')).toBe(String(formId))
    expect(freshHref.searchParams.get('where[and][2][isRead][equals]')).toBe('false')

    const url = page.url()
    await parent.click()
    await expect(submenu).toBeVisible()
    expect(page.url()).toBe(url)
    await page.mouse.move(5, 5)
    await expect(submenu).toBeHidden()
    await expect(parent).toHaveAttribute('aria-expanded', 'false')

    // Keyboard: focus opens it, arrows move within it, Escape closes it and returns to the parent.
    await toolbar.getByRole('link', { name: 'Edit form' }).focus()
    await page.keyboard.press('Tab')
    await expect(parent).toBeFocused()
    await expect(submenu).toBeVisible()
    await expect(parent).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(inbox).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(fresh).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(parent).toBeFocused()
    await expect(submenu).toBeHidden()
    // Leaving it with Tab closes it as well.
    await page.keyboard.press('Enter')
    await expect(inbox).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(toolbar.getByRole('link', { name: 'Edit form' })).toBeFocused()
    await expect(submenu).toBeHidden()

    await parent.hover()
    await expect(submenu).toBeVisible()
    const axe = await new AxeBuilder({ page }).include('.staff-toolbar').analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await page.screenshot({ path: 'test-results/shots/staff-toolbar-1440.png' })

    // The links lead to the right admin screens.
    await fresh.click()
    await expect(page).toHaveURL(/\/admin\/collections\/form-entries\?/)
    await expect(page.locator('.sp-entries-tools__figures')).toContainText('Contact')
    await page.goto('/contact')
    await toolbar.getByRole('link', { name: 'Edit form' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/forms/${formId}$`))
    await page.goto('/contact')
    await toolbar.getByRole('link', { name: 'Edit page' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${contactPage.id}$`))

    // At 390 px it still fits.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/contact')
    await expect(toolbar).toBeVisible()
    await page.screenshot({ path: 'test-results/shots/staff-toolbar-390.png' })
  })

  test('a new entry raises the count, and the page every visitor gets carries no staff data', async ({ page, browser }) => {
    // A visitor sends the contact form.
    const visitor = await browser.newPage()
    const formId = await openContact(visitor)
    const field = (name: string) => visitor.locator(`.gform_wrapper form [name="${name}"]`)
    await field('input_1.3').fill('Anna')
    await field('input_1.6').fill('de Vries')
    await field('input_2').fill('anna@example.com')
    await field('input_4').fill('Brasserie Noord')
    await field('input_5').selectOption('product')
    await field('input_6').fill('Do you have pagers with a longer range?')
    await field('input_7.1').check()
    await visitor.locator(`#gform_submit_button_${formId}`).click()
    await expect(visitor.locator(`#gform_confirmation_wrapper_${formId}`)).toContainText('Thank you, Anna')

    await signIn(page)
    const { request } = page
    const unread = await adminFind<{ id: number }>(
      request,
      'form-entries',
      `where[form][equals]=${formId}&where[status][equals]=active&where[isRead][equals]=false`,
    )
    expect(unread.length).toBeGreaterThan(0)
    const staffHtml = await (await page.goto('/contact'))!.text()
    await expect(toolbarOf(page).getByRole('button', { name: /^Entries/ })).toContainText(String(unread.length))

    // The HTML staff got, and what the cache now serves anyone, are the visitors' page: no toolbar, no admin links, no count.
    const anonymous = await visitor.request.get('/contact')
    expect(anonymous.status()).toBe(200)
    const cached = await anonymous.text()
    for (const html of [staffHtml, cached]) {
      expect(html).not.toContain('/admin/collections')
      expect(html).not.toContain('Staff tools')
      expect(html).not.toContain('New entries')
    }
    await visitor.close()
  })
})
