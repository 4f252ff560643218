import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { openQuoteNeeds, quoteField } from '../support/quote'

/** The quote request's list of locations: add and remove rows, the maximum, the announcements, the server's check. */

const field = quoteField

async function openNeeds(page: Page) {
  const formId = await openQuoteNeeds(page)
  const list = page.locator(`#field_${formId}_59`)
  await expect(list.getByRole('button', { name: 'Add another row to Locations' })).toBeVisible()
  return { formId, list }
}

test.describe('list field', () => {
  test('adds and removes rows, disables add at the maximum, hides remove on the last row, and says so', async ({ page }) => {
    const { list } = await openNeeds(page)
    const live = page.locator('#gform-live-region')
    const rows = list.locator('.gfield_list_group')
    const add = list.getByRole('button', { name: 'Add another row to Locations' })
    await expect(rows).toHaveCount(1)
    await expect(list.getByRole('button', { name: /Remove row/ })).toHaveCount(0)

    await list.getByRole('textbox', { name: 'Location, row 1' }).fill('Hoofdgebouw')
    await list.getByRole('textbox', { name: 'Floors, row 1' }).fill('3')
    await add.first().click()
    await expect(rows).toHaveCount(2)
    await expect(live).toHaveText('New row added.')
    await expect(list.getByRole('textbox', { name: 'Location, row 2' })).toBeFocused()
    await expect(list.getByRole('textbox', { name: 'Location, row 2' })).toHaveValue('')
    await expect(list.getByRole('button', { name: 'Remove row 1 of Locations' })).toBeVisible()

    // Keyboard: the add button of row 2 is reachable and works with Enter.
    await list.getByRole('textbox', { name: 'Location, row 2' }).fill('Paviljoen')
    await list.getByRole('textbox', { name: 'Floors, row 2' }).fill('1')
    await add.nth(1).focus()
    await page.keyboard.press('Enter')
    await expect(rows).toHaveCount(3)
    await add.nth(2).click()
    await add.nth(3).click()
    await expect(rows).toHaveCount(5)
    for (let i = 0; i < 5; i++) await expect(add.nth(i)).toBeDisabled()

    await list.getByRole('button', { name: 'Remove row 5 of Locations' }).click()
    await expect(live).toHaveText('Row removed')
    await expect(rows).toHaveCount(4)
    await expect(add.first()).toBeEnabled()
    await expect(list.getByRole('textbox', { name: 'Location, row 4' })).toBeFocused()
    for (const n of [4, 3]) await list.getByRole('button', { name: `Remove row ${n} of Locations` }).click()
    await expect(rows).toHaveCount(2)
    await list.getByRole('button', { name: 'Remove row 1 of Locations' }).click()
    await expect(rows).toHaveCount(1)
    await expect(list.getByRole('textbox', { name: 'Location, row 1' })).toHaveValue('Paviljoen')
    await expect(list.getByRole('button', { name: /Remove row/ })).toHaveCount(0)

    const axe = await new AxeBuilder({ page }).include('.gform_wrapper').analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    await list.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/list-locations.png' })
  })

  test('the server checks every row and keeps them', async ({ page }) => {
    const { formId, list } = await openNeeds(page)
    await list.getByRole('textbox', { name: 'Location, row 1' }).fill('Hoofdgebouw')
    await list.getByRole('textbox', { name: 'Floors, row 1' }).fill('3')
    await list.getByRole('button', { name: 'Add another row to Locations' }).click()
    await list.getByRole('textbox', { name: 'Location, row 2' }).fill('Paviljoen')
    await field(page, 'input_7').first().check()
    await field(page, 'input_8.1').check()
    await field(page, 'input_9').fill('20')
    // Six rows posted, whatever the page allows: the server refuses the sixth.
    await page.evaluate((id) => {
      const form = document.querySelector<HTMLFormElement>(`#gform_${id}`)!
      for (let i = 0; i < 8; i++) {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = 'input_59[]'
        input.value = `Extra ${Math.floor(i / 2)}`
        form.append(input)
      }
    }, formId)
    await page.locator(`#gform_page_${formId}_2 .gform_next_button`).click()
    await expect(page.locator(`#validation_message_${formId}_59`)).toHaveText('You can add at most 5 rows.')
    // The rows come back as the server read them.
    await expect(list.locator('.gfield_list_group')).toHaveCount(6)
    await expect(list.getByRole('textbox', { name: 'Location, row 2' })).toHaveValue('Paviljoen')
  })
})
