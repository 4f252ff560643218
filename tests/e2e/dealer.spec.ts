import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * The dealer application (/dealer-application): the e-mail hint from the server's check
 * (asked once per address, only for addresses of the right shape), the social profile
 * field, the date picker's earliest and latest dates, and the portal password's strength
 * meter and minimum strength.
 */

const field = (page: Page, name: string) => page.locator(`.gform_wrapper form [name="${name}"]`)

async function open(page: Page) {
  await page.goto('/dealer-application')
  const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
  await expect(wrapper).toBeVisible()
  return Number(await wrapper.getAttribute('data-form-id'))
}

test.describe('dealer application', () => {
  test('the e-mail hint comes from the server, once per address and only for a well-formed one', async ({ page }) => {
    const checks: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/next/forms/email-check')) checks.push(r.postData() ?? '')
    })
    const formId = await open(page)
    const email = field(page, 'input_3')
    const hint = page.locator(`#input_${formId}_3_check`)

    await email.fill('jan@oproep')
    await email.blur()
    await email.fill('jan @oproep.nl')
    await email.blur()
    expect(checks).toHaveLength(0)

    await email.fill('someone@mailinator.com')
    await email.blur()
    await expect(hint).toHaveText('This is a disposable address. Please use an address you will keep reading.')
    await expect(email).toHaveAttribute('aria-describedby', new RegExp(`input_${formId}_3_check`))

    await email.fill('jan@nonexistent-domain.invalid')
    await email.blur()
    await expect(hint).toHaveText('The domain nonexistent-domain.invalid does not receive e-mail. Please check the address.')

    // The same address again: answered from what the page already knows.
    await email.fill('someone@mailinator.com')
    await email.blur()
    await expect(hint).toHaveText('This is a disposable address. Please use an address you will keep reading.')
    expect(checks).toHaveLength(2)
  })

  test('the social profile field reads an address or a handle and the server refuses other text', async ({ page }) => {
    const formId = await open(page)
    const social = field(page, 'input_5')
    const hint = page.locator(`#input_${formId}_5_profile`)
    await social.fill('https://nl.linkedin.com/company/bakker-beveiliging')
    await social.blur()
    await expect(hint).toHaveText('LinkedIn: https://www.linkedin.com/company/bakker-beveiliging')
    await social.fill('@jan-bakker')
    await social.blur()
    await expect(hint).toHaveText('LinkedIn: https://www.linkedin.com/in/jan-bakker')
    await social.fill('https://x.com/bakker')
    await social.blur()
    await expect(hint).toHaveText('Please enter a LinkedIn address or handle.')
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#validation_message_${formId}_5`)).toHaveText('Please enter a LinkedIn address or handle.')
  })

  test('the date picker offers only dates between the earliest and the latest, and the server agrees', async ({ page }) => {
    const formId = await open(page)
    const date = field(page, 'input_6')
    await page.getByRole('button', { name: /Choose date, Preferred start date/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading')).toHaveText('February 2027')
    // The week starts on Monday.
    await expect(dialog.locator('thead th').first()).toHaveAttribute('abbr', 'Monday')
    // 31 January is outside: going back a month shows January greyed out.
    await page.keyboard.press('PageUp')
    await expect(dialog.getByRole('heading')).toHaveText('January 2027')
    const jan31 = dialog.locator('td[data-date="2027-01-31"]')
    await expect(jan31).toHaveAttribute('aria-disabled', 'true')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(date).toHaveValue('')
    await page.keyboard.press('PageDown')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(date).toHaveValue(/^\d\d\/02\/2027$/)

    const axe = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])

    // Typed by hand outside the range: the server refuses it.
    await date.fill('01/07/2027')
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#validation_message_${formId}_6`)).toHaveText(
      'Please enter a date between 01/02/2027 and 30/06/2027.',
    )
    await page.screenshot({ path: 'test-results/dealer-application.png', fullPage: true })
  })

  test('the password meter follows the typing; a weak password is refused, a strong one is taken', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    const formId = await open(page)
    const password = page.locator(`#input_${formId}_8`)
    const confirm = page.locator(`#input_${formId}_8_2`)
    const meter = page.locator(`#input_${formId}_8_strength_indicator`)
    await expect(page.getByLabel('Enter Password')).toHaveAttribute('type', 'password')
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'password')
    await expect(meter).toHaveAttribute('aria-live', 'polite')
    await expect(meter).toHaveText('Strength indicator')
    const loadedBefore = scripts.length

    await password.pressSequentially('abc')
    await expect(meter).toHaveText('Very weak')
    await expect(meter).toHaveClass(/\bshort\b/)
    // zxcvbn and its dictionaries came only now, with the first keystroke.
    expect(scripts.length).toBeGreaterThan(loadedBefore)
    await password.fill('password')
    await expect(meter).toHaveText('Weak')
    await expect(meter).toHaveClass(/\bbad\b/)
    await password.fill('Tr0mbone-lamp')
    await expect(meter).toHaveText('Medium')
    await expect(meter).toHaveClass(/\bgood\b/)
    await password.fill('correct horse battery staple')
    await expect(meter).toHaveText('Strong')
    await expect(meter).toHaveClass(/\bstrong\b/)
    await confirm.pressSequentially('correct horse')
    await expect(meter).toHaveText('Mismatch')
    await expect(meter).toHaveClass(/\bmismatch\b/)
    await password.fill('')
    await confirm.fill('')
    await expect(meter).toHaveText('Strength indicator')

    const axe = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])

    // Everything else valid, with a weak password: the server refuses it and says what it wants.
    await field(page, 'input_1').fill('Bakker Beveiliging')
    await field(page, 'input_2.3').fill('Jan')
    await field(page, 'input_2.6').fill('Bakker')
    await field(page, 'input_3').fill('jan@bakker-beveiliging.nl')
    await field(page, 'input_6').fill('15/03/2027')
    await password.fill('password1')
    await confirm.fill('password1')
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#validation_message_${formId}_8`)).toHaveText(
      'Your password does not meet the required strength. Choose a medium or stronger password.',
    )
    // The server never writes a password into the page; what was typed stays in this browser only.
    const html = await page
      .locator('.gform_wrapper')
      .first()
      .evaluate((el) => el.outerHTML)
    expect(html).not.toContain('password1')
    await expect(password).toHaveValue('password1')
    await page.screenshot({ path: 'test-results/dealer-password.png', fullPage: true })

    await password.fill('Kw4rtel-Sn33uw-Lamp!')
    await confirm.fill('Kw4rtel-Sn33uw-Lamp')
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator(`#validation_message_${formId}_8`)).toHaveText('Your passwords do not match.')

    await confirm.fill('Kw4rtel-Sn33uw-Lamp!')
    await expect(meter).toHaveText('Strong')
    await page.locator(`#gform_submit_button_${formId}`).click()
    await expect(page.locator('.gform_confirmation_message')).toContainText('Thank you, Jan.')
  })
})
