/**
 * The anti-spam guard against the real database: bots simulated with plain HTTP posts (no
 * JavaScript, a filled honeypot, an instant submit, forged and replayed tokens, a flood from
 * one address) are flagged or blocked while people's submissions go through; the captcha
 * (ALTCHA solved here as a browser would, and the third-party providers against a local stub
 * of their siteverify API); the /api/antispam/v1 calls. Part of the integration suite.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { readBlocked } from '../../src/core/antispam/blocked'
import { REVEAL_IDLE_MS } from '../../src/core/antispam/reveal'
import { EMPTY_SIGNALS } from '../../src/core/antispam/signals'
import { antispamNonce, formScope, issueEventToken, pageScope, versionHash } from '../../src/core/antispam/token'
import { JSON_END, JSON_START, honeypotFieldId, type AjaxResponse } from '../../src/core/forms/protocol'
import { TokenBucket } from '../../src/core/http/rate-limit'
import { altchaChallenge, verifyCaptcha } from '../../src/features/antispam/captcha'
import { encodeEmail } from '../../src/features/antispam/email-codec'
import { antispamEndpoints } from '../../src/features/antispam/endpoints'
import { configFromGlobal } from '../../src/features/antispam/settings'
import { handleAjax, handlePostback, type HttpDeps } from '../../src/features/forms/http'
import { formNonce } from '../../src/features/forms/nonce'
import { loadForm } from '../../src/features/forms/process'
import { renderForm } from '../../src/core/forms/markup'
import { renderOptions } from '../../src/features/forms/render'
import { settings } from '../../src/server/settings'

const SITE = settings().siteUrl
type Entries = Record<string, string>

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const person = {
  ...EMPTY_SIGNALS,
  mouse: [
    [10, 20, 300],
    [60, 80, 450],
    [120, 160, 600],
  ],
  keys: 57,
  focuses: 8,
  msToSubmit: 41_000,
  cookieMode: 'native',
}

export function antispamTests(label: string, getPayload: () => Payload): void {
  const secret = () => settings().secret
  let contact = 0
  let nextIp = 1
  /** Each test its own address, so per-address limits belong to the test that tests them. */
  const freshIp = () => `198.51.100.${nextIp++}`

  const deps = (extra: Partial<HttpDeps> = {}): HttpDeps => ({
    payload: async () => getPayload(),
    secret: secret(),
    siteUrl: SITE,
    limiter: new TokenBucket({ capacity: 1000, refillPerMinute: 1000 }),
    fetchPage: async (path) => {
      const form = await loadForm(getPayload(), contact)
      if (!form) return null
      const options = renderOptions({
        action: path,
        formId: contact,
        secret: secret(),
        displayTitle: false,
        displayDescription: true,
      })
      return `<!DOCTYPE html><html><body><main>${renderForm(form, { values: {} }, options)}</main></body></html>`
    },
    ...extra,
  })

  const body = (fields: Entries) => {
    const data = new FormData()
    for (const [k, v] of Object.entries(fields)) data.append(k, v)
    return data
  }

  /** A browser's fetch from our page. */
  const browserHeaders = (ip: string) => ({
    origin: SITE,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8',
    'user-agent': CHROME,
    'x-site-client-ip': ip,
  })
  /** A script's plain HTTP post: no browser headers. */
  const botHeaders = (ip: string, ua = 'python-requests/2.32.3') => ({ 'user-agent': ua, 'x-site-client-ip': ip })

  const post = (url: string, fields: Entries, headers: Record<string, string>) =>
    new Request(`${SITE}${url}`, { method: 'POST', body: body(fields), headers })

  const values = (email: string): Entries => ({
    'input_1.3': 'Jan',
    'input_1.6': 'de Vries',
    input_2: email,
    input_3: '030 700 41 20',
    input_5: 'service',
    input_6: 'Two pagers no longer charge. Can you help?',
    'input_7.1': '1',
  })

  const formFields = (fields: Entries): Entries => ({
    [`is_submit_${contact}`]: '1',
    gform_submit: String(contact),
    [`gform_source_page_number_${contact}`]: '1',
    [`gform_target_page_number_${contact}`]: '0',
    gform_unique_id: '',
    ...fields,
  })

  const ajaxFields = (fields: Entries): Entries =>
    formFields({
      action: 'gform_submit_form',
      form_id: String(contact),
      gform_ajax_nonce: formNonce(secret(), contact),
      current_page_url: `${SITE}/contact`,
      ajax_referer: `${SITE}/contact`,
      display_title: '0',
      display_description: '1',
      ...fields,
    })

  /** What our script adds: a token issued when the page opened, the signals, the version hash. */
  const scriptFields = (openedMsAgo = 45_000, signals: object = person, now = Date.now()): Entries => ({
    sp_event_token: issueEventToken(secret(), formScope(contact), now - openedMsAgo),
    sp_signals: JSON.stringify(signals),
    version_hash: versionHash(secret(), contact),
  })

  /** The ALTCHA widget's work, done as a browser does it: fetch a challenge, solve it, post the payload. */
  async function solvedCaptcha(): Promise<string> {
    const challenge = await altchaChallenge(secret(), 100)
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }

  async function readAjax(res: Response): Promise<{ text: string; json: AjaxResponse }> {
    const text = await res.text()
    expect(text.startsWith(JSON_START), text).toBe(true)
    return { text, json: JSON.parse(text.slice(JSON_START.length, -JSON_END.length)) as AjaxResponse }
  }

  const latestEntry = async () =>
    (
      await getPayload().find({
        collection: 'form-entries',
        where: { form: { equals: contact } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
  const entryCount = async () =>
    (await getPayload().count({ collection: 'form-entries', where: { form: { equals: contact } }, overrideAccess: true }))
      .totalDocs

  const setSettings = (data: Record<string, unknown>) =>
    getPayload().updateGlobal({ slug: 'antispam-settings', data: data as never, overrideAccess: true })

  async function personSubmits(email: string, ip = freshIp()) {
    const res = await handleAjax(
      post(
        '/next/forms/ajax',
        ajaxFields({ ...values(email), ...scriptFields(), 'g-recaptcha-response': await solvedCaptcha() }),
        browserHeaders(ip),
      ),
      deps(),
    )
    return readAjax(res)
  }

  describe(`${label}: anti-spam`, () => {
    beforeAll(async () => {
      const { docs } = await getPayload().find({
        collection: 'forms',
        where: { title: { like: 'Contact' } },
        overrideAccess: true,
      })
      contact = docs[0]!.id as number
      await setSettings({ enabled: true, altchaCost: 100, captchaProvider: 'altcha' })
    })
    // Each test that changes the limits, lists or rules leaves the defaults behind, even when it fails.
    afterEach(async () => {
      await setSettings({
        deny: { ips: '', emails: '', domains: '' },
        allow: { ips: '', emails: '', domains: '' },
        blockedWords: '',
        formPerMinute: 60,
        ipPerHour: 60,
      })
    })
    afterAll(async () => {
      await setSettings({
        enabled: false,
        deny: { ips: '', emails: '', domains: '' },
        allow: { ips: '', emails: '', domains: '' },
        blockedWords: '',
        formPerMinute: 60,
        ipPerHour: 60,
      })
    })

    it('the seeded contact form has the honeypot and an invisible captcha', async () => {
      const form = (await loadForm(getPayload(), contact))!
      expect(form.settings.enableHoneypot).toBe(true)
      expect(form.fields.at(-1)).toMatchObject({ type: 'captcha', captchaSize: 'invisible' })
    })

    it('stores a person’s submission as an ordinary entry, with the decision on it', async () => {
      const { json } = await personSubmits('anna@zorghuis.example')
      expect(json.success && json.data.confirmation_markup).toContain('Thank you, Jan.')
      const entry = await latestEntry()
      expect(entry?.status).toBe('active')
      expect(entry?.spamCheck).toMatchObject({ decision: 'allow', score: 0 })
    })

    it('flags a plain HTTP post without JavaScript and keeps it as spam, answered like any other', async () => {
      const before = await entryCount()
      const res = await handlePostback(
        post('/contact', formFields(values('bot@spam.example')), botHeaders(freshIp())),
        '/contact',
        deps(),
      )
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('Thank you, Jan.')
      expect(await entryCount()).toBe(before + 1)
      const entry = await latestEntry()
      expect(entry?.status).toBe('spam')
      expect(entry?.spamCheck?.decision).toBe('flag')
      expect(entry?.spamCheck?.reasons).toMatch(/non-browser/)
      expect(entry?.spamCheck?.reasons).toMatch(/token-missing/)
    })

    it('lets a person without JavaScript through (a browser’s post, no token, no captcha)', async () => {
      const headers = { ...browserHeaders(freshIp()), 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
      const res = await handlePostback(post('/contact', formFields(values('nojs@zorghuis.example')), headers), '/contact', deps())
      expect(res.status).toBe(200)
      const entry = await latestEntry()
      expect(entry?.status).toBe('active')
      expect(entry?.spamCheck?.score).toBe(45)
    })

    const mailsOf = async (entryId: number | string) =>
      (
        await getPayload().find({
          collection: 'form-notifications',
          where: { entry: { equals: entryId } },
          limit: 20,
          overrideAccess: true,
        })
      ).docs
        .map((m) => m.to)
        .sort()

    it('sends no auto-reply to the address a post without the browser checks or a captcha typed; the staff e-mail still goes', async () => {
      // No JavaScript, a browser's User-Agent and Accept-Language: 45 points, stored as an ordinary entry.
      const headers = { ...browserHeaders(freshIp()), 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
      const res = await handlePostback(
        post('/contact', formFields(values('someone-else@victim.example')), headers),
        '/contact',
        deps(),
      )
      expect(await res.text()).toContain('Thank you, Jan.')
      const entry = (await storedAs('someone-else@victim.example'))[0]!
      expect(entry.status).toBe('active')
      expect(await mailsOf(entry.id)).toEqual(['info@oproep.example', 'service@oproep.example'])
      // A person whose browser ran the script gets the receipt as well.
      expect(confirmed((await scriptSubmits(freshIp(), 'receipt@zorghuis.example')).text)).toBe(true)
      const own = (await storedAs('receipt@zorghuis.example'))[0]!
      expect(await mailsOf(own.id)).toEqual(['info@oproep.example', 'receipt@zorghuis.example', 'service@oproep.example'])
    })

    it('sends one address at most three auto-replies a day, however many submissions name it', async () => {
      const entries: (number | string)[] = []
      for (let n = 0; n < 5; n++) {
        const address = n % 2 ? 'Target@Mailbomb.example' : 'target@mailbomb.example'
        const answer = await scriptSubmits(freshIp(), address, { message: `Message ${n} about our pagers.` })
        expect(confirmed(answer.text)).toBe(true)
      }
      for (const e of await storedAs('mailbomb.example')) entries.push(e.id)
      expect(entries).toHaveLength(5)
      const mails = (await Promise.all(entries.map(mailsOf))).flat()
      expect(mails.filter((to) => to === 'service@oproep.example')).toHaveLength(5)
      expect(mails.filter((to) => /mailbomb\.example$/i.test(String(to)))).toHaveLength(3)
    })

    it('flags a filled honeypot, a forged version hash, an instant submit and forged or replayed tokens', async () => {
      const form = (await loadForm(getPayload(), contact))!
      const cases: [string, Entries, RegExp][] = [
        ['honeypot', { ...scriptFields(), [`input_${honeypotFieldId(form)}`]: 'http://spam.example' }, /honeypot/],
        ['version hash', { ...scriptFields(), version_hash: 'f'.repeat(32) }, /version-hash/],
        ['instant', scriptFields(300, { ...EMPTY_SIGNALS, msToSubmit: 250 }), /too-fast[\s\S]*no-interaction/],
        ['forged token', { ...scriptFields(), sp_event_token: 'a'.repeat(64) }, /token-forged/],
      ]
      for (const [name, extra, reason] of cases) {
        const res = await handleAjax(
          post(
            '/next/forms/ajax',
            ajaxFields({
              ...values(`${name.replace(/ /g, '')}@spam.example`),
              ...extra,
              'g-recaptcha-response': await solvedCaptcha(),
            }),
            browserHeaders(freshIp()),
          ),
          deps(),
        )
        const { json } = await readAjax(res)
        expect(json.success, name).toBe(true)
        const entry = await latestEntry()
        expect(entry?.status, name).toBe('spam')
        expect(entry?.spamCheck?.reasons, name).toMatch(reason)
      }
      // One token, two submissions: the second is a replay.
      const replay = scriptFields()
      for (const n of [1, 2]) {
        await handleAjax(
          post(
            '/next/forms/ajax',
            ajaxFields({ ...values(`replay${n}@spam.example`), ...replay, 'g-recaptcha-response': await solvedCaptcha() }),
            browserHeaders(freshIp()),
          ),
          deps(),
        )
      }
      const entry = await latestEntry()
      expect(entry?.status).toBe('spam')
      expect(entry?.spamCheck?.reasons).toMatch(/token-replayed/)
    })

    it('refuses a forged, a missing or a replayed captcha token and stores nothing', async () => {
      const before = await entryCount()
      const solved = await solvedCaptcha()
      const send = (captcha: string) =>
        handleAjax(
          post(
            '/next/forms/ajax',
            ajaxFields({ ...values('captcha@zorghuis.example'), ...scriptFields(), 'g-recaptcha-response': captcha }),
            browserHeaders(freshIp()),
          ),
          deps(),
        ).then(readAjax)
      const first = await send(solved)
      expect(first.json.success && first.json.data.confirmation_markup).toBeTruthy()
      for (const [name, token, message] of [
        ['replayed', solved, 'The captcha could not be verified. Please try again.'],
        [
          'forged',
          Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
          'The captcha could not be verified. Please try again.',
        ],
        ['missing', '', 'Please complete the captcha to show you are a person.'],
      ] as const) {
        const again = await send(token)
        const markup = again.json.success ? (again.json.data.form_markup ?? '') : ''
        expect(markup, name).toContain(message)
        expect(markup, name).toContain('gform_validation_error')
      }
      expect(await entryCount()).toBe(before + 1)
    })

    /** One ajax submission as our script sends it (token, signals, version hash, a solved captcha), from `ip`. */
    async function scriptSubmits(
      ip: string,
      email: string,
      options: { message?: string; now?: number; limiter?: TokenBucket; captcha?: string; headers?: Record<string, string> } = {},
    ) {
      const fields = {
        ...values(email),
        ...(options.message !== undefined ? { input_6: options.message } : {}),
        // The page opened 45 s before the submission's own clock.
        ...scriptFields(45_000, person, options.now),
        'g-recaptcha-response': options.captcha ?? (await solvedCaptcha()),
      }
      const res = await handleAjax(
        post('/next/forms/ajax', ajaxFields(fields), options.headers ?? browserHeaders(ip)),
        deps({ ...(options.limiter ? { limiter: options.limiter } : {}), ...(options.now ? { now: () => options.now! } : {}) }),
      )
      return { status: res.status, text: await res.text() }
    }
    const storedAs = async (email: string) =>
      (
        await getPayload().find({
          collection: 'form-entries',
          where: { and: [{ form: { equals: contact } }, { summary: { contains: email } }] },
          limit: 5,
          overrideAccess: true,
        })
      ).docs
    const todaysBlocked = async () => {
      const { docs } = await getPayload().find({
        collection: 'antispam-stats',
        where: { day: { equals: new Date().toISOString().slice(0, 10) } },
        overrideAccess: true,
      })
      return docs[0]?.blocked ?? 0
    }
    const confirmed = (text: string) => text.includes('Thank you, Jan.')

    it('of 1000 posts a minute from one address, the guard’s per-address limit blocks all beyond it; people writing in meanwhile all get through', async () => {
      const ipPerHour = 20
      await setSettings({ ipPerHour, formPerMinute: 10_000 })
      // The forms' own 30 a minute set aside, so what stops the flood is the guard's own limit.
      const generous = new TokenBucket({ capacity: 5_000, refillPerMinute: 5_000 })
      // All within the same instant: a minute's worth of posts, however fast this machine sends them.
      const t0 = Date.now()
      const flood = freshIp()
      const before = await entryCount()
      const blockedBefore = await todaysBlocked()
      // A determined bot: each post a complete one our script could make, with a solved captcha
      // where the guard still checks it (the first ipPerHour; beyond the limit none is verified).
      const floodCaptchas = await Promise.all(Array.from({ length: ipPerHour }, () => solvedCaptcha()))
      let floodStored = 0
      let floodLimited = 0
      const people: string[] = []
      for (let i = 0; i < 1000; i++) {
        const { status, text } = await scriptSubmits(flood, `flood${i}@spam.example`, {
          now: t0,
          limiter: generous,
          captcha: floodCaptchas[i] ?? 'not-solved',
        })
        expect(status).toBe(200)
        if (confirmed(text)) floodStored++
        else if (readBlocked(text)?.comment === configFromGlobal({}).policy.messages.rateLimited) floodLimited++
        // Every 50th post, someone else writes in.
        if (i % 50 === 25) {
          const email = `person${i}-${t0}@zorghuis.example`
          const answer = await scriptSubmits(freshIp(), email, { now: t0, limiter: generous })
          expect(confirmed(answer.text), email).toBe(true)
          people.push(email)
        }
      }
      expect(floodStored).toBe(ipPerHour)
      expect(floodLimited).toBe(1000 - ipPerHour)
      // Nothing of the legitimate traffic lost: each person's entry stored as an ordinary one.
      expect(people).toHaveLength(20)
      for (const email of people) {
        const docs = await storedAs(email)
        expect(docs, email).toHaveLength(1)
        expect(docs[0]!.status, email).toBe('active')
      }
      expect(await entryCount()).toBe(before + ipPerHour + people.length)
      expect((await todaysBlocked()) - blockedBefore).toBe(1000 - ipPerHour)
      // The flood's address gets its allowance back over the hour: one post every 3 minutes.
      const later = await scriptSubmits(flood, 'flood-later@spam.example', { now: t0 + 4 * 60_000, limiter: generous })
      expect(confirmed(later.text)).toBe(true)
      await setSettings({ ipPerHour: 60, formPerMinute: 60 })
    }, 900_000)

    it('never closes a form to everyone: a flood from rotating addresses at 1.4 posts a second leaves a genuine visitor through, and sends more to review', async () => {
      // The surge level low, so the flood passes it within seconds.
      await setSettings({ ipPerHour: 60, formPerMinute: 10 })
      const t0 = Date.now()
      // Every post from another /64: no per-address limit ever sees the same sender twice.
      const rotating = (n: number) => `2001:db8:${(0x1000 + n).toString(16)}::${n}`
      const visitorAt = [25_000, 33_000, 41_000]
      const answers: string[] = []
      let n = 0
      for (let ms = 0; ms <= 45_000; ms += 714) {
        // A script without a solved captcha (each post would otherwise cost it the proof of work).
        await scriptSubmits(rotating(n++), `surge${n}@spam.example`, { now: t0 + ms, captcha: 'forged' })
        const due = visitorAt.filter((at) => at <= ms && at > ms - 714)
        for (const at of due) {
          const answer = await scriptSubmits(freshIp(), `surge-visitor-${at}@zorghuis.example`, { now: t0 + at })
          answers.push(confirmed(answer.text) ? 'confirmed' : (readBlocked(answer.text)?.comment ?? answer.text.slice(0, 200)))
        }
      }
      expect(answers).toEqual(['confirmed', 'confirmed', 'confirmed'])
      for (const at of visitorAt) expect((await storedAs(`surge-visitor-${at}@zorghuis.example`))[0]?.status).toBe('active')

      // During the surge a plain post (no JavaScript, so no captcha) is taken, and held for review.
      const noJs = (email: string, ms: number) =>
        handlePostback(
          post('/contact', formFields(values(email)), {
            ...browserHeaders(freshIp()),
            'sec-fetch-mode': 'navigate',
            'sec-fetch-dest': 'document',
          }),
          '/contact',
          deps({ now: () => t0 + ms }),
        )
      const during = await noJs('surge-nojs@zorghuis.example', 45_500)
      expect(await during.text()).toContain('Thank you, Jan.')
      const held = (await storedAs('surge-nojs@zorghuis.example'))[0]
      expect(held?.status).toBe('spam')
      expect(held?.spamCheck?.reasons).toMatch(/surge/)
      // Once it is over, the same post is an ordinary entry again.
      await noJs('after-surge-nojs@zorghuis.example', 5 * 60_000)
      expect((await storedAs('after-surge-nojs@zorghuis.example'))[0]?.status).toBe('active')
    })

    it('counts posts refused with 429 by the forms’ own limit as blocked', async () => {
      const tight = new TokenBucket({ capacity: 1, refillPerMinute: 1 })
      const ip = freshIp()
      const first = await scriptSubmits(ip, 'tight1@zorghuis.example', { limiter: tight })
      expect(confirmed(first.text)).toBe(true)
      const blockedBefore = await todaysBlocked()
      const refused = await scriptSubmits(ip, 'tight2@zorghuis.example', { limiter: tight })
      expect(refused.status).toBe(429)
      const postback = await handlePostback(
        post('/contact', formFields(values('tight3@zorghuis.example')), browserHeaders(ip)),
        '/contact',
        deps({ limiter: tight }),
      )
      expect(postback.status).toBe(429)
      expect((await todaysBlocked()) - blockedBefore).toBe(2)
    })

    it('blocks an address and an e-mail address on the deny list, with a modal answer that stops the script', async () => {
      const denied = { comment: configFromGlobal({}).policy.messages.denied, stopScript: true }
      const before = await entryCount()
      await setSettings({ deny: { ips: '203.0.113.77', emails: 'spammer@zorghuis.example', domains: 'blocked.example' } })
      expect(readBlocked((await scriptSubmits('203.0.113.77', 'ip-denied@zorghuis.example')).text)).toEqual(denied)
      expect(readBlocked((await scriptSubmits(freshIp(), 'SPAMMER@zorghuis.example')).text)).toEqual(denied)
      expect(readBlocked((await scriptSubmits(freshIp(), 'x@mail.blocked.example')).text)).toEqual(denied)
      expect(await entryCount()).toBe(before)
      // Others are not affected.
      expect(confirmed((await scriptSubmits(freshIp(), 'not-denied@zorghuis.example')).text)).toBe(true)
      await setSettings({ deny: { ips: '', emails: '', domains: '' } })
    })

    it('lets the allow list through what would be flagged, and past the rate limits', async () => {
      await setSettings({ allow: { ips: '203.0.113.88', emails: 'trusted@partner.example', domains: '' }, ipPerHour: 1 })
      // A plain HTTP post from an allowed address: no token, no browser headers; stored as an ordinary entry.
      for (const n of [1, 2]) {
        const res = await handlePostback(
          post('/contact', formFields(values(`allowed-ip${n}@zorghuis.example`)), botHeaders('203.0.113.88')),
          '/contact',
          deps(),
        )
        expect(res.status).toBe(200)
        const entry = await latestEntry()
        expect(entry?.status).toBe('active')
        expect(entry?.spamCheck?.reasons).toMatch(/allow-list.*ip: 203\.0\.113\.88/)
      }
      const ip = freshIp()
      for (const n of [1, 2]) {
        await handlePostback(post('/contact', formFields(values('trusted@partner.example')), botHeaders(ip)), '/contact', deps())
        const entry = await latestEntry()
        expect(entry?.status, String(n)).toBe('active')
        expect(entry?.spamCheck?.reasons).toMatch(/allow-list.*email: trusted@partner\.example/)
      }
      await setSettings({ allow: { ips: '', emails: '', domains: '' }, ipPerHour: 60 })
    })

    it('flags too many links and blocked words, and notes shouting, on a person’s submission', async () => {
      await setSettings({ blockedWords: 'casino\ncheap pills' })
      const links = 'See https://a.example https://b.example https://c.example www.d.example https://e.example'
      await scriptSubmits(freshIp(), 'links@zorghuis.example', { message: links })
      let entry = await latestEntry()
      expect(entry?.status).toBe('spam')
      expect(entry?.spamCheck?.reasons).toMatch(/links \(\+50\): 5 links/)

      await scriptSubmits(freshIp(), 'words@zorghuis.example', { message: 'Win big at our Casino tonight' })
      entry = await latestEntry()
      expect(entry?.status).toBe('spam')
      expect(entry?.spamCheck?.reasons).toMatch(/blocked-word \(\+50\): casino/)

      // Shouting alone is 20 points: noted, not flagged; with a blocked word it adds up.
      await scriptSubmits(freshIp(), 'shout@zorghuis.example', {
        message: 'OUR PAGERS DO NOT CHARGE ANY MORE, WE NEED THEM FOR THE RESTAURANT TONIGHT, PLEASE HELP',
      })
      entry = await latestEntry()
      expect(entry?.status).toBe('active')
      expect(entry?.spamCheck).toMatchObject({ decision: 'allow', score: 20 })
      expect(entry?.spamCheck?.reasons).toMatch(/shouting/)
      // Two links are within the default of 2.
      await scriptSubmits(freshIp(), 'twolinks@zorghuis.example', { message: 'Our site https://a.example and https://b.example' })
      expect((await latestEntry())?.spamCheck).toMatchObject({ decision: 'allow', score: 0 })
      await setSettings({ blockedWords: '' })
    })

    it('counts allowed, flagged and blocked submissions per day', async () => {
      const day = new Date().toISOString().slice(0, 10)
      const { docs } = await getPayload().find({
        collection: 'antispam-stats',
        where: { day: { equals: day } },
        overrideAccess: true,
      })
      expect(docs).toHaveLength(1)
      expect(docs[0]!.allowed).toBeGreaterThanOrEqual(3)
      expect(docs[0]!.flagged).toBeGreaterThanOrEqual(6)
      expect(docs[0]!.blocked).toBeGreaterThanOrEqual(35)
    })

    it('loses no count when many submissions are counted at once (instances share the row)', async () => {
      const { countDecision } = await import('../../src/features/antispam/store')
      // A day of its own, so the first counts also race to create the row.
      const at = Date.UTC(2031, 0, 15, 12)
      await Promise.all(Array.from({ length: 50 }, (_, i) => countDecision(getPayload(), i % 2 ? 'flagged' : 'allowed', at)))
      const { docs } = await getPayload().find({
        collection: 'antispam-stats',
        where: { day: { equals: '2031-01-15' } },
        overrideAccess: true,
      })
      expect(docs).toHaveLength(1)
      expect([docs[0]!.allowed, docs[0]!.flagged]).toEqual([25, 25])
    })
  })

  describe(`${label}: anti-spam calls`, () => {
    const handler = (path: string, method: string) =>
      antispamEndpoints.find((e) => e.path === `/antispam/v1/${path}` && e.method === method)!.handler
    const call = async (
      path: string,
      fields: Record<string, unknown> | null,
      headers: Record<string, string> = {},
      method = 'post',
    ) => {
      const req = new Request(`${SITE}/api/antispam/v1/${path}`, {
        method: method.toUpperCase(),
        headers: {
          origin: SITE,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
          'x-site-client-ip': '192.0.2.10',
          ...headers,
        },
        body: method === 'get' ? undefined : JSON.stringify(fields ?? {}),
      })
      return handler(path, method)(Object.assign(req, { payload: getPayload() }) as unknown as PayloadRequest)
    }
    const nonce = () => antispamNonce(settings().secret, Date.now())

    const BROWSER_UA = { 'user-agent': CHROME }
    /** The page token a browser's script asks for (bound to its address and user agent). */
    const pageToken = async (headers: Record<string, string> = BROWSER_UA) => {
      const res = await call('event_token', {}, { 'x-sp-nonce': nonce(), ...headers })
      expect(res.status).toBe(200)
      return ((await res.json()) as { data: { event_token: string } }).data.event_token
    }

    it('decodes protected addresses for our script in the browser where a person acted, and refuses without a nonce', async () => {
      const info = encodeEmail(settings().secret, 'info@oproep.example')
      const token = await pageToken()
      expect(token).toMatch(/^[0-9a-f]{64}$/)
      const fields = {
        post_url: `${SITE}/contact`,
        referrer: '',
        encodedEmails: JSON.stringify({ [info]: info, spe1broken: 'spe1broken' }),
        event_token: token,
        js_data: { ...EMPTY_SIGNALS, focuses: 1 },
      }
      expect((await call('decode_email', fields, BROWSER_UA)).status).toBe(403)
      const res = await call('decode_email', fields, { 'x-sp-nonce': nonce(), ...BROWSER_UA })
      expect(res.status).toBe(200)
      const json = (await res.json()) as { success: boolean; data: unknown[] }
      expect(json.success).toBe(true)
      expect(json.data).toEqual([
        { encoded_email: info, decoded_email: 'info@oproep.example', is_allowed: true, comment: '' },
        { encoded_email: 'spe1broken', decoded_email: '', is_allowed: false, comment: 'This address could not be decoded.' },
      ])
      // The token, but no interaction seen and no idle time since it was asked for.
      const still = await call('decode_email', { ...fields, js_data: EMPTY_SIGNALS }, { 'x-sp-nonce': nonce(), ...BROWSER_UA })
      const stillJson = (await still.json()) as { data: { is_allowed: boolean; decoded_email: string }[] }
      expect(stillJson.data[0]).toMatchObject({ is_allowed: false, decoded_email: '' })
      // A reader who only looks: a page token as old as the idle time, no interaction.
      const idleToken = issueEventToken(settings().secret, pageScope('192.0.2.10', CHROME), Date.now() - REVEAL_IDLE_MS - 1_000)
      const idle = await call(
        'decode_email',
        { ...fields, event_token: idleToken, js_data: EMPTY_SIGNALS },
        { 'x-sp-nonce': nonce(), ...BROWSER_UA },
      )
      const idleJson = (await idle.json()) as { data: { is_allowed: boolean; decoded_email: string }[] }
      expect(idleJson.data[0]).toMatchObject({ is_allowed: true, decoded_email: 'info@oproep.example' })
      // From another site: refused.
      expect(
        (
          await call('decode_email', fields, {
            origin: 'https://evil.example',
            'sec-fetch-site': 'cross-site',
            'x-sp-nonce': nonce(),
            ...BROWSER_UA,
          })
        ).status,
      ).toBe(403)
    })

    it('gives no address to a plain HTTP client with a copied nonce, faked interaction, or a token from another browser', async () => {
      const info = encodeEmail(settings().secret, 'info@oproep.example')
      const base = {
        post_url: `${SITE}/contact`,
        referrer: `${SITE}/`,
        encodedEmails: JSON.stringify({ [info]: info }),
        js_data: { ...EMPTY_SIGNALS, mouse: [[10, 20, 300]], keys: 3, focuses: 2 },
      }
      const bot = { 'x-sp-nonce': nonce(), 'user-agent': 'python-requests/2.32.3', 'x-site-client-ip': '203.0.113.200' }
      const browserToken = await pageToken()
      const attempts: [string, Record<string, unknown>][] = [
        ['no token', base],
        ['forged token', { ...base, event_token: 'b'.repeat(64) }],
        ['a form’s token', { ...base, event_token: issueEventToken(secret(), formScope(contact), Date.now()) }],
        ['an unbound page token', { ...base, event_token: issueEventToken(secret(), 'page', Date.now()) }],
        ['a token copied from a browser', { ...base, event_token: browserToken }],
        [
          'an expired token',
          {
            ...base,
            event_token: issueEventToken(
              secret(),
              pageScope('203.0.113.200', 'python-requests/2.32.3'),
              Date.now() - 2 * 86_400_000,
            ),
          },
        ],
      ]
      for (const [name, fields] of attempts) {
        const res = await call('decode_email', fields, bot)
        expect(res.status, name).toBe(200)
        const json = (await res.json()) as { data: { is_allowed: boolean; decoded_email: string; comment: string }[] }
        expect(json.data, name).toEqual([
          {
            encoded_email: info,
            decoded_email: '',
            is_allowed: false,
            comment: 'This address is not shown to automated visitors.',
          },
        ])
      }
    })

    it('answers the pixel URL (https, cached 10 800 s), the e-mail checks and, with the nonce, the modal content', async () => {
      const pixel = await call('get_pixel_url', {}, { 'x-sp-nonce': nonce() })
      expect(pixel.headers.get('cache-control')).toBe('private, max-age=10800')
      const url = new URL(((await pixel.json()) as { data: string }).data)
      expect(url.protocol).toBe('https:')
      expect(url.host).toBe(new URL(SITE).host)
      expect(url.pathname).toBe('/api/antispam/v1/pixel.gif')
      expect(url.searchParams.get('v')).toMatch(/^[A-Za-z0-9_-]{8}$/)
      expect((await call('get_pixel_url', {})).status).toBe(403)
      const exist = await call('check_email_exist', { email: 'not an address' }, { 'x-sp-nonce': nonce() })
      expect(await exist.json()).toEqual({
        success: true,
        data: { result: 'INVALID', text_result: 'This is not a valid e-mail address.' },
      })
      const before = await call('check_email_before_post', { email: 'jan@zorghuis.example' }, { 'x-sp-nonce': nonce() })
      expect(await before.json()).toEqual({ success: true, data: { result: 'ok' } })
      // An address on the deny list is refused before the post, with the words the field shows.
      await setSettings({ deny: { ips: '', emails: 'spammer@zorghuis.example', domains: '' } })
      try {
        const refused = await call('check_email_before_post', { email: 'spammer@zorghuis.example' }, { 'x-sp-nonce': nonce() })
        expect(await refused.json()).toEqual({
          success: true,
          data: { result: 'blocked', text_result: 'This e-mail address is not accepted.' },
        })
      } finally {
        await setSettings({ deny: { ips: '', emails: '', domains: '' } })
      }
      expect((await call('get_options_template', {})).status).toBe(403)
      const template = await call('get_options_template', {}, { 'x-sp-nonce': nonce() })
      expect(await template.json()).toEqual({
        success: true,
        data: { title: 'Your message was not sent', text: configFromGlobal({}).policy.messages.blocked, close: 'Close' },
      })
      expect(antispamEndpoints.some((e) => e.path === '/antispam/v1/get_options_template' && e.method === 'get')).toBe(false)
    })

    it('keeps signals of the alternative cookie mode under a session id, and the submission uses them', async () => {
      const session = 'sess_0123456789abcdef'
      const saved = await call('alt_sessions', { session_id: session, cookies: person }, { 'x-sp-nonce': nonce() })
      expect(await saved.json()).toEqual({ success: true, data: { session_id: session } })
      const fields = { ...scriptFields(), sp_signals: '', sp_session: session }
      await handleAjax(
        post(
          '/next/forms/ajax',
          ajaxFields({ ...values('alt@zorghuis.example'), ...fields, 'g-recaptcha-response': await solvedCaptcha() }),
          browserHeaders(freshIp()),
        ),
        deps(),
      )
      expect((await latestEntry())?.spamCheck).toMatchObject({ decision: 'allow', score: 0 })
    })
  })

  describe(`${label}: third-party captchas against a local siteverify stub`, () => {
    let server: http.Server
    let verifyUrl = ''
    const seen = new Set<string>()
    beforeAll(async () => {
      // Follows the providers' siteverify API: form-encoded secret and response, JSON success and error-codes.
      server = http.createServer((req, res) => {
        let raw = ''
        req.on('data', (c: Buffer) => (raw += c.toString()))
        req.on('end', () => {
          const form = new URLSearchParams(raw)
          const token = form.get('response') ?? ''
          const answer =
            form.get('secret') !== 'stub-secret'
              ? { success: false, 'error-codes': ['invalid-input-secret'] }
              : seen.has(token)
                ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
                : token.startsWith('good')
                  ? { success: true, score: token.includes('low') ? 0.1 : 0.9, hostname: 'localhost' }
                  : { success: false, 'error-codes': ['invalid-input-response'] }
          seen.add(token)
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
        })
      })
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
      verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
    })
    afterAll(() => new Promise<void>((r) => server.close(() => r())))

    for (const provider of ['turnstile', 'hcaptcha', 'recaptcha-v2', 'recaptcha-v3'] as const) {
      it(`verifies ${provider} tokens once`, async () => {
        const config = { provider, siteKey: 'site', secretKey: 'stub-secret', recaptchaMinScore: 0.5, altchaCost: 100 }
        const v = (token: string) => verifyCaptcha(getPayload(), settings().secret, config, token, '192.0.2.1', { verifyUrl })
        const good = `good-${provider}-${Date.now()}`
        expect(await v(good)).toEqual({ ok: true })
        expect(await v(good)).toEqual({ ok: false, reason: 'replayed' })
        expect(await v(`bad-${provider}-${Date.now()}`)).toEqual({ ok: false, reason: 'invalid' })
        expect(await v('')).toEqual({ ok: false, reason: 'missing' })
        if (provider === 'recaptcha-v3') expect(await v(`good-low-${Date.now()}`)).toEqual({ ok: false, reason: 'low-score' })
        const wrongSecret = { ...config, secretKey: 'other' }
        expect(
          await verifyCaptcha(getPayload(), settings().secret, wrongSecret, `good-x-${provider}-${Date.now()}`, '', {
            verifyUrl,
          }),
        ).toEqual({
          ok: false,
          reason: 'invalid',
        })
      })
    }
  })
}
