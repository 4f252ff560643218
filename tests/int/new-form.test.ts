/**
 * A form created without notifications or confirmations starts with Gravity Forms' admin
 * notification (to the site's address) and default confirmation; one saved with its own arrays,
 * empty ones included, keeps them, also when read back.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { tempDir } from '../support/databases'
import { closePayload } from '../support/payload'
import { openSetUpPayload } from '../support/setup'

process.env.DATA_DIR = tempDir('site-int-new-form')
process.env.DATABASE_URL = ''
process.env.SMTP_URL = ''
process.env.SEED = '0'

let payload: Payload

beforeAll(async () => {
  payload = await openSetUpPayload()
})

afterAll(async () => {
  await closePayload(payload)
})

type Doc = {
  id: number
  notifications: { name: string; isActive: boolean; toType: string; toEmails: string; subject: string; message: string }[]
  confirmations: { name: string; isDefault: boolean; type: string }[]
}

it('gives a new form the admin notification and the default confirmation', async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { email: 'office@oproep.example' }, overrideAccess: true })
  const created = (await payload.create({ collection: 'forms', data: { title: 'New' }, overrideAccess: true })) as unknown as Doc
  expect(created.notifications).toEqual([
    expect.objectContaining({
      name: 'Admin Notification',
      isActive: true,
      toType: 'email',
      toEmails: 'office@oproep.example',
      subject: 'New submission from {form_title}',
      message: '{all_fields}',
    }),
  ])
  expect(created.confirmations).toEqual([
    expect.objectContaining({ name: 'Default Confirmation', isDefault: true, type: 'message' }),
  ])
})

it('keeps a form’s own (empty) arrays, on save and when read', async () => {
  const created = (await payload.create({
    collection: 'forms',
    data: { title: 'Quiet', notifications: [], confirmations: [] },
    overrideAccess: true,
  })) as unknown as Doc
  expect(created.notifications).toEqual([])
  const read = (await payload.findByID({ collection: 'forms', id: created.id, depth: 0, overrideAccess: true })) as unknown as Doc
  expect(read.notifications).toEqual([])
  expect(read.confirmations).toEqual([])
})
