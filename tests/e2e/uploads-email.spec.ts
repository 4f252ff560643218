import { expect, test } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { tempDir } from '../support/databases'
import { startSite } from '../support/server'
import { startSmtpSink } from '../support/smtp-sink'

/**
 * Save and continue's "Send Link" through real SMTP: the very build the other tests use,
 * started on a fresh data folder with SMTP_URL pointing at a sink. (Opening a resume link is
 * tested in uploads.spec.ts, on the main test site.)
 */
test('send link e-mails the resume link to the address typed', async ({ page }) => {
  test.setTimeout(300_000)
  const sink = await startSmtpSink()
  const port = E2E.port + 1
  const origin = `http://localhost:${port}`
  const site = await startSite(
    {
      DATA_DIR: tempDir('site-e2e-drafts-mail'),
      DATABASE_URL: '',
      SMTP_URL: sink.url,
      ADMIN_EMAIL: 'mail-admin@oproep.example',
      ADMIN_PASSWORD: 'mail-admin-password',
    },
    port,
  )
  try {
    await page.goto(`${origin}/request-a-quote`)
    const wrapper = page.locator('.gform_wrapper[data-enhanced="true"]').first()
    await expect(wrapper).toBeVisible()
    const formId = Number(await wrapper.getAttribute('data-form-id'))
    await page.locator('[name="input_2"]').fill('Strandhotel Noord')
    await page.locator(`#gform_page_${formId}_1 .gform_save_link`).click()
    const saved = page.locator(`#gform_saved_message_${formId}`)
    await expect(saved).toBeVisible()
    const link = (await saved.locator('a.resume_form_link').getAttribute('href'))!

    await page.locator(`#gform_resume_email_${formId}`).fill('guest@strandhotel.example')
    await page.getByRole('button', { name: 'Send Link' }).click()
    await expect(page.locator(`#gform_resume_link_sent_${formId}`)).toHaveText(
      'A link to resume this form has been sent to the email address provided.',
    )
    await expect.poll(() => sink.messages.length).toBe(1)
    const mail = sink.messages[0]!
    expect(mail.to).toEqual(['guest@strandhotel.example'])
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    expect(raw).toContain('Subject: Your link to return to Request a quote')
    expect(raw).toContain(link)
  } finally {
    await site.stop()
    await sink.close()
  }
})
