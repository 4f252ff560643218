import { expect, test } from '@playwright/test'

import { createPostgresDatabase, PG_ADMIN_URL, postgresReachable, tempDir } from '../support/databases'
import { startSite } from '../support/server'

/** The very build the other tests use, started on PostgreSQL instead of SQLite. */
test('the same build serves the demo site from PostgreSQL', async ({ page }) => {
  const reachable = await postgresReachable()
  test.skip(!reachable.ok, `PostgreSQL is not reachable at ${PG_ADMIN_URL}`)
  test.setTimeout(300_000)
  const db = await createPostgresDatabase('site_e2e')
  const port = 3290
  const site = await startSite(
    {
      DATABASE_URL: db.url,
      DATA_DIR: tempDir('site-e2e-pg'),
      ADMIN_EMAIL: 'pg-admin@oproep.example',
      ADMIN_PASSWORD: 'pg-admin-password',
      SMTP_URL: '',
    },
    port,
  )
  try {
    expect(site.output()).not.toContain('Building the site')
    expect(site.output()).toContain('Database: PostgreSQL')
    const res = await page.goto(`http://localhost:${port}/products/nurse-call`)
    expect(res?.status()).toBe(200)
    await expect(page.locator('h1')).toBeVisible()
    const login = await page.request.post(`http://localhost:${port}/api/users/login`, {
      data: { email: 'pg-admin@oproep.example', password: 'pg-admin-password' },
      headers: { origin: `http://localhost:${port}` },
    })
    expect(login.status()).toBe(200)
  } finally {
    await site.stop()
    await db.drop()
  }
})
