import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  baselineHeaders,
  carriesGoogleTag,
  contentSecurityPolicy,
  GTAG_MARKER_NAME,
  inlineScriptHashes,
  NonceStamper,
} from './csp'

const stampAll = (chunks: string[], nonce = 'abc123') => {
  const s = new NonceStamper(nonce)
  return chunks.map((c) => s.push(c)).join('') + s.flush()
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only from our origin and with the nonce', () => {
    const csp = contentSecurityPolicy({ nonce: 'N0nce', secure: false })
    expect(csp).toContain("script-src 'self' 'nonce-N0nce'")
    expect(csp).not.toContain("unsafe-inline' ;")
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('upgrade-insecure-requests')
  })
  it('lets the lazy video show YouTube posters and play in a privacy-enhanced frame, and nothing more', () => {
    const csp = contentSecurityPolicy({ nonce: 'x', secure: false })
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `))
    expect(directive('img-src')).toBe(
      "img-src 'self' data: blob: https://i.ytimg.com https://*.google-analytics.com https://www.googletagmanager.com",
    )
    expect(directive('frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com")
    expect(directive('script-src')).toBe("script-src 'self' 'nonce-x'")
    expect(directive('default-src')).toBe("default-src 'self'")
    expect(csp).not.toMatch(/youtube\.com(?!-nocookie)/)
  })
  it('lets Google Analytics send its hits after consent, with its script allowed by the nonce alone', () => {
    const csp = contentSecurityPolicy({ nonce: 'x', secure: false })
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `))
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    )
    expect(directive('script-src')).not.toContain('google')
    // Wildcards only for Google Analytics' regional hosts.
    expect(csp.replace(/https:\/\/\*\.(google-analytics\.com|analytics\.google\.com)/g, '')).not.toContain('*')
  })
  it('upgrades insecure requests on https sites', () => {
    expect(contentSecurityPolicy({ nonce: 'x', secure: true })).toContain('upgrade-insecure-requests')
  })
})

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const scriptSrcOf = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '))

describe('contentSecurityPolicy for a stored page (hashes, no nonce)', () => {
  it("allows our origin and the page's inline scripts by hash, nothing inline else", () => {
    const csp = contentSecurityPolicy({ hashes: [sha('a()'), sha('b()')], secure: false })
    expect(scriptSrcOf(csp)).toBe(`script-src 'self' ${sha('a()')} ${sha('b()')}`)
    expect(csp).not.toContain('nonce-')
    expect(scriptSrcOf(csp)).not.toContain('unsafe-inline')
    expect(csp).toContain("object-src 'none'")
  })
  it("allows gtag.js's host only on a page rendered with a measurement id", () => {
    const csp = contentSecurityPolicy({ hashes: [sha('a()')], googleTag: true, secure: false })
    expect(scriptSrcOf(csp)).toBe(`script-src 'self' ${sha('a()')} https://www.googletagmanager.com`)
    expect(scriptSrcOf(contentSecurityPolicy({ hashes: [], googleTag: false, secure: false }))).toBe("script-src 'self'")
  })
  it("adds a captcha's script hosts after the hashes", () => {
    const csp = contentSecurityPolicy({
      hashes: [sha('a()')],
      googleTag: true,
      secure: true,
      extra: { script: ['https://challenges.cloudflare.com'] },
    })
    expect(scriptSrcOf(csp)).toBe(
      `script-src 'self' ${sha('a()')} https://www.googletagmanager.com https://challenges.cloudflare.com`,
    )
    expect(csp).toContain('upgrade-insecure-requests')
  })
})

describe('carriesGoogleTag', () => {
  it('finds the tag Analytics renders, and not the same words typed as text', () => {
    expect(carriesGoogleTag(`<head><meta name="${GTAG_MARKER_NAME}" content=""/></head>`)).toBe(true)
    expect(carriesGoogleTag('<head><meta name="description" content="x"/></head>')).toBe(false)
    // An editor's text as React writes it: `<` escaped, in markup and in Next's inline data.
    expect(carriesGoogleTag(`<p>&lt;meta name=&quot;${GTAG_MARKER_NAME}&quot;</p>`)).toBe(false)
    expect(carriesGoogleTag(`<script>self.__next_f.push([1,"\\u003cmeta name=\\"${GTAG_MARKER_NAME}\\""])</script>`)).toBe(false)
  })
})

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script exactly as written, once, in order', () => {
    const html =
      '<!DOCTYPE html><html><head><script>a()</script><script src="/_next/static/x.js" async=""></script></head>' +
      '<body><script>self.__next_f.push([1,"\u003cscript>x"])</script><SCRIPT type="text/javascript">a()</SCRIPT>' +
      '<script id="s">c("</scripts>")</script ></body></html>'
    expect(inlineScriptHashes(html)).toEqual([
      sha('a()'),
      sha('self.__next_f.push([1,"\u003cscript>x"])'),
      sha('c("</scripts>")'),
    ])
  })
  it('skips scripts with a src, whatever the quoting, but not data-src or a value mentioning src', () => {
    expect(inlineScriptHashes("<script src='/a.js'></script><script src=/b.js></script>")).toEqual([])
    expect(inlineScriptHashes('<script data-src="/a.js">d()</script>')).toEqual([sha('d()')])
    expect(inlineScriptHashes('<script data-x="src=/a.js > y">e()</script>')).toEqual([sha('e()')])
  })
  it('hashes empty scripts and normalizes newlines as the HTML parser does', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha('')])
    expect(inlineScriptHashes('<script>a()\r\nb()\rc()</script>')).toEqual([sha('a()\nb()\nc()')])
  })
  it('ignores tags that only start like a script', () => {
    expect(inlineScriptHashes('<scripts>x</scripts><p>no scripts</p>')).toEqual([])
  })
  it('hashes multi-byte text as UTF-8', () => {
    expect(inlineScriptHashes('<script>t("één €")</script>')).toEqual([sha('t("één €")')])
  })
})

describe('baselineHeaders', () => {
  it('sends HSTS only for https sites', () => {
    expect(baselineHeaders(false)['Strict-Transport-Security']).toBeUndefined()
    expect(baselineHeaders(true)['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(baselineHeaders(false)['X-Content-Type-Options']).toBe('nosniff')
  })
})

describe('NonceStamper', () => {
  it('stamps inline and external scripts', () => {
    expect(stampAll(['<p>a</p><script>x()</script><script src="/a.js" async></script>'])).toBe(
      '<p>a</p><script nonce="abc123">x()</script><script nonce="abc123" src="/a.js" async></script>',
    )
  })
  it('finds tags split across chunks at every position', () => {
    const html = '<html><head><script>self.__next_f=[]</script></head><body><SCRIPT\nsrc="/b.js"></SCRIPT></body></html>'
    const expected = stampAll([html])
    expect(expected.match(/nonce="abc123"/g)).toHaveLength(2)
    for (let i = 0; i <= html.length; i++) {
      expect(stampAll([html.slice(0, i), html.slice(i)])).toBe(expected)
    }
    expect(stampAll(html.split(''))).toBe(expected)
  })
  it('leaves look-alikes alone', () => {
    const html = '<scripts></scripts><p>&lt;script&gt;</p><div data-x="\\u003cscript"></div>'
    expect(stampAll([html])).toBe(html)
  })
  it('refuses a nonce that could break out of the attribute', () => {
    expect(() => new NonceStamper('a"b')).toThrow()
  })
})
