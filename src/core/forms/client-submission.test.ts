import { describe, expect, it } from 'vitest'

import {
  CONSOLE,
  addsVersionHash,
  SAVED_ANNOUNCEMENT,
  buttonSubmissionType,
  createSubmissionLock,
  errorCountText,
  pageChangeText,
  pageNumbersFor,
  planAjaxResult,
  resolveMethod,
  safeRedirectUrl,
  type PlanContext,
} from './client-submission'

describe('buttons', () => {
  it('tell the submission type from GF ids and classes', () => {
    const b = (id: string, classes: string[], name?: string) => buttonSubmissionType({ id, classes, name }, 2)
    expect(b('gform_submit_button_2', ['gform_button', 'button'])).toBe('submit')
    expect(b('', ['gform_button'])).toBe('submit')
    expect(b('gform_next_button_2_6', ['gform_next_button', 'button'])).toBe('next')
    expect(b('gform_previous_button_2_6', ['gform_previous_button', 'button'])).toBe('previous')
    expect(b('gform_save_2_footer', ['gform_save_link', 'button'])).toBe('save-continue')
    expect(b('', ['gform_send_resume_link_button'])).toBe('send-link')
    expect(b('', [], 'gform_send_resume_link')).toBe('send-link')
    expect(b('gform_submit_button_1', [])).toBeNull()
    expect(b('datepicker', ['gform-datepicker__trigger'])).toBeNull()
  })
})

describe('page numbers', () => {
  const opts = { nextShownPage: 3, currentTarget: 2 }
  it('ask next for the next shown page and previous for the page before', () => {
    expect(pageNumbersFor('next', 1, opts)).toEqual({ sourcePage: 1, targetPage: 3 })
    expect(pageNumbersFor('next', 2, { nextShownPage: 0, currentTarget: 0 })).toEqual({ sourcePage: 2, targetPage: 0 })
    expect(pageNumbersFor('previous', 3, opts)).toEqual({ sourcePage: 3, targetPage: 2 })
    expect(pageNumbersFor('previous', 1, opts)).toEqual({ sourcePage: 1, targetPage: 1 })
  })
  it('submit with target 0; save and send-link keep the target', () => {
    expect(pageNumbersFor('submit', 3, opts)).toEqual({ sourcePage: 3, targetPage: 0 })
    expect(pageNumbersFor('save-continue', 2, opts)).toEqual({ sourcePage: 2, targetPage: 2 })
    expect(pageNumbersFor('send-link', 2, opts)).toEqual({ sourcePage: 2, targetPage: 2 })
  })
})

describe('honeypot version hash', () => {
  it('goes with submit and next, not from automated browsers', () => {
    expect(addsVersionHash('submit', false)).toBe(true)
    expect(addsVersionHash('next', false)).toBe(true)
    expect(addsVersionHash('previous', false)).toBe(false)
    expect(addsVersionHash('save-continue', false)).toBe(false)
    expect(addsVersionHash('submit', true)).toBe(false)
  })
})

describe('submission lock', () => {
  it('lets one submission through at a time', () => {
    const lock = createSubmissionLock()
    expect(lock.acquire()).toBe(true)
    expect(lock.active).toBe(true)
    expect(lock.acquire()).toBe(false)
    lock.release()
    expect(lock.active).toBe(false)
    expect(lock.acquire()).toBe(true)
  })
})

describe('submission method', () => {
  it('allows ajax and postback, refuses iframe and ignores nonsense', () => {
    expect(resolveMethod('ajax', 'postback')).toEqual({ method: 'postback', refusedIframe: false })
    expect(resolveMethod('ajax', 'ajax')).toEqual({ method: 'ajax', refusedIframe: false })
    expect(resolveMethod('ajax', 'iframe')).toEqual({ method: 'ajax', refusedIframe: true })
    expect(resolveMethod('ajax', 'carrier-pigeon')).toEqual({ method: 'ajax', refusedIframe: false })
    expect(resolveMethod('ajax', undefined)).toEqual({ method: 'ajax', refusedIframe: false })
  })
})

