import DOMPurify from 'isomorphic-dompurify'
import { describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from './fixtures'
import { renderConfirmation, renderForm, type RenderOptions } from './markup'
import { findWrapper, readWrapperConfig, replaceWrapper } from './page-html'

const options: RenderOptions = {
  action: '/contact',
  ajaxUrl: '/next/forms/ajax',
  nonce: 'n',
  displayTitle: false,
  displayDescription: true,
  sanitizeHtml: (html) => DOMPurify.sanitize(html),
  context: { today: '2026-03-14' },
}

const page = (inner: string) =>
  `<!DOCTYPE html><html><body><main><section class="form-embed"><div class="container"><div>${inner}</div></div></section>` +
  `<footer><div>after</div></footer><script>self.__next_f.push([1,"\\u003cdiv id=\\"gform_wrapper_2\\"\\u003e"])</script></main></body></html>`

describe('page HTML', () => {
  it('finds the wrapper of a form among the page, nested divs and all', () => {
    const form = renderForm(quoteForm, { values: { '2': '<div>not a tag</div>' } }, options)
    const html = page(form)
    const found = findWrapper(html, 2)
    expect(found && html.slice(found.start, found.end)).toBe(form)
    expect(findWrapper(html, 1)).toBeNull()
  })

  it('swaps the wrapper for the confirmation and leaves the rest as it was', () => {
    const form = renderForm(contactForm, { values: {} }, options)
    const confirmation = renderConfirmation(contactForm, '<p>Thanks</p>')
    const replaced = replaceWrapper(page(form), 1, confirmation)
    expect(replaced).toBe(page(confirmation))
    expect(replaceWrapper(page(form), 3, confirmation)).toBeNull()
  })

  it('reads the config the form was rendered with', () => {
    const html = page(renderForm(contactForm, { values: {} }, options))
    expect(readWrapperConfig(html, 1)).toMatchObject({ formId: 1, displayTitle: false, displayDescription: true })
    expect(readWrapperConfig(html, 2)).toBeNull()
  })

  it('does not run past an unclosed wrapper', () => {
    expect(findWrapper('<div id="gform_wrapper_1"><div></div>', 1)).toBeNull()
  })
})
