/**
 * Accounts through the REST routes as Payload serves them (handleEndpoints, the handler behind
 * /api), on SQLite: sign-in and password reset answer alike for known and unknown e-mails,
 * wrong passwords slow down only the address sending them, and the captcha secret key is
 * write-only. The address is the one the serving layer sets (x-site-client-ip).
 */
import { tempDir } from '../support/databases'

process.env.DATA_DIR = tempDir('site-int-accounts')
process.env.DATABASE_URL = ''
process.env.SMTP_URL = ''
process.env.ADMIN_EMAIL = 'admin@oproep.example'
process.env.ADMIN_PASSWORD = 'integration-password'
process.env.SEED = '0'

const { getPayload, handleEndpoints } = await import('payload')
const { afterAll, afterEach, beforeAll, describe, expect, it, vi } = await import('vitest')
const { closePayload } = await import('../support/payload')
const { runSetup } = await import('../support/setup')

const ADMIN = { email: 'admin@oproep.example', password: 'integration-password' }
type Payload = Awaited<ReturnType<typeof getPayload>>
let payload: Payload
let config: Payload['config']

beforeAll(async () => {
  runSetup()
  config = (await import('../../src/payload.config')).default as unknown as Payload['config']
  payload = await getPayload({ config })
})
afterAll(async () => {
  await closePayload(payload)
})

type Answer = { status: number; body: string; ms: number; retryAfter: string | null }

async function call(method: string, route: string, data: unknown, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now()
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: data === undefined ? undefined : JSON.stringify(data),
    }),
  })
  const body = await res.text()
  return { status: res.status, body, ms: performance.now() - started, retryAfter: res.headers.get('retry-after') }
}

let n = 1
const freshIp = () => `198.18.7.${n++}`
const login = (credentials: { email: string; password: string }, ip: string) =>
  call('POST', '/users/login', credentials, { 'x-site-client-ip': ip })
/** Payload's field error for a staff password that is too short. */
const TOO_SHORT = { data: { errors: [{ path: 'password', message: 'A password must be at least 12 characters long.' }] } }
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const message = (a: Answer) => (JSON.parse(a.body) as { errors: { message: string }[] }).errors[0]!.message

describe('sign-in', () => {
  it('answers a wrong password for an unknown e-mail as for an account, after the same hashing work', async () => {
    const known: Answer[] = []
    const unknown: Answer[] = []
    for (let i = 0; i < 7; i++) {
      known.push(await login({ email: ADMIN.email, password: `wrong-password-${i}` }, freshIp()))
      unknown.push(await login({ email: `nobody-${i}@oproep.example`, password: `wrong-password-${i}` }, freshIp()))
    }
    expect(known[0]!.status).toBe(401)
    for (const a of [...known, ...unknown])
      expect({ status: a.status, body: a.body }).toEqual({ status: 401, body: known[0]!.body })
    // The password hash (PBKDF2, 600,000 rounds) is most of a sign-in's work; an unknown e-mail
    // that skipped it would answer in a small fraction of the time.
    expect(median(unknown.map((a) => a.ms))).toBeGreaterThan(median(known.map((a) => a.ms)) * 0.5)
  })

  // The delays are counted by the clock: it stands still while an attempt is checked (scrypt takes
  // its time, longer on a busy machine) and moves only when the test moves it.
  afterEach(() => void vi.useRealTimers())

  it('slows down wrong passwords from one address without keeping the staff out from another', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const attacker = freshIp()
    for (let i = 0; i < 5; i++) expect((await login({ email: ADMIN.email, password: `guess-${i}` }, attacker)).status).toBe(401)
    const delayed = await login(ADMIN, attacker)
    expect(delayed.status).toBe(429)
    expect(message(delayed)).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.')
    expect(delayed.retryAfter).toBe('1')
    expect((await login(ADMIN, freshIp())).status).toBe(200)
    vi.setSystemTime(Date.now() + 1100)
    expect((await login(ADMIN, attacker)).status).toBe(200)
  })

  it('delays an unknown e-mail exactly as an account, so the delay tells nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const ip = freshIp()
    const sixth = async (email: string) => {
      for (let i = 0; i < 5; i++) await login({ email, password: `guess-${i}` }, ip)
      const a = await login({ email, password: 'guess-6' }, ip)
      return { status: a.status, body: a.body }
    }
    const unknown = await sixth('nobody-locked@oproep.example')
    expect(unknown.status).toBe(429)
    expect(await sixth(ADMIN.email)).toEqual(unknown)
  })

  it('caps one address across many accounts, not the others', async () => {
    const ip = freshIp()
    let delayed: Answer | undefined
    for (let i = 0; i < 40 && !delayed; i++) {
      const a = await login({ email: `spray-${i}@oproep.example`, password: 'spray-password' }, ip)
      if (a.status === 429) delayed = a
      else expect(a.status).toBe(401)
    }
    expect(delayed && message(delayed)).toMatch(/^Too many failed sign-in attempts\./)
    expect((await login(ADMIN, ip)).status).toBe(429)
    expect((await login(ADMIN, freshIp())).status).toBe(200)
  })
})

