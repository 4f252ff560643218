import { describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from './fixtures'
import {
  JSON_END,
  JSON_START,
  PREVIOUS_BUTTON_NAME,
  ajaxPayloadFields,
  ajaxResponseText,
  formNotFound,
  formStateInputs,
  honeypotFieldId,
  parseAjaxResponse,
  readAjaxResult,
  readSubmissionMeta,
  submissionType,
  validConfigPath,
  type AjaxResponse,
} from './protocol'
import type { Pair } from './values'

const UNKNOWN = 'There was an unknown error processing your request. Please try again.'

describe('config endpoints', () => {
  it('accept config paths of lowercase letters, digits, underscore, hyphen and slash', () => {
    for (const ok of ['gform_theme_config/common/form/product_meta', 'a', 'a-b/c_9']) expect(validConfigPath(ok), ok).toBe(true)
    for (const bad of ['', 'A', 'a b', 'a.b', '../x', 'a\\b', 'é', 'a?b', 'a/b\n'])
      expect(validConfigPath(bad), JSON.stringify(bad)).toBe(false)
  })
  it('say a form was not found word for word', () => {
    expect(formNotFound(12)).toBe('Form 12 not found.')
    expect(formNotFound('x')).toBe('Form x not found.')
  })
})

describe('hidden inputs', () => {
  it('carry the state GF forms carry', () => {
    expect(formStateInputs(quoteForm, { sourcePage: 2, targetPage: 3, method: 'ajax' })).toEqual([
      ['gform_submission_method', 'ajax'],
      ['is_submit_2', '1'],
      ['gform_submit', '2'],
      ['gform_unique_id', ''],
      ['gform_target_page_number_2', '3'],
      ['gform_source_page_number_2', '2'],
      ['gform_field_values', ''],
    ])
    const withSave = { ...contactForm, settings: { ...contactForm.settings, save: { enabled: true, buttonText: 'Save' } } }
    expect(formStateInputs(withSave, { sourcePage: 1, targetPage: 0 })).toContainEqual(['gform_save', ''])
    expect(formStateInputs(withSave, { sourcePage: 1, targetPage: 0 })[0]).toEqual(['gform_submission_method', 'postback'])
  })
  it('add the ajax fields', () => {
    expect(
      ajaxPayloadFields({
        formId: 2,
        nonce: 'n0',
        currentPageUrl: 'https://x.example/quote',
        ajaxReferer: 'https://x.example/',
        displayTitle: true,
        displayDescription: false,
      }),
    ).toEqual([
      ['gform_ajax_nonce', 'n0'],
      ['action', 'gform_submit_form'],
      ['form_id', '2'],
      ['current_page_url', 'https://x.example/quote'],
      ['ajax_referer', 'https://x.example/'],
      ['display_title', '1'],
      ['display_description', '0'],
    ])
  })
  it('number the honeypot above the highest field', () => {
    expect(honeypotFieldId(quoteForm)).toBe(70)
    expect(honeypotFieldId(contactForm)).toBe(9)
  })
})

describe('readSubmissionMeta', () => {
  const post: Pair[] = [
    ['input_1.3', 'Jan'],
    ['is_submit_2', '1'],
    ['gform_submit', '2'],
    ['gform_unique_id', 'abc123'],
    ['gform_source_page_number_2', '2'],
    ['gform_target_page_number_2', '3'],
    ['gform_submission_method', 'ajax'],
    ['gform_ajax_nonce', 'n0'],
    ['action', 'gform_submit_form'],
    ['form_id', '2'],
    ['current_page_url', 'https://x.example/quote'],
    ['ajax_referer', 'https://x.example/'],
    ['display_title', '1'],
    ['display_description', '0'],
    ['version_hash', 'f00'],
    ['g-recaptcha-response', 'token'],
    ['input_18', ''],
  ]
  it('reads the protocol fields', () => {
    expect(readSubmissionMeta(quoteForm, post)).toEqual({
      formId: 2,
      isSubmit: true,
      sourcePage: 2,
      targetPage: 3,
      method: 'ajax',
      save: false,
      sendLink: false,
      resumeEmail: '',
      resumeToken: '',
      uniqueId: 'abc123',
      fieldValues: '',
      ajax: {
        action: 'gform_submit_form',
        nonce: 'n0',
        currentPageUrl: 'https://x.example/quote',
        ajaxReferer: 'https://x.example/',
        displayTitle: true,
        displayDescription: false,
      },
      honeypot: '',
      versionHash: 'f00',
      captchaToken: 'token',
    })
  })
  it('is careful with what it cannot trust', () => {
    const meta = readSubmissionMeta(quoteForm, [
      ['gform_submit', '2; drop'],
      ['is_submit_1', '1'],
      ['gform_source_page_number_2', '-1'],
      ['gform_target_page_number_2', '1e3'],
      ['gform_unique_id', '../../etc'],
      ['gform_submission_method', 'telnet'],
      ['input_70', 'I am a bot'],
    ])
    expect(meta).toMatchObject({
      formId: null,
      isSubmit: false,
      sourcePage: 1,
      targetPage: 0,
      uniqueId: '',
      method: 'postback',
      ajax: null,
      honeypot: 'I am a bot',
      versionHash: null,
    })
  })
  it('reads a previous button posted without JavaScript as target page = source page − 1', () => {
    const back = readSubmissionMeta(quoteForm, [
      ['gform_source_page_number_2', '3'],
      ['gform_target_page_number_2', '0'],
      [PREVIOUS_BUTTON_NAME, 'Previous'],
    ])
    expect(back).toMatchObject({ sourcePage: 3, targetPage: 2 })
    expect(submissionType(back, quoteForm)).toBe('previous')
    // Next and submit buttons have no name: the hidden target page decides.
    const forward = readSubmissionMeta(quoteForm, [
      ['gform_source_page_number_2', '2'],
      ['gform_target_page_number_2', '3'],
    ])
    expect(submissionType(forward, quoteForm)).toBe('next')
  })
  it('sees the save and resume link flags', () => {
    expect(readSubmissionMeta(contactForm, [['gform_save', '1']]).save).toBe(true)
    const link = readSubmissionMeta(contactForm, [
      ['gform_send_resume_link', '1'],
      ['gform_resume_email', ' jan@oproep.example '],
      ['gform_resume_token', 't0k'],
    ])
    expect(link).toMatchObject({ sendLink: true, resumeEmail: 'jan@oproep.example', resumeToken: 't0k' })
  })
})

describe('submissionType', () => {
  const type = (sourcePage: number, targetPage: number, extra: { save?: boolean; sendLink?: boolean } = {}) =>
    submissionType({ sourcePage, targetPage, save: false, sendLink: false, ...extra }, quoteForm)
  it('tells the buttons apart', () => {
    expect(type(1, 2)).toBe('next')
    expect(type(2, 1)).toBe('previous')
    expect(type(3, 0)).toBe('submit')
    expect(type(2, 9)).toBe('submit')
    expect(type(2, 2)).toBe('next')
    expect(type(2, 3, { save: true })).toBe('save-continue')
    expect(type(2, 3, { sendLink: true, save: true })).toBe('send-link')
  })
})

describe('ajax answers', () => {
  const page: AjaxResponse = {
    success: true,
    data: { page_markup: '<div class="gform_page">x</div>', page_number: 2, source_page_number: 1 },
  }
  it('wrap JSON between the markers and read back', () => {
    const text = ajaxResponseText(page)
    expect(text.startsWith(JSON_START)).toBe(true)
    expect(text.endsWith(JSON_END)).toBe(true)
    expect(parseAjaxResponse(text, UNKNOWN)).toEqual(page)
  })
  it('cannot be cut short by markup holding the end marker', () => {
    const tricky: AjaxResponse = {
      success: true,
      data: { confirmation_type: 'message', confirmation_markup: `<p>${JSON_END}</p><script>x</script> \u2028` },
    }
    const text = ajaxResponseText(tricky)
    expect(text.indexOf(JSON_END)).toBe(text.length - JSON_END.length)
    expect(text).not.toMatch(/<p>|<script>/)
    expect(parseAjaxResponse(text, UNKNOWN)).toEqual(tricky)
  })
  it('are found whatever surrounds them', () => {
    const text = `<br /><b>Notice</b>: stray output\n${ajaxResponseText(page)}\n<!-- cache: hit -->`
    expect(parseAjaxResponse(text, UNKNOWN)).toEqual(page)
  })
  it('fail with the unknown-error text when they cannot be read', () => {
    const failure = { success: false, data: UNKNOWN }
    for (const bad of [
      null,
      undefined,
      '',
      '{"success":true}',
      `${JSON_START}{"success":tru${JSON_END}`,
      `${JSON_START}{"success":true,"data":{}}`,
      `${JSON_END}{}${JSON_START}`,
      `${JSON_START}[1]${JSON_END}`,
      `${JSON_START}{"success":"yes"}${JSON_END}`,
      `${JSON_START}{"success":true,"data":"x"}${JSON_END}`,
    ])
      expect(parseAjaxResponse(bad, UNKNOWN), String(bad)).toEqual(failure)
    expect(readAjaxResult(null, UNKNOWN)).toEqual(failure)
    expect(readAjaxResult({ ok: false, text: ajaxResponseText(page) }, UNKNOWN)).toEqual(failure)
    expect(readAjaxResult({ ok: true, text: ajaxResponseText(page) }, UNKNOWN)).toEqual(page)
  })
  it('keep the server message of a failure', () => {
    expect(parseAjaxResponse(ajaxResponseText({ success: false, data: 'Too many submissions.' }), UNKNOWN)).toEqual({
      success: false,
      data: 'Too many submissions.',
    })
    expect(parseAjaxResponse(`${JSON_START}{"success":false}${JSON_END}`, UNKNOWN)).toEqual({ success: false, data: UNKNOWN })
  })
  it('keep only the known data fields with the right types', () => {
    const text = `${JSON_START}{"success":true,"data":{"confirmation_type":"popup","page_number":"2","source_page_number":1,"form_markup":"<form>","__proto__":{"x":1},"extra":1}}${JSON_END}`
    expect(parseAjaxResponse(text, UNKNOWN)).toEqual({ success: true, data: { source_page_number: 1, form_markup: '<form>' } })
  })
})
