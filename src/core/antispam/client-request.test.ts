import { describe, expect, it } from 'vitest'

import { antispamRequest, REQUEST_ERRORS, sampled, type FetchLike } from './client-request'

type Call = { url: string; nonce?: string; method: string }

function fakeFetch(answers: (call: Call) => { status: number; body?: unknown } | 'hang' | 'throw') {
  const calls: Call[] = []
  const fetch: FetchLike = (url, init) => {
    const call = { url, method: init.method, nonce: init.headers['X-SP-Nonce'] }
    calls.push(call)
    const a = answers(call)
    if (a === 'throw') return Promise.reject(new TypeError('Failed to fetch'))
    if (a === 'hang')
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))),
      )
    return Promise.resolve({
      status: a.status,
      ok: a.status >= 200 && a.status < 300,
      json: () => (a.body === undefined ? Promise.reject(new SyntaxError('bad json')) : Promise.resolve(a.body)),
    })
  }
  return { fetch, calls }
}

function deps(fetch: FetchLike, nonce = 'old') {
  const logs: string[] = []
  let current = nonce
  return {
    logs,
    get nonce() {
      return current
    },
    deps: {
      fetch,
      getNonce: () => current,
      setNonce: (n: string) => (current = n),
      log: (m: string) => logs.push(m),
      timeoutMs: 20,
    },
  }
}

describe('anti-spam requests', () => {
  it('posts with the nonce and reads the data', async () => {
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: { success: true, data: { a: 1 } } }))
    const d = deps(fetch)
    expect(await antispamRequest(d.deps, 'decode_email', {})).toEqual({ ok: true, data: { a: 1 } })
    expect(calls).toEqual([{ url: '/api/antispam/v1/decode_email', method: 'POST', nonce: 'old' }])
    expect(d.logs).toEqual([])
  })

  it('on a 403 asks for a fresh nonce once and retries once', async () => {
    const { fetch, calls } = fakeFetch((c) =>
      c.url.endsWith('/nonce')
        ? { status: 200, body: { success: true, data: { nonce: 'fresh' } } }
        : c.nonce === 'fresh'
          ? { status: 200, body: { success: true, data: 'ok' } }
          : { status: 403, body: { success: false } },
    )
    const d = deps(fetch)
    expect(await antispamRequest(d.deps, 'decode_email', {})).toEqual({ ok: true, data: 'ok' })
    expect(calls.map((c) => `${c.method} ${c.url.split('/').pop()} ${c.nonce ?? ''}`.trim())).toEqual([
      'POST decode_email old',
      'GET nonce',
      'POST decode_email fresh',
    ])
    expect(d.nonce).toBe('fresh')
  })

  it('does not retry a second 403', async () => {
    const { fetch, calls } = fakeFetch((c) =>
      c.url.endsWith('/nonce') ? { status: 200, body: { success: true, data: { nonce: 'fresh' } } } : { status: 403, body: {} },
    )
    const d = deps(fetch)
    expect(await antispamRequest(d.deps, 'x', {})).toEqual({ ok: false, error: REQUEST_ERRORS.code(403) })
    expect(calls).toHaveLength(3)
  })

  it('logs each failure to the console in the spec’s words', async () => {
    const cases: [Parameters<typeof fakeFetch>[0], string][] = [
      [() => 'hang', REQUEST_ERRORS.timeout],
      [() => ({ status: 500, body: {} }), REQUEST_ERRORS.internal],
      [() => ({ status: 502, body: {} }), REQUEST_ERRORS.code(502)],
      [() => ({ status: 200 }), REQUEST_ERRORS.unexpected],
      [() => ({ status: 200, body: { success: false } }), REQUEST_ERRORS.unexpected],
      [() => 'throw', REQUEST_ERRORS.unexpected],
    ]
    for (const [answer, message] of cases) {
      const d = deps(fakeFetch(answer).fetch)
      expect(await antispamRequest(d.deps, 'x', {})).toEqual({ ok: false, error: message })
      expect(d.logs).toEqual([message])
    }
  })

  it('samples error logging at about 1 in 100', () => {
    expect(sampled(() => 0.005)).toBe(true)
    expect(sampled(() => 0.5)).toBe(false)
  })
})
