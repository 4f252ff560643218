import { type APIRequestContext, expect, test } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { cacheOf } from '../support/page'
import { updateGlobal } from '../support/privacy'

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email: E2E.adminEmail, password: E2E.adminPassword } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/**
 * Pages come from the cache, and a change to content they use (a global here,
 * a page's media there) expires exactly those pages: the next visit is fresh.
 */
test('a change to the footer shows on cached pages at once', async ({ request }) => {
  await request.get('/contact')
  await expect.poll(async () => cacheOf(await request.get('/contact'))).toBe('HIT')

  const token = await adminToken(request)
  const note = `Oproep Systems B.V. · registered in Utrecht · ${Date.now()}`
  const update = await request.post('/api/globals/footer', {
    headers: { Authorization: `JWT ${token}` },
    data: { note },
  })
  expect(update.status()).toBe(200)

  const fresh = await request.get('/contact')
  expect(await fresh.text()).toContain(note)
  await expect.poll(async () => cacheOf(await request.get('/contact'))).toBe('HIT')
  expect(await (await request.get('/contact')).text()).toContain(note)
})

test('unpublishing a page takes it off the site', async ({ request }) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/pages', {
    headers: auth,
    data: { title: 'Trade fair 2027', slug: `trade-fair-${Date.now().toString(36)}`, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; path: string } }
  expect((await request.get(doc.path)).status()).toBe(200)
  expect((await request.get(doc.path)).status()).toBe(200)

  const unpublished = await request.patch(`/api/pages/${doc.id}`, { headers: auth, data: { _status: 'draft' } })
  expect(unpublished.status()).toBe(200)
  expect((await request.get(doc.path)).status()).toBe(404)
})

test('the API refuses anonymous writes and private reads', async ({ request }) => {
  expect((await request.get('/api/users')).status()).toBe(403)
  expect((await request.get('/api/outbox')).status()).toBe(403)
  const res = await request.post('/api/pages', { data: { title: 'Spam', slug: 'spam', _status: 'published' } })
  expect(res.status()).toBe(403)
})

test("a cached page's CSP lets gtag.js's host in only while a Google Analytics measurement id is set", async ({ request }) => {
  const scriptSrc = async () => {
    // As a visitor asks: without the admin's session cookie, which `request` holds once signed in and
    // which takes a page past the cache. A page is stored once compressed, a moment after its first answer.
    let csp = ''
    await expect
      .poll(async () => {
        const res = await fetch(`http://localhost:${E2E.port}/contact`)
        await res.arrayBuffer()
        csp = res.headers.get('content-security-policy') ?? ''
        return res.headers.get('x-site-cache')
      })
      .toBe('HIT')
    return csp.split(';').find((d) => d.trim().startsWith('script-src'))
  }
  expect(await scriptSrc()).not.toContain('googletagmanager')
  await updateGlobal(request, 'analytics-settings', { measurementId: 'G-CACHE123' })
  try {
    expect(await scriptSrc()).toContain('https://www.googletagmanager.com')
  } finally {
    await updateGlobal(request, 'analytics-settings', { measurementId: '' })
  }
  expect(await scriptSrc()).not.toContain('googletagmanager')
})
