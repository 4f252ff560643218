import { describe, expect, it } from 'vitest'

import { emailLayout } from '../../core/notifications/layout'
import { sanitizeEmailHtml } from './sanitize'

describe('sanitizeEmailHtml', () => {
  it('keeps the layout, its styles and inline styles', () => {
    const html = sanitizeEmailHtml(emailLayout('<p>Hello</p>', { siteName: 'Acme', logoUrl: 'https://acme.test/logo.png' }))
    expect(html.startsWith('<!DOCTYPE html><html')).toBe(true)
    expect(html).toContain('<style>')
    expect(html).toContain('max-width:600px')
    expect(html).toContain('<img src="https://acme.test/logo.png"')
    expect(html).toContain('<p>Hello</p>')
  })

  it('drops script, handlers, forms, frames, base and meta refresh, whatever the row holds', () => {
    const html = sanitizeEmailHtml(
      '<html><head><meta http-equiv="refresh" content="0;url=https://evil.test"><base href="https://evil.test/"></head><body>' +
        '<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">a</a>' +
        '<form action="https://evil.test"><input name="p"></form><iframe src="https://evil.test"></iframe><svg onload="alert(1)"></svg></body></html>',
    )
    for (const bad of ['<script', 'onerror', 'javascript:', '<form', '<input', '<iframe', '<base', 'http-equiv', 'onload'])
      expect(html).not.toContain(bad)
  })
})
