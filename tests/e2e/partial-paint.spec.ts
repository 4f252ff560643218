import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from '@playwright/test'

import { E2E } from '../../playwright.config'
import { describeShifts, type LayoutShift, recordLayoutShifts } from '../support/page'

/**
 * A browser paints a page it is still parsing when its HTML stops arriving for a moment or
 * parsing takes long (a slow phone, a busy machine): the first screen is drawn from part of its
 * markup. Whatever it drew must stay put as the rest arrives, or the visitor sees it jump (a
 * layout shift, counted in CLS): a centred hero's text moving up as its last line comes, a
 * slider's stop button dropping to the bottom once the slides are there.
 *
 * Each page is sent by a small relay that stops for a moment after a tag in the page's first
 * screen, then sends the rest; the browser must report no layout shift.
 */
/**
 * The demo's pages whose first screen is a slider or a hero beside its photo, the layouts that
 * moved: on wide screens the hero's text is centred beside the photo; on phones it is stacked.
 */
const CASES = [
  { width: 1440, pages: ['/', '/about', '/contact'] },
  { width: 390, pages: ['/', '/contact'] },
]
/** Stops per page: in the header, and in the first block of the page (what the first screen shows). */
const HEADER_STOPS = 3
const BLOCK_STOPS = 12
/** Long enough for the browser to paint what it has (a frame is 16 ms; a busy machine takes longer). */
const PAUSE = 200

/** Every place in `html[from, to)` right before an element's start tag (outside scripts and styles). */
function startTags(html: string, from: number, to: number): number[] {
  const points: number[] = []
  let inside = false
  for (let i = from; i < to; i += 1) {
    if (html[i] !== '<') continue
    const tag = /^<(\/?)(script|style|template)\b/i.exec(html.slice(i, i + 12))
    if (tag) inside = !tag[1]
    if (!inside && !tag && html[i - 1] === '>' && /[a-z]/i.test(html[i + 1] ?? '')) points.push(i)
  }
  return points
}

/** `n` of `points`, spread evenly from the first to the last. */
const spread = (points: number[], n: number) =>
  points.length <= n ? points : Array.from({ length: n }, (_, k) => points[Math.round((k * (points.length - 1)) / (n - 1))]!)

/** Where the page stops arriving for a moment: a few places in the header, more in the first block of <main>. */
function stops(html: string): number[] {
  const body = html.indexOf('<body')
  const main = html.indexOf('<main')
  const firstBlockEnd = html.indexOf('</section>', main)
  return [
    ...spread(startTags(html, body, main), HEADER_STOPS),
    ...spread(startTags(html, main, firstBlockEnd > 0 ? firstBlockEnd : main + 6000), BLOCK_STOPS),
  ]
}

let relay: http.Server
let relayOrigin = ''
/** What the relay sends for the page under test: its markup, and where it stops for a moment. */
const plan = { path: '', html: '', stop: 0 }

test.beforeAll(async () => {
  const site = `http://localhost:${E2E.port}`
  relay = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', site)
    if (url.pathname === plan.path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.write(plan.html.slice(0, plan.stop))
      setTimeout(() => res.end(plan.html.slice(plan.stop)), PAUSE)
      return
    }
    // The page's script files are left out: a page cut short cannot hydrate, and what is measured is the
    // server's HTML and CSS (with the small inline scripts that run before the first paint).
    if (url.pathname.endsWith('.js')) {
      res.writeHead(404).end()
      return
    }
    // Style sheets, fonts and images come from the site as they are.
    fetch(url)
      .then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' })
        res.end(Buffer.from(await answer.arrayBuffer()))
      })
      .catch(() => res.writeHead(502).end())
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  relayOrigin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())))

for (const { width, pages } of CASES) {
  test.describe(`a page painted while still arriving, at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    let shifts: () => Promise<LayoutShift[]>
    test.beforeEach(async ({ page }) => {
      shifts = await recordLayoutShifts(page)
    })

    for (const path of pages) {
      test(`${path}: nothing already drawn moves as the rest arrives`, async ({ page, request }) => {
        plan.path = path
        plan.html = await (await request.get(path)).text()
        plan.stop = plan.html.length
        // Once whole, so the style sheet and the font are cached and every later drawing uses the same.
        await page.goto(relayOrigin + path)
        await page.evaluate(() => document.fonts.ready)

        const points = stops(plan.html)
        expect(points.length).toBeGreaterThan(5)
        for (const stop of points) {
          plan.stop = stop
          await page.goto(relayOrigin + path)
          expect(
            describeShifts(await shifts()),
            `the page stopped for a moment after ${stop} of ${plan.html.length} characters`,
          ).toEqual([])
        }
      })
    }
  })
}
