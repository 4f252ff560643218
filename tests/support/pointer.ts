import type { Page } from '@playwright/test'

/**
 * Moves the pointer a little at a time, as a reader does, until `done` says so. The page's
 * scripts listen for a person's first interaction only once they have loaded, and a test can
 * move before that; a person simply keeps moving.
 */
export async function movePointerUntil(page: Page, done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (let i = 0; ; i++) {
    await page.mouse.move(200 + (i % 10) * 20, 300 + (i % 2) * 40)
    if (await done()) return
    if (Date.now() > deadline) throw new Error('The page did not react to the pointer in time')
    await page.waitForTimeout(200)
  }
}
