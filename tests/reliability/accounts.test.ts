/**
 * Accounts, against one production site on SQLite: a sign-in or a password-reset request
 * answers the same, in text and in the work done, whether or not the e-mail has an account;
 * wrong passwords slow down only the address that sends them, so nobody can lock the staff
 * out; staff passwords have at least 12 characters; and the admin never sends a stored secret
 * back to the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, adminHeaders, rest, startSite, visitor, type Site } from './support'

let site: Site
let admin: Record<string, string>

beforeAll(async () => {
  site = await startSite({ port: 3430 })
  admin = await adminHeaders(site)
})

afterAll(async () => {
  await site?.stop()
})

type Answer = { status: number; body: string; ms: number; retryAfter: string | null }

async function post(path: string, data: unknown, ip: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now()
  const res = await fetch(`${site.url}/api/users${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(data),
  })
  const body = await res.text()
  return { status: res.status, body, ms: performance.now() - started, retryAfter: res.headers.get('retry-after') }
}

const login = (credentials: { email: string; password: string }, ip: string) => post('/login', credentials, ip)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

let ipCounter = 100
const freshIp = () => visitor(ipCounter++)

describe('sign-in', () => {
  it('answers a wrong password for an unknown e-mail as for an account, after the same hashing work', async () => {
    const known: Answer[] = []
    const unknown: Answer[] = []
    for (let i = 0; i < 9; i++) {
      known.push(await login({ email: ADMIN.email, password: `wrong-password-${i}` }, freshIp()))
      unknown.push(await login({ email: `nobody-${i}@oproep.example`, password: `wrong-password-${i}` }, freshIp()))
    }
    for (const a of [...known, ...unknown])
      expect({ status: a.status, body: a.body }).toEqual({ status: known[0]!.status, body: known[0]!.body })
    expect(known[0]!.status).toBe(401)
    // The password hash (PBKDF2, 600,000 rounds) is most of a sign-in's work; an unknown
    // e-mail that skipped it would answer in a small fraction of the time.
    expect(median(unknown.map((a) => a.ms))).toBeGreaterThan(median(known.map((a) => a.ms)) * 0.5)
  })

  it('slows down wrong passwords from one address without keeping the staff out from another', async () => {
    const attacker = freshIp()
    for (let i = 0; i < 5; i++) expect((await login({ email: ADMIN.email, password: `guess-${i}` }, attacker)).status).toBe(401)
    const delayed = await login(ADMIN, attacker)
    expect(delayed.status).toBe(429)
    expect(JSON.parse(delayed.body).errors[0].message).toBe(
      'Too many failed sign-in attempts. Please wait 1 second and try again.',
    )
    expect(delayed.retryAfter).toBe('1')
    // The staff member, elsewhere, signs in at once.
    const staff = await login(ADMIN, freshIp())
    expect(staff.status).toBe(200)
    // After the delay the right password works from the attacker's address too, and clears its failures.
    await new Promise((r) => setTimeout(r, 1100))
    expect((await login(ADMIN, attacker)).status).toBe(200)
  })

  it('delays an unknown e-mail exactly as an account, so the delay tells nothing', async () => {
    const ip = freshIp()
    const answers = async (email: string) => {
      for (let i = 0; i < 5; i++) await login({ email, password: `guess-${i}` }, ip)
      const sixth = await login({ email, password: 'guess-6' }, ip)
      return { status: sixth.status, body: sixth.body }
    }
    expect(await answers('nobody-locked@oproep.example')).toEqual(await answers(ADMIN.email))
  })

  it('caps one address across many accounts', async () => {
    const ip = freshIp()
    let delayed: Answer | undefined
    for (let i = 0; i < 60 && !delayed; i++) {
      const a = await login({ email: `spray-${i}@oproep.example`, password: 'spray-password' }, ip)
      if (a.status === 429) delayed = a
      else expect(a.status).toBe(401)
    }
    expect(delayed).toBeDefined()
    expect(JSON.parse(delayed!.body).errors[0].message).toMatch(/^Too many failed sign-in attempts\./)
    // Even the right password waits at that address; another one is not affected.
    expect((await login(ADMIN, ip)).status).toBe(429)
    expect((await login(ADMIN, freshIp())).status).toBe(200)
  })
})

describe('password reset', () => {
  it('answers the same, in similar time, whether or not the e-mail has an account', async () => {
    const known: Answer[] = []
    const unknown: Answer[] = []
    for (let i = 0; i < 7; i++) {
      known.push(await post('/forgot-password', { email: ADMIN.email }, freshIp()))
      unknown.push(await post('/forgot-password', { email: `nobody-${i}@oproep.example` }, freshIp()))
    }
    for (const a of [...known, ...unknown])
      expect({ status: a.status, body: a.body }).toEqual({ status: 200, body: known[0]!.body })
    // Storing the reset token and sending the e-mail happen after the answer.
    expect(median(known.map((a) => a.ms))).toBeLessThan(median(unknown.map((a) => a.ms)) * 3 + 25)
  })
})

describe('staff passwords', () => {
  it('refuses a password under 12 characters when a user is created or changes theirs', async () => {
    const short = await fetch(`${site.url}/api/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ email: 'short@oproep.example', password: 'abc', roles: ['editor'] }),
    })
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('A password must be at least 12 characters long.')
    const created = await rest<{ doc: { id: number } }>(site, admin, 'POST', '/users', {
      email: 'long@oproep.example',
      password: 'long-enough-password',
      roles: ['editor'],
    })
    const change = await fetch(`${site.url}/api/users/${created.doc.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ password: 'short-pass' }),
    })
    expect(change.status).toBe(400)
    expect(await change.text()).toContain('A password must be at least 12 characters long.')
    expect((await login({ email: 'long@oproep.example', password: 'long-enough-password' }, freshIp())).status).toBe(200)
  })
})

describe('secrets', () => {
  it('never sends the stored captcha secret key back, to editors or admins', async () => {
    const secret = `secret-${Date.now()}-abcdef`
    const saved = await fetch(`${site.url}/api/globals/antispam-settings`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ captchaProvider: 'turnstile', captchaSiteKey: 'site-key-1', captchaSecretKey: secret }),
    })
    expect(saved.status).toBe(200)
    expect(await saved.text()).not.toContain(secret)
    const editor = { email: 'secret-editor@oproep.example', password: 'secret-editor-password' }
    await rest(site, admin, 'POST', '/users', { ...editor, roles: ['editor'] })
    const token = JSON.parse((await login(editor, freshIp())).body).token as string
    for (const headers of [admin, { authorization: `JWT ${token}`, origin: site.url }]) {
      const read = await fetch(`${site.url}/api/globals/antispam-settings?depth=0`, { headers })
      expect(read.status).toBe(200)
      const text = await read.text()
      expect(text).not.toContain(secret)
      expect(text).toContain('site-key-1')
    }
  })
})