describe('password reset', () => {
  it('answers the same, in similar time, whether or not the e-mail has an account', async () => {
    // A mail server that takes a second to accept a message.
    const email = payload.email as unknown as { sendEmail: (message: unknown) => Promise<unknown> }
    const send = email.sendEmail.bind(email)
    let sent = 0
    email.sendEmail = async (message) => {
      await new Promise((r) => setTimeout(r, 1000))
      sent++
      return send(message)
    }
    const known: Answer[] = []
    const unknown: Answer[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await call('POST', '/users/forgot-password', { email: ADMIN.email }, { 'x-site-client-ip': freshIp() }))
      unknown.push(
        await call('POST', '/users/forgot-password', { email: `nobody-${i}@oproep.example` }, { 'x-site-client-ip': freshIp() }),
      )
    }
    for (const a of [...known, ...unknown])
      expect({ status: a.status, body: a.body }).toEqual({ status: 200, body: known[0]!.body })
    // Storing the token and sending the e-mail happen after the answer.
    // Payload sends one reset e-mail per account at a time, so only the first request for the
    // account would wait for the mail server; none may.
    expect(Math.max(...known.map((a) => a.ms))).toBeLessThan(median(unknown.map((a) => a.ms)) * 3 + 200)
    // …and they do happen: the account gets its reset token and its e-mails.
    await new Promise((r) => setTimeout(r, 2500))
    expect(sent).toBeGreaterThanOrEqual(1)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: ADMIN.email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(docs[0]?.resetPasswordToken).toBeTruthy()
  })
})

describe('staff passwords', () => {
  it('refuses a new password under 12 characters on a reset', async () => {
    const email = 'reset-short@oproep.example'
    await payload.create({ collection: 'users', data: { email, password: 'reset-long-password', roles: ['editor'] } })
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    await expect(
      payload.resetPassword({ collection: 'users', data: { token, password: 'short' }, overrideAccess: true }),
    ).rejects.toMatchObject(TOO_SHORT)
    const done = await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'a-new-long-password' },
      overrideAccess: true,
    })
    expect(done.user.email).toBe(email)
  })
})

describe('secrets', () => {
  it('never sends the stored captcha secret key back and keeps it on a blank save', async () => {
    const token = (JSON.parse((await login(ADMIN, freshIp())).body) as { token: string }).token
    const admin = { authorization: `JWT ${token}` }
    const secret = `secret-${Date.now()}-abcdef`
    const saved = await call(
      'POST',
      '/globals/antispam-settings',
      { captchaProvider: 'turnstile', captchaSiteKey: 'site-key-1', captchaSecretKey: secret },
      admin,
    )
    expect(saved.status).toBe(200)
    expect(saved.body).not.toContain(secret)
    await payload.create({
      collection: 'users',
      data: { email: 'secret-editor@oproep.example', password: 'secret-editor-password', roles: ['editor'] },
    })
    const editorToken = (
      JSON.parse(
        (await login({ email: 'secret-editor@oproep.example', password: 'secret-editor-password' }, freshIp())).body,
      ) as {
        token: string
      }
    ).token
    for (const headers of [admin, { authorization: `JWT ${editorToken}` }]) {
      const read = await call('GET', '/globals/antispam-settings?depth=0', undefined, headers)
      expect(read.status).toBe(200)
      expect(read.body).not.toContain(secret)
      expect(read.body).toContain('site-key-1')
    }
    // The admin form sends the field back blank: the stored key stays.
    await call('POST', '/globals/antispam-settings', { captchaSiteKey: 'site-key-2', captchaSecretKey: '' }, admin)
    const stored = await payload.findGlobal({ slug: 'antispam-settings', overrideAccess: true })
    expect(stored.captchaSecretKey).toBe(secret)
    expect(stored.captchaSiteKey).toBe('site-key-2')
  })
})
