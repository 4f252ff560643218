import { describe, expect, it } from 'vitest'

import { sanitizeFormHtml } from './sanitize'

describe('sanitizeFormHtml', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeFormHtml('<p>Thank you, <strong>Jan</strong>. <a href="/products">See products</a></p>')).toBe(
      '<p>Thank you, <strong>Jan</strong>. <a href="/products">See products</a></p>',
    )
  })

  it('drops scripts, handlers, frames, styles and form controls', () => {
    const out = sanitizeFormHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><iframe src="https://x"></iframe><style>*{}</style>' +
        '<input name="input_1" value="x"><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)><!-- <div> -->',
    )
    expect(out).toBe('<p>a</p><a>b</a><img src="x">')
  })

  it('keeps ids clear of the form’s own', () => {
    expect(sanitizeFormHtml('<div id="gform_wrapper_1">x</div>')).toBe('<div id="user-content-gform_wrapper_1">x</div>')
  })
})
