import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { CONSENT_EARLY_SCRIPT } from './early'

/** Runs the early script against a stand-in for the browser. */
function run(cookie: string, gpc = false) {
  const classes = new Set<string>()
  const window: Record<string, unknown> = { navigator: { globalPrivacyControl: gpc } }
  const document = { cookie, documentElement: { classList: { add: (...c: string[]) => c.forEach((x) => classes.add(x)) } } }
  window.window = window
  runInNewContext(CONSENT_EARLY_SCRIPT, { window, document })
  const layer = (window.dataLayer as IArguments[]).map((a) => [...a])
  return { classes: [...classes].sort(), layer }
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

  it('holds nothing that could end its script element', () => {
    expect(CONSENT_EARLY_SCRIPT).not.toMatch(/<\/script/i)
  })
})
