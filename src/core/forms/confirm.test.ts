import { describe, expect, it } from 'vitest'

import { DEFAULT_CONFIRMATION, confirmationResult, entrySummary, isSafeRedirect } from './confirm'
import { contactForm, quoteForm } from './fixtures'
import type { Confirmation } from './types'

const sanitizeHtml = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')
const context = { today: '2026-03-14' }
const values = { '1.3': 'Jan <b>', '1.6': 'de Vries', '2': 'jan@oproep.example', '5': 'service', '6': 'Pager broken' }

describe('confirmationResult', () => {
  it('fills in the message with escaped values and sanitises it', () => {
    const result = confirmationResult(contactForm, contactForm.confirmations[0], values, { context, sanitizeHtml })
    expect(result).toEqual({
      type: 'message',
      html:
        '<p>Thank you, Jan &#60;b&#62;. Your message is with our team in Utrecht, and one of our engineers will answer within one working day, usually sooner.</p>' +
        '<p>Is a nurse call system down? Please call the 24/7 fault line on the number in your service contract: it is always answered.</p>',
    })
    const scripted: Confirmation = {
      id: 'x',
      name: 'x',
      isDefault: true,
      type: 'message',
      message: 'Hi<script>alert(1)</script>',
    }
    expect(confirmationResult(contactForm, scripted, values, { context, sanitizeHtml })).toEqual({ type: 'message', html: 'Hi' })
  })

  it('redirects to a page or an address with URL-encoded merge tags', () => {
    const page: Confirmation = {
      id: 'p',
      name: 'p',
      isDefault: true,
      type: 'page',
      pageId: 3,
      pagePath: '/thanks',
      queryString: 'name={Name:1.3}',
    }
    expect(confirmationResult(contactForm, page, values, { context, sanitizeHtml })).toEqual({
      type: 'redirect',
      url: '/thanks?name=Jan%20%3Cb%3E',
    })
    const away: Confirmation = {
      id: 'r',
      name: 'r',
      isDefault: true,
      type: 'redirect',
      url: 'https://shop.example/t?a=1#top',
      queryString: '&s={Subject:5:value}',
    }
    expect(confirmationResult(contactForm, away, values, { context, sanitizeHtml })).toEqual({
      type: 'redirect',
      url: 'https://shop.example/t?a=1&s=service#top',
    })
  })

  it('falls back to the default message instead of an unsafe or missing destination', () => {
    for (const url of ['javascript:alert(1)', '//evil.example', '', 'https://']) {
      const c: Confirmation = { id: 'r', name: 'r', isDefault: true, type: 'redirect', url }
      expect(confirmationResult(contactForm, c, values, { context, sanitizeHtml })).toEqual({
        type: 'message',
        html: DEFAULT_CONFIRMATION,
      })
    }
    const noPath: Confirmation = { id: 'p', name: 'p', isDefault: true, type: 'page', pageId: 9 }
    expect(confirmationResult(contactForm, noPath, values, { context, sanitizeHtml }).type).toBe('message')
    expect(confirmationResult(contactForm, undefined, values, { context, sanitizeHtml })).toEqual({
      type: 'message',
      html: DEFAULT_CONFIRMATION,
    })
  })
})

describe('isSafeRedirect', () => {
  it('allows the site’s own paths and web addresses only', () => {
    expect(isSafeRedirect('/thanks')).toBe(true)
    expect(isSafeRedirect('https://x.example/a')).toBe(true)
    for (const bad of ['//x.example', '/\\x.example', 'javascript:x', 'data:text/html,x', 'https://x.example/a b'])
      expect(isSafeRedirect(bad), bad).toBe(false)
  })
})

describe('entrySummary', () => {
  it('lists the first answers on one short line', () => {
    expect(entrySummary(contactForm, values)).toBe('Jan <b> de Vries · jan@oproep.example · Service and repairs')
    expect(entrySummary(quoteForm, { '2': 'x'.repeat(300) }).length).toBe(160)
    expect(entrySummary(contactForm, {})).toBe('')
  })
})
