import { describe, expect, it } from 'vitest'

import {
  RICH_TEXT_CONSOLE,
  isAllowedRichTextLink,
  isRichText,
  looksLikeRichText,
  normalizeRichTextLink,
  plainTextToRichText,
  richTextLength,
  richTextToPlain,
  toolbarTarget,
} from './rich-text'
import { validateField } from './validate'
import type { Form } from './types'

describe('links', () => {
  it('allows http, https and mailto only', () => {
    expect(isAllowedRichTextLink('https://example.com/a?b=1')).toBe(true)
    expect(isAllowedRichTextLink('http://example.com')).toBe(true)
    expect(isAllowedRichTextLink('mailto:info@example.com')).toBe(true)
    expect(isAllowedRichTextLink('javascript:alert(1)')).toBe(false)
    expect(isAllowedRichTextLink('java\tscript:alert(1)')).toBe(false)
    expect(isAllowedRichTextLink('data:text/html,x')).toBe(false)
    expect(isAllowedRichTextLink('/relative')).toBe(false)
    expect(isAllowedRichTextLink('https://')).toBe(false)
    expect(isAllowedRichTextLink('mailto:')).toBe(false)
    expect(isAllowedRichTextLink('ftp://example.com')).toBe(false)
  })

  it('reads a typed address as a link address', () => {
    expect(normalizeRichTextLink(' example.com ')).toBe('https://example.com')
    expect(normalizeRichTextLink('info@example.com')).toBe('mailto:info@example.com')
    expect(normalizeRichTextLink('https://x.example')).toBe('https://x.example')
    expect(normalizeRichTextLink('javascript:alert(1)')).toBe('javascript:alert(1)')
    expect(normalizeRichTextLink('')).toBe('')
  })
})

describe('rich text as plain text', () => {
  it('puts paragraphs, breaks and list items on lines, links with their address', () => {
    expect(
      richTextToPlain(
        '<p>Hello <strong>there</strong> &amp; you</p><p>a<br>b</p><ul><li>one</li><li>two</li></ul>' +
          '<ol><li>first</li><li>second</li></ol><p><a href="https://x.example" rel="nofollow">site</a> ' +
          '<a href="mailto:i@x.example">i@x.example</a></p>',
      ),
    ).toBe('Hello there & you\na\nb\n• one\n• two\n1. first\n2. second\nsite (https://x.example) i@x.example')
  })

  it('counts text, not tags', () => {
    expect(richTextLength('<p><strong>abc</strong></p><p>de</p>')).toBe(5)
    expect(richTextLength('<p>&lt;&#233;&#x1F600;</p>')).toBe(3)
    expect(richTextLength('<p></p>')).toBe(0)
  })

  it('tells editor markup from typed text and turns typed text into paragraphs', () => {
    expect(looksLikeRichText('<p>x</p>')).toBe(true)
    expect(looksLikeRichText('a < b and c > d')).toBe(false)
    expect(looksLikeRichText('Ask for <b>Piet</b>')).toBe(false)
    expect(looksLikeRichText(' <ul><li>x</li></ul>')).toBe(true)
    expect(plainTextToRichText('a <b>\nline\n\n\npara')).toBe('<p>a &#60;b&#62;<br>line</p><p>para</p>')
  })
})

describe('validation of a rich text field', () => {
  const form = {
    id: 3,
    title: 'T',
    fields: [{ id: 1, type: 'textarea', label: 'Notes', isRequired: true, maxLength: 5, useRichTextEditor: true }],
  } as unknown as Form
  const field = form.fields[0]!

  it('is rich text', () => {
    expect(isRichText(field)).toBe(true)
    expect(isRichText({ ...field, useRichTextEditor: false } as typeof field)).toBe(false)
  })

  it('needs text, and counts the maximum in characters of text', () => {
    expect(validateField(field, { '1': '<p></p>' })?.message).toMatch(/required/i)
    expect(validateField(field, { '1': '<p><strong>abcde</strong></p>' })).toBeNull()
    expect(validateField(field, { '1': '<p>abcdef</p>' })).not.toBeNull()
  })
})

describe('the editor toolbar and console', () => {
  it('moves through the buttons with arrows, Home and End, wrapping', () => {
    expect(toolbarTarget('ArrowRight', 0, 6)).toBe(1)
    expect(toolbarTarget('ArrowRight', 5, 6)).toBe(0)
    expect(toolbarTarget('ArrowLeft', 0, 6)).toBe(5)
    expect(toolbarTarget('Home', 3, 6)).toBe(0)
    expect(toolbarTarget('End', 0, 6)).toBe(5)
    expect(toolbarTarget('a', 0, 6)).toBeNull()
  })

  it('words the re-init errors', () => {
    expect(RICH_TEXT_CONSOLE.missingIds).toMatch(/form id and a field id are required/)
    expect(RICH_TEXT_CONSOLE.libraryMissing(3, 16)).toMatch(/library is missing.*form 3, field 16/)
    expect(RICH_TEXT_CONSOLE.noInstance(3, 16)).toMatch(/no rich text editor instance found for form 3, field 16/)
  })
})
