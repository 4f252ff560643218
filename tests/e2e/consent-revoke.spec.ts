import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { scriptsStarted } from '../support/page'
import { notice, watchThirdParties } from '../support/privacy'

/**
 * Spec section 4: once answered, the notice hides and a revoke link appears; it is not there
 * while the notice asks. The footer's "Cookie settings" is the way back on every page, before
 * and after a choice.
 */
for (const width of [1440, 390] as const) {
  test.describe(`the revoke link at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })

    test('appears only after a choice; the footer link is always there', async ({ page }) => {
      const { problems } = await watchThirdParties(page)
      await page.goto('/about')
      await scriptsStarted(page)
      const floating = page.getByRole('complementary', { name: 'Cookie settings' })
      const footer = page.locator('footer').getByRole('button', { name: 'Cookie settings' })
      await expect(notice(page)).toBeVisible()
      await expect(floating).toBeHidden()
      await expect(footer).toBeAttached()

      await notice(page).getByRole('button', { name: 'Refuse all' }).click()
      await expect(notice(page)).toBeHidden()
      const revoke = floating.getByRole('button', { name: 'Cookie settings' })
      await expect(revoke).toBeVisible()
      await expect(footer).toBeAttached()
      const axe = await new AxeBuilder({ page }).include('.cookie-revoke').analyze()
      expect(axe.violations.map((v) => v.id)).toEqual([])
      await page.screenshot({ path: `test-results/shots/revoke-after-choice-${width}.png` })

      // The revoke link reopens the notice and steps aside while it asks.
      await revoke.click()
      await expect(notice(page)).toBeVisible()
      await expect(floating).toBeHidden()
      await notice(page).getByRole('button', { name: 'Accept all' }).click()
      await expect(notice(page)).toBeHidden()
      await expect(revoke).toBeVisible()

      // Another page, the choice known from the first paint: the revoke link is there at once.
      await page.goto('/faq')
      await expect(floating.getByRole('button', { name: 'Cookie settings' })).toBeVisible()
      await expect(notice(page)).toBeHidden()
      expect(problems).toEqual([])
    })
  })
}