describe('redirects', () => {
  it('follow web addresses only', () => {
    expect(safeRedirectUrl('/thanks', 'http://site.example/contact')).toBe('http://site.example/thanks')
    expect(safeRedirectUrl('https://other.example/x?a=1', 'http://site.example/')).toBe('https://other.example/x?a=1')
    expect(safeRedirectUrl('javascript:alert(1)', 'http://site.example/')).toBeNull()
    expect(safeRedirectUrl('data:text/html,hi', 'http://site.example/')).toBeNull()
    expect(safeRedirectUrl('http://[', 'http://site.example/')).toBeNull()
  })
})

describe('ajax results', () => {
  const UNKNOWN = 'Unknown error.'
  const ctx: PlanContext = {
    base: 'http://site.example/request-a-quote',
    unknownErrorText: UNKNOWN,
    allowConfirmation: true,
    nextShownPage: (page) => (page < 3 ? page + 1 : 0),
  }

  it('show a failure with its message, or the unknown error', () => {
    expect(planAjaxResult({ success: false, data: 'Nope.' }, ctx)).toEqual({ kind: 'error', message: 'Nope.' })
    expect(planAjaxResult({ success: false, data: '' }, ctx)).toEqual({ kind: 'error', message: UNKNOWN })
    expect(planAjaxResult({ success: true, data: {} }, ctx)).toEqual({ kind: 'error', message: UNKNOWN })
  })

  it('replace a page, which becomes the source page, with the next shown page as target', () => {
    expect(
      planAjaxResult({ success: true, data: { page_markup: '<p>2</p>', page_number: 2, source_page_number: 1 } }, ctx),
    ).toEqual({
      kind: 'page',
      markup: '<p>2</p>',
      pageNumber: 2,
      sourcePage: 2,
      targetPage: 3,
    })
    expect(planAjaxResult({ success: true, data: { page_markup: '<p>3</p>', page_number: 3 } }, ctx)).toMatchObject({
      sourcePage: 3,
      targetPage: 0,
    })
  })

  it('replace the whole form when the answer carries it', () => {
    expect(planAjaxResult({ success: true, data: { form_markup: '<form></form>', page_number: 1 } }, ctx)).toEqual({
      kind: 'form',
      markup: '<form></form>',
    })
  })

  it('show a confirmation, or follow a safe redirect', () => {
    expect(
      planAjaxResult({ success: true, data: { confirmation_type: 'message', confirmation_markup: '<p>Thanks</p>' } }, ctx),
    ).toEqual({ kind: 'confirmation', markup: '<p>Thanks</p>' })
    expect(
      planAjaxResult({ success: true, data: { confirmation_type: 'redirect', confirmation_redirect: '/thanks' } }, ctx),
    ).toEqual({
      kind: 'redirect',
      url: 'http://site.example/thanks',
    })
    expect(
      planAjaxResult(
        { success: true, data: { confirmation_type: 'redirect', confirmation_redirect: 'javascript:alert(1)' } },
        ctx,
      ),
    ).toEqual({ kind: 'error', message: UNKNOWN })
  })

  it('only complete the form when the page asked not to display confirmations', () => {
    const quiet = { ...ctx, allowConfirmation: false }
    expect(
      planAjaxResult({ success: true, data: { confirmation_type: 'redirect', confirmation_redirect: '/x' } }, quiet),
    ).toEqual({
      kind: 'complete',
    })
    expect(planAjaxResult({ success: true, data: { confirmation_markup: '<p>x</p>' } }, quiet)).toEqual({ kind: 'complete' })
  })
})

describe('texts', () => {
  it('count errors and name pages', () => {
    expect(errorCountText(1)).toBe('There was 1 error found in the information submitted')
    expect(errorCountText(3)).toBe('There were 3 errors found in the information submitted')
    expect(pageChangeText(2, 3, 'Your needs')).toBe('Step 2 of 3, Your needs')
    expect(pageChangeText(1, 2, '')).toBe('Step 1 of 2')
  })
  it('keep the saved announcement word for word, two spaces included', () => {
    expect(SAVED_ANNOUNCEMENT).toBe('The form has been saved.  The content contains the link to return and complete the form.')
  })
  it('name the console messages of the error catalogue', () => {
    expect(CONSOLE.notInForm).toMatch(/not inside a form/)
    expect(CONSOLE.noActiveButton).toMatch(/no active button found/)
    expect(CONSOLE.inProgress(1)).toMatch(/already in progress/)
    expect(CONSOLE.unsupportedFlow(1)).toMatch(/unsupported submit flow/)
    expect(CONSOLE.iframeIgnored(1)).toMatch(/iframe/)
  })
})
