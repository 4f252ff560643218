/**
 * The integration suite, run once per database (sqlite.test.ts, postgres.test.ts).
 * The environment (DATA_DIR, DATABASE_URL) is set by the caller before this
 * module loads Payload, because the config reads it once at import.
 */
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '../support/payload'
import { runSetup } from '../support/setup'
import { entriesTests } from './entries'
import { entryRecordsTests } from './entry-records'
import { antispamTests } from './antispam'
import { formsTests } from './forms'
import { gravityFormsTests } from './gravityforms'
import { privacySuite } from './privacy'
import { uploadsTests } from './uploads'
import { mediaFilesTests } from './media-files'
import { storedJsonTests } from './stored-json'
import { draftsTests } from './drafts'

/** Payload's field error for a staff password that is too short. */
const TOO_SHORT = { data: { errors: [{ path: 'password', message: 'A password must be at least 12 characters long.' }] } }

export function integrationSuite(label: string): void {
  let payload: Payload
  let firstOutput = ''

  beforeAll(async () => {
    firstOutput = runSetup()
    const { default: config } = await import('../../src/payload.config')
    payload = await getPayload({ config })
  })
  afterAll(async () => {
    await closePayload(payload)
  })

  describe(`${label}: first start and restarts`, () => {
    it('migrates, creates the admin from ADMIN_EMAIL and seeds the demo content', async () => {
      expect(firstOutput).toContain(`Created the admin ${process.env.ADMIN_EMAIL}`)
      expect(firstOutput).toMatch(/Added the demo content: \d+ pages/)
      const users = await payload.find({ collection: 'users', overrideAccess: true })
      expect(users.docs.map((u) => u.email)).toContain(process.env.ADMIN_EMAIL)
      const home = await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, overrideAccess: true })
      expect(home.docs).toHaveLength(1)
      for (const path of [
        '/products',
        '/solutions/healthcare',
        '/contact',
        '/request-a-quote',
        '/downloads',
        '/privacy-policy',
        '/cookie-policy',
      ]) {
        const found = await payload.count({
          collection: 'pages',
          where: { path: { equals: path }, _status: { equals: 'published' } },
        })
        expect(found.totalDocs, path).toBe(1)
      }
      const products = await payload.count({ collection: 'pages', where: { path: { like: '/products/' } }, overrideAccess: true })
      expect(products.totalDocs).toBeGreaterThanOrEqual(4)
      const documents = await payload.find({ collection: 'documents', overrideAccess: true })
      expect(documents.docs.some((d) => d.mimeType === 'application/pdf')).toBe(true)
    })

    it('has committed migrations that make the schema the config describes (no drift for migrate:create)', async () => {
      // What `payload migrate:create` compares: the last migration's snapshot against the schema the
      // config builds now. A difference means a change to the config without its migration.
      const db = payload.db as unknown as {
        migrationDir: string
        schema: unknown
        requireDrizzleKit: () => {
          generateDrizzleJson: (schema: unknown) => Promise<unknown> | unknown
          generateMigration: (before: unknown, after: unknown) => Promise<string[]>
        }
      }
      const { readdirSync, readFileSync } = await import('node:fs')
      const latest = readdirSync(db.migrationDir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .at(-1)!
      const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
      const now = await generateDrizzleJson(db.schema)
      const before = JSON.parse(readFileSync(`${db.migrationDir}/${latest}`, 'utf8')) as unknown
      expect(await generateMigration(before, now), latest).toEqual([])
    })

    it('seeds exactly once: a second start adds nothing', async () => {
      const before = await payload.count({ collection: 'pages', overrideAccess: true })
      const media = await payload.count({ collection: 'media', overrideAccess: true })
      const output = runSetup()
      expect(output).not.toContain('Added the demo content')
      expect(output).not.toContain('Created the admin')
      expect((await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
      expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(media.totalDocs)
    })
  })

  describe(`${label}: pages`, () => {
    it('gives nested pages their full address', async () => {
      const parent = await payload.create({
        collection: 'pages',
        data: { title: 'Service plans', slug: 'service-plans', _status: 'published' },
      })
      const child = await payload.create({
        collection: 'pages',
        data: { title: 'Care home plan', slug: 'care-home', parent: parent.id, _status: 'published' },
      })
      expect(parent.path).toBe('/service-plans')
      expect(child.path).toBe('/service-plans/care-home')
      expect(child.breadcrumbs?.map((b) => b.url)).toEqual(['/service-plans', '/service-plans/care-home'])
    })

    it('refuses a second page at the same address', async () => {
      await payload.create({ collection: 'pages', data: { title: 'Warranty', slug: 'warranty', _status: 'published' } })
      await expect(
        payload.create({ collection: 'pages', data: { title: 'Warranty 2', slug: 'warranty', _status: 'published' } }),
      ).rejects.toThrow(/already uses the address \/warranty/)
    })

    it('keeps pages off the addresses the site itself uses', async () => {
      await expect(
        payload.create({ collection: 'pages', data: { title: 'Search', slug: 'search', _status: 'published' } }),
      ).rejects.toThrow(/used by the site itself/)
    })

    it('keeps the words of a page for the search', async () => {
      const page = await payload.create({
        collection: 'pages',
        data: {
          title: 'Pager rental',
          slug: 'pager-rental',
          _status: 'published',
          layout: [
            { blockType: 'hero', heading: 'Rent coaster pagers for your festival', text: 'From one weekend to a whole season.' },
          ],
        },
      })
      expect(page.searchText).toContain('Rent coaster pagers for your festival')
      expect(page.searchText).toContain('From one weekend to a whole season.')
    })

    it('keeps bad slugs out with a clear message', async () => {
      await expect(
        payload.create({ collection: 'pages', data: { title: 'Bad', slug: 'Not OK!', _status: 'published' } }),
      ).resolves.toMatchObject({
        slug: 'not-ok',
      })
    })

    it('redirects the old address with a 301 when a published page moves', async () => {
      const page = await payload.create({
        collection: 'pages',
        data: { title: 'Battery service', slug: 'battery-service', _status: 'published' },
      })
      await payload.update({ collection: 'pages', id: page.id, data: { slug: 'battery-replacement', _status: 'published' } })
      const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: '/battery-service' } }, depth: 1 })
      expect(docs).toHaveLength(1)
      expect(docs[0]?.type).toBe('301')
      const target = docs[0]?.to?.reference?.value
      expect(typeof target === 'object' && target?.path).toBe('/battery-replacement')
      // Moving back makes the old address a page again: the redirect from it goes.
      await payload.update({ collection: 'pages', id: page.id, data: { slug: 'battery-service', _status: 'published' } })
      expect((await payload.count({ collection: 'redirects', where: { from: { equals: '/battery-service' } } })).totalDocs).toBe(
        0,
      )
      expect(
        (await payload.count({ collection: 'redirects', where: { from: { equals: '/battery-replacement' } } })).totalDocs,
      ).toBe(1)
    })

    it('a draft rename changes nothing live until it is published', async () => {
      const page = await payload.create({ collection: 'pages', data: { title: 'Rental', slug: 'rental', _status: 'published' } })
      await payload.update({ collection: 'pages', id: page.id, draft: true, data: { slug: 'rental-pagers' } })
      const live = await payload.findByID({ collection: 'pages', id: page.id, draft: false })
      expect(live.path).toBe('/rental')
      expect((await payload.count({ collection: 'redirects', where: { from: { equals: '/rental' } } })).totalDocs).toBe(0)
    })

    it('publishes a page at its scheduled time through the job queue', async () => {
      const draft = await payload.create({
        collection: 'pages',
        draft: true,
        data: { title: 'Spring offer', slug: 'spring-offer', _status: 'draft' },
      })
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'pages', value: draft.id } },
        waitUntil: new Date(Date.now() - 1000),
      })
      await payload.jobs.run()
      const live = await payload.find({
        collection: 'pages',
        where: { path: { equals: '/spring-offer' } },
        draft: false,
        overrideAccess: false,
      })
      expect(live.docs).toHaveLength(1)
      expect(live.docs[0]?._status).toBe('published')
    })

    it('shows visitors only published pages', async () => {
      await payload.create({
        collection: 'pages',
        draft: true,
        data: { title: 'Secret launch', slug: 'secret-launch', _status: 'draft' },
      })
      const anonymous = await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'secret-launch' } },
        overrideAccess: false,
      })
      expect(anonymous.docs).toHaveLength(0)
    })
  })

  describe(`${label}: products`, () => {
    it('seeds the catalogue with prices, categories, related products and addresses', async () => {
      const kit = await payload.find({
        collection: 'products',
        where: { slug: { equals: 'gp15-guest-pager-starter-kit' } },
        depth: 1,
        overrideAccess: false,
      })
      const doc = kit.docs[0]!
      expect(doc.path).toBe('/products/gp15-guest-pager-starter-kit')
      expect(doc.price).toBe(489)
      expect(doc.sku).toBe('OS-GP15')
      expect(typeof doc.category === 'object' && doc.category?.slug).toBe('guest-pagers')
      expect(doc.related?.length).toBe(3)
      expect(doc.specifications?.length).toBeGreaterThan(2)
      expect(doc.searchText).toContain('OS-GP15')
      const all = await payload.count({ collection: 'products', overrideAccess: false })
      expect(all.totalDocs).toBeGreaterThanOrEqual(12)
    })

    it('keeps products and pages off each other’s addresses', async () => {
      const category = (await payload.find({ collection: 'product-categories', limit: 1 })).docs[0]!
      await expect(
        payload.create({
          collection: 'products',
          data: { name: 'Nurse call', slug: 'nurse-call', summary: 'Clash', category: category.id, _status: 'published' },
        }),
      ).rejects.toThrow(/already used by another page/)
      const products = (await payload.find({ collection: 'pages', where: { path: { equals: '/products' } } })).docs[0]!
      await expect(
        payload.create({
          collection: 'pages',
          data: { title: 'CP20', slug: 'cp20-coaster-pager', parent: products.id, _status: 'published' },
        }),
      ).rejects.toThrow(/A product already uses the address \/products\/cp20-coaster-pager/)
    })

    it('refuses prices with fractions of a cent or below zero', async () => {
      const category = (await payload.find({ collection: 'product-categories', limit: 1 })).docs[0]!
      for (const price of [12.345, -1]) {
        await expect(
          payload.create({
            collection: 'products',
            data: { name: `Odd price ${price}`, summary: 'x', category: category.id, price, _status: 'published' },
          }),
        ).rejects.toThrow(/price/i)
      }
    })

    it('redirects a published product’s old address with a 301 when its slug changes', async () => {
      const category = (await payload.find({ collection: 'product-categories', limit: 1 })).docs[0]!
      const made = await payload.create({
        collection: 'products',
        data: { name: 'Festival pager', summary: 'For events', category: category.id, _status: 'published' },
      })
      expect(made.path).toBe('/products/festival-pager')
      await payload.update({ collection: 'products', id: made.id, data: { slug: 'event-pager', _status: 'published' } })
      const redirect = await payload.find({
        collection: 'redirects',
        where: { from: { equals: '/products/festival-pager' } },
        depth: 1,
      })
      expect(redirect.docs).toHaveLength(1)
      expect(redirect.docs[0]?.type).toBe('301')
      const to = redirect.docs[0]?.to?.reference?.value
      expect(typeof to === 'object' && to && 'path' in to ? to.path : null).toBe('/products/event-pager')
    })

    it('shows visitors only published products', async () => {
      const category = (await payload.find({ collection: 'product-categories', limit: 1 })).docs[0]!
      await payload.create({
        collection: 'products',
        draft: true,
        data: { name: 'Prototype pager', summary: 'Not yet', category: category.id, _status: 'draft' },
      })
      const anonymous = await payload.find({
        collection: 'products',
        where: { slug: { equals: 'prototype-pager' } },
        overrideAccess: false,
      })
      expect(anonymous.docs).toHaveLength(0)
    })
  })

  describe(`${label}: roles`, () => {
    it('lets editors edit content but not users or settings', async () => {
      const editor = await payload.create({
        collection: 'users',
        data: { email: `editor-${Date.now()}@oproep.example`, password: 'editor-password', roles: ['editor'] },
      })
      const user = { ...editor, collection: 'users' as const }
      const page = await payload.create({
        collection: 'pages',
        overrideAccess: false,
        user,
        data: { title: 'Editor page', slug: `editor-page-${Date.now()}`, _status: 'published' },
      })
      expect(page.id).toBeDefined()
      await expect(
        payload.create({
          collection: 'users',
          overrideAccess: false,
          user,
          data: { email: 'x@oproep.example', password: 'whatever-123', roles: ['admin'] },
        }),
      ).rejects.toThrow()
      await expect(
        payload.updateGlobal({ slug: 'site-settings', overrideAccess: false, user, data: { siteName: 'Hacked' } }),
      ).rejects.toThrow()
      // Editors may change their own name, never their own role.
      const self = await payload.update({
        collection: 'users',
        id: editor.id,
        overrideAccess: false,
        user,
        data: { name: 'Eva', roles: ['admin'] },
      })
      expect(self.name).toBe('Eva')
      expect(self.roles).toEqual(['editor'])
    })

    it('does not lock an account for everyone after failed logins (delays are per address, on the sign-in route)', async () => {
      const email = `lock-${Date.now()}@oproep.example`
      await payload.create({ collection: 'users', data: { email, password: 'right-password', roles: ['editor'] } })
      for (let i = 0; i < 6; i++) {
        await expect(payload.login({ collection: 'users', data: { email, password: 'wrong-password' } })).rejects.toThrow()
      }
      const signedIn = await payload.login({ collection: 'users', data: { email, password: 'right-password' } })
      expect(signedIn.token).toBeTruthy()
    })

    it('refuses a staff password under 12 characters on create and update', async () => {
      await expect(
        payload.create({
          collection: 'users',
          data: { email: `short-${Date.now()}@oproep.example`, password: 'abc', roles: ['editor'] },
        }),
      ).rejects.toMatchObject(TOO_SHORT)
      const user = await payload.create({
        collection: 'users',
        data: { email: `long-${Date.now()}@oproep.example`, password: 'long-enough-pass', roles: ['editor'] },
      })
      await expect(payload.update({ collection: 'users', id: user.id, data: { password: 'too-short' } })).rejects.toMatchObject(
        TOO_SHORT,
      )
    })
  })

  formsTests(label, () => payload)
  entriesTests(label, () => payload)
  entryRecordsTests(label, () => payload)
  gravityFormsTests(label, () => payload)
  uploadsTests(label, () => payload)
  mediaFilesTests(label, () => payload)
  storedJsonTests(label, () => payload)
  draftsTests(label, () => payload)
  antispamTests(label, () => payload)

  describe(`${label}: e-mail without SMTP`, () => {
    it('keeps the message in the Outbox', async () => {
      await payload.sendEmail({
        to: 'sales@oproep.example',
        subject: 'Quote request 1042',
        text: 'Twenty coaster pagers, please.',
      })
      const { docs } = await payload.find({ collection: 'outbox', where: { subject: { equals: 'Quote request 1042' } } })
      expect(docs).toHaveLength(1)
      expect(docs[0]?.to).toBe('sales@oproep.example')
      expect(docs[0]?.text).toContain('Twenty coaster pagers')
    })
  })

  privacySuite(label, () => payload)
}
