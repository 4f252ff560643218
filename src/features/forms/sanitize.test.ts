import { describe, expect, it } from 'vitest'

import type { Form } from '../../core/forms/types'
import { sanitizeFormHtml, sanitizeRichText, sanitizeRichTextValues } from './sanitize'

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

describe('sanitizeRichText (a visitor’s rich text)', () => {
  it('keeps the allowed markup and gives links rel="nofollow noopener noreferrer"', () => {
    expect(
      sanitizeRichText(
        '<p>Hi <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i><br>next</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
          '<p><a href="https://example.com/x?a=1&amp;b=2">site</a> <a href="mailto:info@example.com">mail</a></p>',
      ),
    ).toBe(
      '<p>Hi <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i><br>next</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<p><a href="https://example.com/x?a=1&amp;b=2" rel="nofollow noopener noreferrer">site</a> ' +
        '<a href="mailto:info@example.com" rel="nofollow noopener noreferrer">mail</a></p>',
    )
  })

  it('removes scripts, handlers, styles, frames, images and forms, keeping their visible text', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()" style="color:red" class="x" id="y">text</p><script>alert(1)</script>' +
        '<style>p{}</style><iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">' +
        '<form action="/x"><input name="input_1" value="forged"></form><h1>Title</h1><div><span>inner</span></div>',
    )
    expect(out).toBe('<p>text</p>Titleinner')
    expect(out).not.toMatch(/script|style|iframe|img|onerror|onclick|input|form/i)
  })

  it('drops javascript:, data: and relative addresses but keeps the link text', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">a</a></p>')).toBe('<p><a>a</a></p>')
    expect(sanitizeRichText('<p><a href=" jav&#x09;ascript:alert(1)">a</a></p>')).toBe('<p><a>a</a></p>')
    expect(sanitizeRichText('<p><a href="data:text/html,<script>x</script>">a</a></p>')).toBe('<p><a>a</a></p>')
    expect(sanitizeRichText('<p><a href="/admin">a</a></p>')).toBe('<p><a>a</a></p>')
  })

  it('replaces a rel or target the visitor wrote', () => {
    expect(sanitizeRichText('<p><a href="https://x.example" rel="opener" target="_top">x</a></p>')).toBe(
      '<p><a href="https://x.example" rel="nofollow noopener noreferrer">x</a></p>',
    )
  })

  it('turns text typed into the plain textarea into paragraphs, escaped', () => {
    expect(sanitizeRichText('First line\nsecond <script>\n\nNew paragraph & more')).toBe(
      '<p>First line<br>second &lt;script&gt;</p><p>New paragraph &amp; more</p>',
    )
  })

  it('treats empty markup as no answer', () => {
    expect(sanitizeRichText('<p></p>')).toBe('')
    expect(sanitizeRichText('<p><br></p><script>x</script>')).toBe('')
  })
})

describe('sanitizeRichTextValues', () => {
  const form = {
    id: 1,
    title: 'T',
    fields: [
      { id: 1, type: 'textarea', label: 'Rich', useRichTextEditor: true },
      { id: 2, type: 'textarea', label: 'Plain' },
    ],
  } as unknown as Form

  it('sanitises rich text fields only', () => {
    const values = { '1': '<p>x<script>1</script></p>', '2': '<b>kept as text</b>' }
    expect(sanitizeRichTextValues(form, values)).toEqual({ '1': '<p>x</p>', '2': '<b>kept as text</b>' })
    expect(values['1']).toBe('<p>x<script>1</script></p>')
  })

  it('drops a value that is empty once sanitised', () => {
    expect(sanitizeRichTextValues(form, { '1': '<p><img src=x onerror=alert(1)></p>' })).toEqual({})
  })
})
