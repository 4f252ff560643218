import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { CHOICE_ATTRIBUTE, CONSENT_EARLY_SCRIPT, PENDING_KEY, READY_KEY } from './early'

/** Runs the early script against a stand-in for the browser. */
function run(cookie: string, gpc = false) {
  const classes = new Set<string>()
  const window: Record<string, unknown> = { navigator: { globalPrivacyControl: gpc } }
  const clicks: Array<{ listener: (e: unknown) => void; capture: boolean }> = []
  const document = {
    cookie,
    documentElement: { classList: { add: (...c: string[]) => c.forEach((x) => classes.add(x)) } },
    addEventListener: (type: string, listener: (e: unknown) => void, capture: boolean) => {
      if (type === 'click') clicks.push({ listener, capture })
    },
  }
  window.window = window
  runInNewContext(CONSENT_EARLY_SCRIPT, { window, document })
  const layer = (window.dataLayer as IArguments[]).map((a) => [...a])
  /** A click on an element with these attributes (or none); whether the script kept it from its default. */
  const click = (attributes: Record<string, string> | null) => {
    let prevented = false
    const target = {
      closest: (selector: string) =>
        attributes && selector === `[${CHOICE_ATTRIBUTE}]` && CHOICE_ATTRIBUTE in attributes
          ? { getAttribute: (name: string) => attributes[name] ?? null }
          : null,
    }
    for (const c of clicks) c.listener({ target, preventDefault: () => (prevented = true) })
    return prevented
  }
  return { classes: [...classes].sort(), layer, window, clicks, click }
}

describe('the consent early script', () => {
  it('denies all four Consent Mode signals before anything else', () => {
    expect(run('').layer).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ])
  })

  it('asks when no valid choice is stored', () => {
    expect(run('').classes).toEqual(['cn-ask', 'cn-js'])
    expect(run('sp_consent=nonsense').classes).toEqual(['cn-ask', 'cn-js'])
  })

  it('does not ask again after a choice, or when the browser refuses through GPC', () => {
    expect(run('a=1; sp_consent=1.00.1.1790000000.AbCdEfGhIjKlMnOpQrStUv.refuse').classes).toEqual(['cn-done', 'cn-js'])
    expect(run('', true).classes).toEqual(['cn-done', 'cn-js'])
    expect(run('sp_gpc=1').classes).toEqual(['cn-done', 'cn-js'])
  })

  it('keeps a click on one of the notice’s buttons made before the notice started, and only then', () => {
    const page = run('')
    expect(page.clicks.map((c) => c.capture)).toEqual([true])
    expect(page.click(null)).toBe(false)
    expect(page.window[PENDING_KEY]).toBeUndefined()
    expect(page.click({ [CHOICE_ATTRIBUTE]: 'refuse' })).toBe(true)
    expect(page.window[PENDING_KEY]).toBe('refuse')
    // Once the notice has started, its own handlers take the clicks.
    page.window[READY_KEY] = true
    delete page.window[PENDING_KEY]
    expect(page.click({ [CHOICE_ATTRIBUTE]: 'accept' })).toBe(false)
    expect(page.window[PENDING_KEY]).toBeUndefined()
  })

  it('holds nothing that could end its script element', () => {
    expect(CONSENT_EARLY_SCRIPT).not.toMatch(/<\/script/i)
  })
})
