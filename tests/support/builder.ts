/**
 * Driving Payload's form builder as a person does (tests/e2e/form-builder*.spec.ts): its rows,
 * drop-downs and the quiet moments its form-state requests need.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export const rows = (page: Page) => page.locator('.blocks-field__row .field-row-label')
export const byPath = (page: Page, path: string) => page.locator(`#field-${path.replace(/\./g, '__')}`)

/**
 * Waits until the admin has no form-state request under way or about to start (it waits 250 ms
 * after a change). Payload drops a row added while such a request is out when the answer comes
 * back within the wait (the row stays a placeholder until the next change), so the test adds rows
 * only in a quiet moment, as a person does.
 */
export function formStateWatch(page: Page): () => Promise<void> {
  let inFlight = 0
  let last = Date.now()
  const ours = (url: string, method: string) => method === 'POST' && new URL(url).pathname.startsWith('/admin/')
  page.on('request', (r) => {
    if (ours(r.url(), r.method())) {
      inFlight++
      last = Date.now()
    }
  })
  const done = (r: { url(): string; method(): string }) => {
    if (ours(r.url(), r.method())) {
      inFlight--
      last = Date.now()
    }
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return async () => {
    // A change made just now sends its request only after Payload's 250 ms wait.
    await page.waitForTimeout(350)
    await expect.poll(() => inFlight <= 0 && Date.now() - last > 600, { timeout: 30_000 }).toBe(true)
  }
}

/**
 * One more change for the form to send (a space typed and taken back in a text field of the tab
 * shown): after the race above, Payload's next form-state request fills in what it left out.
 */
export async function nudge(page: Page) {
  // Typing scrolls to the box; the page goes back to where it was, with the rows under test.
  const scrolled = await page.evaluate(() => window.scrollY)
  for (const id of ['#field-title', '#field-notifications__0__name', '#field-confirmations__0__name']) {
    const input = page.locator(id)
    if (await input.isVisible()) {
      await input.press('End')
      await input.press('Space')
      await input.press('Backspace')
      break
    }
  }
  await page.evaluate((top) => window.scrollTo(0, top), scrolled)
}

/**
 * Payload draws a row's fields only once they come near the viewport (until then a placeholder
 * stands in), so a field further down a long row is not on the page at all: look down the page
 * for it, as a person scrolls, and bring it into view.
 */
async function reveal(target: Locator) {
  const page = target.page()
  if ((await target.count()) > 0) return target.first().scrollIntoViewIfNeeded()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let top = 0; top < height; top += 400) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    if (
      await target
        .first()
        .waitFor({ state: 'attached', timeout: 250 })
        .then(
          () => true,
          () => false,
        )
    )
      return target.first().scrollIntoViewIfNeeded()
  }
}

/** Opens a collapsed row (new rows arrive collapsed) until `probe`, a field in it, shows. */
export async function openRow(row: Locator, probe: Locator) {
  let tries = 0
  await expect(async () => {
    if (tries++ > 1) await nudge(row.page())
    const toggle = row.locator('.collapsible__toggle').first()
    if (await toggle.evaluate((el) => el.classList.contains('collapsible__toggle--collapsed'))) await toggle.click()
    await expect(probe).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 60_000 })
}

/** Waits for what a new row shows, nudging as above. */
export async function appear(target: Locator) {
  let tries = 0
  await expect(async () => {
    if (tries++ > 0) await nudge(target.page())
    await reveal(target)
    await expect(target).toBeVisible({ timeout: 4000 })
  }).toPass({ timeout: 60_000 })
}

/** Ticks a box whose fields show by a condition (worked out by the server), nudging as above. */
export async function tickUntil(box: Locator, shown: Locator) {
  let tries = 0
  await expect(async () => {
    if (tries++ > 0) await nudge(box.page())
    // A box far down a long row is not drawn until it comes near the viewport (see reveal).
    await reveal(box)
    await box.check({ timeout: 5000 })
    await expect(shown).toBeVisible({ timeout: 4000 })
  }).toPass({ timeout: 60_000 })
}

/** Opens a drop-down and picks an option by its name. */
export async function pick(page: Page, field: Locator, option: string) {
  await field.getByRole('combobox').click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(field.locator('.rs__single-value')).toHaveText(option)
}

export async function optionsOf(page: Page, field: Locator): Promise<string[]> {
  await field.getByRole('combobox').click()
  const names = await page.locator('.rs__menu .rs__option').allTextContents()
  await page.keyboard.press('Escape')
  return names
}

/**
 * Takes a type from the palette and gives the new field its label; returns the row's index.
 * `settle` (from `formStateWatch`) waits for the quiet moment Payload needs before a row is added.
 */
export async function addField(page: Page, settle: () => Promise<void>, type: string, label: string): Promise<number> {
  const index = await rows(page).count()
  await settle()
  await page.getByRole('button', { name: 'Add Field' }).click()
  const card = page.locator('.blocks-drawer__blocks-wrapper .thumbnail-card')
  await card.filter({ has: page.locator('.thumbnail-card__label').getByText(type, { exact: true }) }).click()
  await expect(rows(page)).toHaveCount(index + 1)
  await openRow(page.locator('.blocks-field__row').nth(index), byPath(page, `fields.${index}.label`))
  await byPath(page, `fields.${index}.label`).fill(label)
  return index
}
