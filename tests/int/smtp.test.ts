import { getPayload } from 'payload'
import { afterAll, expect, it } from 'vitest'

import { tempDir } from '../support/databases'
import { closePayload } from '../support/payload'
import { runSetup } from '../support/setup'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
process.env.DATA_DIR = tempDir('site-int-smtp')
process.env.DATABASE_URL = ''
process.env.SMTP_URL = sink.url
process.env.EMAIL_FROM = 'website@oproep.example'
process.env.SEED = '0'

afterAll(async () => {
  await sink.close()
})

it('delivers e-mail through SMTP_URL when it is set', async () => {
  runSetup()
  const { default: config } = await import('../../src/payload.config')
  const payload = await getPayload({ config })
  try {
    await payload.sendEmail({ to: 'sales@oproep.example', subject: 'Nurse call demo request', text: 'Please call me back.' })
    await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(1)
    expect(sink.messages[0]?.to).toEqual(['sales@oproep.example'])
    expect(sink.messages[0]?.from).toBe('website@oproep.example')
    expect(sink.messages[0]?.raw).toContain('Subject: Nurse call demo request')
    expect((await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs).toBe(0)
  } finally {
    await closePayload(payload)
  }
})
