import { type APIResponse, expect, type Page, type Route } from '@playwright/test'

import { E2E } from '../../playwright.config'

/**
 * The page's scripts have started. On a page Next renders, React hydrates the page's client parts
 * (the header, the video's play button, …) together, and the header marks itself once its script
 * runs. On a page served as islands each part is hydrated on its own, and <html> is marked once all
 * of them have started (src/islands/client.tsx).
 */
export async function scriptsStarted(page: Page): Promise<void> {
  await expect(page.locator('header.site-header')).toHaveAttribute('data-enhanced', 'true')
  if (await page.locator('sp-island').count()) await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready')
}

/**
 * Waits until no animate-on-scroll fade is under way, so what axe measures (contrast above all)
 * is what the visitor ends up seeing rather than a half-faded frame.
 */
export function aosSettled(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      return !(target instanceof Element && target.closest('[data-aos]'))
    }),
  )
}

/**
 * Signs in to the admin as the browser tests' first admin, through the sign-in endpoint the
 * login form posts to: the page's cookies then carry the session. The page stays where it was;
 * the caller opens the admin page it is about. (The login form itself is driven by
 * `signInByForm`, in the staff journey of admin.spec.ts.)
 */
export async function signIn(page: Page): Promise<void> {
  const res = await page.request.post('/api/users/login', {
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** Signs in as staff do: the admin's login form, then the dashboard. */
export async function signInByForm(page: Page): Promise<void> {
  await page.goto('/admin')
  await page.locator('#field-email').fill(E2E.adminEmail)
  await page.locator('#field-password').fill(E2E.adminPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** A layout shift the browser reported: its score, where the page was scrolled, and what moved. */
export type LayoutShift = { value: number; scrollY: number; moved: string[] }

/**
 * Records the layout shifts of every page the tab opens from now on (an init script, so a shift
 * while the page is still arriving counts too); shifts right after input do not count, as in
 * CLS. The function returned reads them once the browser has delivered its entries (two frames).
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = []
    ;(window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node }[]
      })[]) {
        if (entry.hadRecentInput || entry.value === 0) continue
        // Named, so a failure says what moved (a text that moved by its element).
        const moved = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement
          return el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?'
        })
        shifts.push({ value: entry.value, scrollY: Math.round(scrollY), moved })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(
      () =>
        new Promise<LayoutShift[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts)),
          ),
        ),
    )
}

/** Layout shifts as lines a failure shows: score, scroll position, the elements moved. */
export const describeShifts = (shifts: LayoutShift[]): string[] =>
  shifts.map((s) => `${s.value.toFixed(4)} at ${s.scrollY}: ${s.moved.join(', ')}`)

/**
 * A routed request's real answer and its text, for a test that changes or refuses some answers by
 * what they hold; null when the browser gave the request up meanwhile (a preload the page no
 * longer needed), whose answer is gone: the request is let go and needs no answer.
 */
export async function fetchRouted(route: Route): Promise<{ response: Awaited<ReturnType<Route['fetch']>>; body: string } | null> {
  try {
    const response = await route.fetch()
    return { response, body: await response.text() }
  } catch {
    await route.continue().catch(() => undefined)
    return null
  }
}

/**
 * The site's own scripts, as Next serves its chunks and as pages served as islands load theirs
 * (PAGES_AS_ISLANDS: src/islands/build.ts): a test that holds back or breaks one matches both.
 */
export const SITE_SCRIPT = /\/_next\/static\/(chunks|islands)\/.+\.js(\?|$)/

/**
 * Whether an answer came from a cache: the serving layer's page cache (`x-site-cache`) or Next's
 * (`x-nextjs-cache`). A page served as islands (PAGES_AS_ISLANDS) has only the first; a page Next
 * rendered, and the serving layer has not kept yet, only the second.
 */
export function cacheOf(res: APIResponse): string {
  const headers = res.headers()
  return headers['x-site-cache'] === 'HIT' ? 'HIT' : (headers['x-nextjs-cache'] ?? 'none')
}
