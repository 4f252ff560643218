import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { contactForm } from '../../core/forms/fixtures'
import { mergeTagFiller, replaceMergeTags } from '../../core/forms/merge-tags'
import type { Form } from '../../core/forms/types'
import type { Values } from '../../core/forms/values'
import { sanitizeFormHtml, sanitizeMerged, sanitizeRichText, sanitizeRichTextValues } from './sanitize'

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

describe('sanitizeMerged', () => {
  const context = { today: '2026-11-26', ip: '203.0.113.9', embedUrl: 'https://oproep.example/contact?a=1&b=<2>' }
  // Text people type: markup, entities, quotes, braces, line breaks, non-breaking spaces, any script.
  const typed = fc.string({
    unit: fc.constantFrom(
      'a',
      'Z',
      ' ',
      '<',
      '>',
      '&',
      '"',
      "'",
      '{',
      '}',
      '\n',
      '\u00a0',
      'é',
      '€',
      '😀',
      ';',
      '#',
      '/',
      'b',
      'p',
      '=',
    ),
  })
  const templates = [
    '{all_fields}',
    '<p>Thank you, {Name:1.3}. About {Subject:5}:</p><blockquote>{Message:6}</blockquote><p>{all_fields}</p>',
    '<table><tbody><tr><td>{Name:1.3} {Name:1.6}</td><td>{Email:2}</td></tr></tbody></table>{all_fields:empty}',
    'Plain text from {Company:4} on {date_dmy} <b>via</b> {embed_url} and {unknown_tag}',
    '<p><a href="https://oproep.example/{Name:1.3}">{Name:1.3}</a></p>',
    '<a href="{embed_url}">back</a> <img alt="{Name:1.3}" src="/x.png">',
    '<svg><text>{Name:1.3}</text></svg>',
    '<p>unclosed {Message:6}',
  ]
  const merged = (template: string, values: Values) =>
    replaceMergeTags(template, { form: contactForm, values, context, format: 'html' })
  const fill = (values: Values) => mergeTagFiller({ form: contactForm, values, context, format: 'html' })

  it('gives the document the whole sanitiser gives, for any typed values', () => {
    fc.assert(
      fc.property(fc.constantFrom(...templates), typed, typed, typed, typed, (template, first, last, company, message) => {
        const values: Values = { '1.3': first, '1.6': last, '2': 'jan@example.nl', '4': company, '5': 'service', '6': message }
        const fast = sanitizeMerged(template, fill(values))
        const whole = sanitizeFormHtml(merged(template, values))
        // Serialisations may differ (`&#60;` for `&lt;`); the documents may not.
        expect(sanitizeFormHtml(fast)).toBe(whole)
      }),
      { numRuns: 300 },
    )
    // 300 documents through the whole sanitiser: seconds on a busy two-core machine, not a timing.
  }, 60_000)

  it('uses the sanitised template only where every tag stands in text, and never lets a value out of it', () => {
    const values: Values = { '1.3': '<img src=x onerror=alert(1)>', '6': '"><script>alert(1)</script>' }
    const html = sanitizeMerged(templates[1]!, fill(values))
    expect(html).not.toMatch(/<img|<script/)
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
    // A tag in an attribute goes through the whole sanitiser: the address is checked as a whole.
    const link = sanitizeMerged('<a href="{Name:1.3}">x</a>', fill({ '1.3': 'javascript:alert(1)' }))
    expect(link).toBe('<a>x</a>')
  })

  it('takes the whole sanitiser for a rich text answer', () => {
    const form = {
      ...contactForm,
      fields: contactForm.fields.map((f) => (f.id === 6 ? { ...f, useRichTextEditor: true } : f)),
    } as Form
    const values: Values = { '6': '<p>Hi <a href="https://x.example" onclick="x()">there</a></p>' }
    const html = sanitizeMerged('<div>{Message:6}</div>', mergeTagFiller({ form, values, context, format: 'html' }))
    expect(html).toBe('<div><p>Hi <a href="https://x.example">there</a></p></div>')
  })
})
