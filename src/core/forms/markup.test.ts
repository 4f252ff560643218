// @vitest-environment jsdom
import DOMPurify from 'isomorphic-dompurify'
import { describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from './fixtures'
import { inputTargets } from './inputs'
import { computeVisibility } from './logic'
import {
  SUBMISSION_ERROR,
  focusTargetId,
  publicForm,
  renderConfirmation,
  renderForm,
  renderPage,
  renderUnavailable,
  scriptJson,
  type RenderOptions,
} from './markup'
import { PREVIOUS_BUTTON_NAME } from './protocol'
import { kitchenSink, makeForm } from './test-forms'
import type { Form } from './types'
import { readValues, type Values } from './values'

const options: RenderOptions = {
  action: '/contact',
  ajaxUrl: '/next/forms/ajax',
  nonce: 'n0nce',
  displayTitle: true,
  displayDescription: true,
  sanitizeHtml: (html) => DOMPurify.sanitize(html),
  context: { today: '2026-03-14' },
}

const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')
const $ = (doc: Document, selector: string) => {
  const el = doc.querySelector(selector)
  if (!el) throw new Error(`No ${selector}`)
  return el as HTMLElement
}
const render = (
  form: Form,
  values: Values = {},
  extra: Parameters<typeof renderForm>[1] extends infer S ? Partial<S> : never = {},
) => parse(renderForm(form, { values, ...extra }, options))

/** Every form control a visitor sees has an accessible name. */
function unlabelled(doc: Document): string[] {
  const missing: string[] = []
  for (const el of doc.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
    if (el.type === 'hidden' || el.type === 'submit' || el.closest('.gform_validation_container')) continue
    const labelled = (el.id && doc.querySelector(`label[for="${el.id}"]`)) || el.getAttribute('aria-label')
    if (!labelled) missing.push(el.name || el.id)
  }
  return missing
}

describe('renderForm', () => {
  it("writes Gravity Forms' wrapper, heading, form and hidden inputs", () => {
    const doc = render(contactForm)
    const wrapper = $(doc, 'div.gform_wrapper#gform_wrapper_1')
    expect(wrapper.dataset.formId).toBe('1')
    expect(wrapper.classList.contains('gform_validation_error')).toBe(false)
    expect($(doc, '.gform_heading .gform_title').textContent).toBe('Contact')
    expect($(doc, '.gform_heading .gform_description').textContent).toContain('one working day')
    const form = $(doc, '#gform_wrapper_1 > form#gform_1') as HTMLFormElement
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('enctype')).toBe('multipart/form-data')
    expect(form.getAttribute('action')).toBe('/contact')
    expect(form.dataset.ajaxUrl).toBe('/next/forms/ajax')
    expect(form.hasAttribute('novalidate')).toBe(true)
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden].gform_hidden')].map((i) => [i.name, i.value]),
    )
    expect(hidden).toMatchObject({
      gform_submit: '1',
      is_submit_1: '1',
      gform_unique_id: '',
      state_1: '',
      gform_source_page_number_1: '1',
      gform_target_page_number_1: '0',
      gform_submission_method: 'postback',
    })
    expect($(doc, '#gform_submit_button_1').getAttribute('type')).toBe('submit')
    expect(($(doc, '#gform_submit_button_1') as HTMLInputElement).value).toBe('Send message')
    expect(doc.querySelector('.gform_validation_errors')).toBeNull()
  })

  it('leaves the title and description out when the block says so', () => {
    const doc = parse(renderForm(contactForm, { values: {} }, { ...options, displayTitle: false, displayDescription: false }))
    expect(doc.querySelector('.gform_title')).toBeNull()
    expect(doc.querySelector('.gform_description')).toBeNull()
    // The required legend stays: the asterisks need explaining.
    expect($(doc, '.gform_required_legend').textContent).toBe('"*" indicates required fields')
  })

  it('names and numbers inputs as GF does, each with a label', () => {
    const doc = render(contactForm)
    expect($(doc, '#field_1_1').tagName).toBe('FIELDSET')
    expect($(doc, '#field_1_1 > legend.gfield_label').textContent).toBe('Name*')
    expect(($(doc, '#input_1_1_3') as HTMLInputElement).name).toBe('input_1.3')
    expect(($(doc, '#input_1_1_6') as HTMLInputElement).name).toBe('input_1.6')
    expect(doc.querySelector('#input_1_1_4')).toBeNull() // the hidden middle name
    expect(($(doc, '#input_1_2') as HTMLInputElement).type).toBe('email')
    expect($(doc, 'label[for="input_1_2"]').textContent).toBe('E-mail*')
    expect($(doc, '#field_1_2').className).toContain('gfield--type-email')
    expect($(doc, '#field_1_2').className).toContain('gfield--width-half')
    expect($(doc, '#field_1_4').className).toContain('gfield--width-full')
    expect(($(doc, '#input_1_7_1') as HTMLInputElement).name).toBe('input_7.1')
    expect(($(doc, '#input_1_8') as HTMLInputElement).type).toBe('hidden')
    expect(($(doc, '#input_1_5') as HTMLSelectElement).value).toBe('')
    expect($(doc, '#input_1_2').getAttribute('aria-required')).toBe('true')
    expect($(doc, '#input_1_3').getAttribute('aria-describedby')).toBe('gfield_description_1_3')
    expect(unlabelled(doc)).toEqual([])
  })

  it('renders every field type with inputs the server reads back', () => {
    const doc = render(kitchenSink, {}, { page: 1 })
    const names = new Set([...doc.querySelectorAll<HTMLInputElement>('[name^="input_"]')].map((i) => i.name))
    const accepted = inputTargets(kitchenSink)
    for (const name of names) {
      if (/^input_24$/.test(name)) continue // the honeypot
      expect(accepted.has(name), name).toBe(true)
    }
    for (const type of ['text', 'textarea', 'select', 'multiselect', 'number', 'checkbox', 'radio', 'hidden', 'html', 'section'])
      expect(doc.querySelector(`.gfield--type-${type}`), type).not.toBeNull()
    // The administrative field is not in the public form at all.
    expect(doc.querySelector('#field_7_22')).toBeNull()
    expect(unlabelled(doc)).toEqual([])
  })

  it('posts back what it shows: rendered values read back as the same values', () => {
    const values: Values = {
      '1': 'abc',
      '2': 'two\nlines',
      '3': 'two',
      '4': ['red', 'blue'],
      '5': '4,5',
      '6.1': 'b1',
      '6.11': 'b10',
      '7': 'maybe',
      '8': 'secret',
      '11.3': 'Jan',
      '11.6': 'Jansen',
      '12': 'jan@oproep.example',
      '12.2': 'jan@oproep.example',
      '13': '+31 30 700 41 20',
      '14': 'oproep.example',
      '15.1': 'Kanaalweg 14',
      '15.3': 'Utrecht',
      '15.6': 'Netherlands',
      '16': '14.03.2026',
      '17.1': '3',
      '17.2': '14',
      '17.3': '2026',
      '18.1': '2',
      '18.2': '05',
      '18.3': 'pm',
      '19.1': '14',
      '19.2': '30',
      '20.1': '1',
    }
    const doc = render(kitchenSink, values)
    const form = $(doc, 'form') as HTMLFormElement
    const posted = [...new FormData(form).entries()]
    expect(readValues(kitchenSink, posted).values).toEqual(values)
  })

  it('escapes every value and label, and sanitises the HTML it lets through', () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>'
    const form = makeForm([
      { type: 'text', id: 1, label: `Label ${evil}`, description: `Help ${evil}`, placeholder: evil },
      { type: 'textarea', id: 2, label: 'Notes' },
      { type: 'select', id: 3, label: 'Pick', choices: [{ text: evil, value: evil }] },
      { type: 'html', id: 4, label: 'HTML', content: `<p onclick="x()">Hi {Label:1}</p><script>alert(3)</script>` },
    ])
    const html = renderForm(
      form,
      { values: { '1': evil, '2': `</textarea>${evil}`, '3': evil }, errors: [{ fieldId: 1, message: evil }] },
      options,
    )
    expect(html).not.toMatch(/<script>alert/)
    expect(html).not.toMatch(/<img/)
    expect(html).not.toContain('onclick')
    const doc = parse(html)
    expect(doc.querySelectorAll('script')).toHaveLength(1) // the config JSON only
    expect(($(doc, '#input_7_1') as HTMLInputElement).value).toBe(evil)
    expect(($(doc, '#input_7_2') as HTMLTextAreaElement).value).toBe(`</textarea>${evil}`)
    expect(($(doc, '#input_7_3') as HTMLSelectElement).value).toBe(evil)
    expect($(doc, '#field_7_4 p').textContent).toBe(`Hi ${evil}`)
    expect($(doc, '#validation_message_7_1').textContent).toBe(evil)
  })

  it('carries the public form as JSON the page cannot be broken out of', () => {
    const form = { ...contactForm, title: '</script><script>alert(1)</script>' }
    const html = renderForm(form, { values: {} }, options)
    const doc = parse(html)
    const config = JSON.parse($(doc, 'script#gform_config_1[type="application/json"]').textContent ?? '')
    expect(config).toMatchObject({ formId: 1, ajaxUrl: '/next/forms/ajax', nonce: 'n0nce', displayTitle: true })
    expect(config.form.title).toBe(form.title)
    expect(config.form.notifications).toEqual([])
    expect(config.form.confirmations).toEqual([])
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(scriptJson({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u2028"}')
  })

  it('keeps private parts of the form on the server', () => {
    const form: Form = {
      ...kitchenSink,
      fields: kitchenSink.fields.map((f) => (f.id === 1 ? { ...f, adminLabel: 'Internal name' } : f)),
      settings: { ...kitchenSink.settings, limitEntries: { count: 5, period: 'day', message: 'Full' } },
      notifications: contactForm.notifications,
    }
    const shown = publicForm(form)
    expect(shown.notifications).toEqual([])
    expect(shown.settings.limitEntries).toBeUndefined()
    expect(shown.fields.find((f) => f.id === 22)).toBeUndefined()
    expect(shown.fields.find((f) => f.id === 1)?.adminLabel).toBeUndefined()
    expect(JSON.stringify(shown)).not.toContain('info@oproep.example')
  })

  it('shows errors: a summary above the heading linking to each field, and each field marked', () => {
    const values = { '2': 'not-an-address', '6': 'Hello <there>' }
    const errors = [
      { fieldId: 1, message: 'This field is required.' },
      { fieldId: 2, message: 'The email address entered is invalid.' },
      { fieldId: 7, message: 'This field is required.', inputId: '7.1' },
    ]
    const doc = render(contactForm, values, { errors, postback: true })
    const wrapper = $(doc, '#gform_wrapper_1')
    expect(wrapper.classList.contains('gform_validation_error')).toBe(true)
    const summary = $(doc, '#gform_wrapper_1 > .gform_validation_errors#gform_1_validation_container')
    expect(summary.nextElementSibling?.classList.contains('gform_heading')).toBe(true)
    expect(summary.hasAttribute('autofocus')).toBe(true)
    expect($(doc, '.gform_submission_error').textContent).toBe(SUBMISSION_ERROR)
    const links = [...summary.querySelectorAll<HTMLAnchorElement>('a.gform_validation_error_link')]
    expect(links.map((a) => a.textContent)).toEqual([
      'Name: This field is required.',
      'E-mail: The email address entered is invalid.',
      'Privacy: This field is required.',
    ])
    for (const a of links) expect(doc.getElementById(a.getAttribute('href')!.slice(1)), a.href).not.toBeNull()
    expect(links[0]?.getAttribute('href')).toBe('#input_1_1_3')
    expect(links[2]?.getAttribute('href')).toBe('#input_1_7_1')
    for (const id of [1, 2, 7]) {
      const field = $(doc, `#field_1_${id}`)
      expect(field.classList.contains('gfield_error')).toBe(true)
      expect($(doc, `#validation_message_1_${id}`).classList.contains('validation_message')).toBe(true)
    }
    expect($(doc, '#input_1_2').getAttribute('aria-invalid')).toBe('true')
    expect($(doc, '#input_1_2').getAttribute('aria-describedby')).toBe('validation_message_1_2')
    expect($(doc, '#input_1_7_1').getAttribute('aria-describedby')).toBe('gfield_consent_description_1_7 validation_message_1_7')
    expect($(doc, '#input_1_4').getAttribute('aria-invalid')).toBe('false')
    expect(($(doc, '#input_1_2') as HTMLInputElement).value).toBe('not-an-address')
    expect(($(doc, '#input_1_6') as HTMLTextAreaElement).value).toBe('Hello <there>')
    expect($(doc, '#field_1_6').classList.contains('gfield_error')).toBe(false)
  })

  it('shows a problem with the whole submission without a list', () => {
    const doc = render(contactForm, {}, { formError: 'Submit button is hidden/disabled by conditional logic.' })
    expect($(doc, '.gform_submission_error').textContent).toBe('Submit button is hidden/disabled by conditional logic.')
    expect($(doc, '.gform_submission_error').classList.contains('hide_summary')).toBe(true)
    expect(doc.querySelector('.gform_validation_errors ol')).toBeNull()
  })

  it('hides fields that conditional logic hides, and shows them when their condition holds', () => {
    const hidden = render(quoteForm, {}, { page: 2 })
    expect($(hidden, '#field_2_11').style.display).toBe('none')
    expect($(hidden, '#field_2_12').dataset.conditionalLogic).toBe('hidden')
    const shown = render(quoteForm, { '7': 'care' }, { page: 2 })
    expect($(shown, '#field_2_11').style.display).toBe('')
    expect($(shown, '#field_2_12').hasAttribute('data-conditional-logic')).toBe(false)
  })

  it('leaves out the honeypot when the form does without', () => {
    expect(render(contactForm).querySelector('.gform_validation_container #input_1_9')).not.toBeNull()
    const plain = { ...contactForm, settings: { ...contactForm.settings, enableHoneypot: false } }
    expect(render(plain).querySelector('.gform_validation_container')).toBeNull()
  })
})

describe('multi-page forms', () => {
  it('render every page, show only the current one and point the buttons the right way', () => {
    const doc = render(quoteForm, { '1.3': 'Jan' }, { page: 2 })
    const pages = [...doc.querySelectorAll<HTMLElement>('.gform_body > .gform_page')]
    expect(pages.map((p) => p.id)).toEqual(['gform_page_2_1', 'gform_page_2_2', 'gform_page_2_3'])
    expect(pages.map((p) => p.style.display)).toEqual(['none', '', 'none'])
    expect(($(doc, '#input_2_1_3') as HTMLInputElement).value).toBe('Jan') // other pages keep their values
    expect($(doc, '#gform_page_2_2 .gform_page_fields > #gform_fields_2_2.gform_fields')).toBeTruthy()
    const previous = $(doc, '#gform_page_2_2 .gform_page_footer input.gform_previous_button') as HTMLInputElement
    expect(previous).toMatchObject({ type: 'submit', name: PREVIOUS_BUTTON_NAME, id: 'gform_previous_button_2_14' })
    const next = $(doc, '#gform_page_2_2 .gform_page_footer input.gform_next_button') as HTMLInputElement
    expect(next).toMatchObject({ type: 'submit', name: '', value: 'Check my request', id: 'gform_next_button_2_14' })
    expect(doc.querySelector('#gform_page_2_1 .gform_previous_button')).toBeNull()
    expect($(doc, '#gform_page_2_3 #gform_submit_button_2')).toBeTruthy()
    expect(($(doc, '#gform_source_page_number_2') as HTMLInputElement).value).toBe('2')
    expect(($(doc, '#gform_target_page_number_2') as HTMLInputElement).value).toBe('3')
  })

  it('press Enter = the first submit button in the form = forward, never back', () => {
    const doc = render(quoteForm, {}, { page: 3 })
    const first = $(doc, 'form input[type=submit]') as HTMLInputElement
    expect(first.name).toBe('')
    expect(($(doc, '#gform_target_page_number_2') as HTMLInputElement).value).toBe('0')
  })

  it('show the steps with the current one marked', () => {
    const doc = render(quoteForm, {}, { page: 2 })
    const steps = [...doc.querySelectorAll<HTMLElement>('form > .gf_page_steps#gf_page_steps_2 > .gf_step')]
    expect(steps.map((s) => s.querySelector('.gf_step_label')?.textContent)).toEqual(['Your details', 'Your needs', 'Summary'])
    expect(steps[1]?.classList.contains('gf_step_active')).toBe(true)
    expect(steps[1]?.getAttribute('aria-current')).toBe('step')
    expect(steps[0]?.classList.contains('gf_step_completed')).toBe(true)
  })

  it('show a progress bar for the percentage type', () => {
    const form: Form = { ...quoteForm, pagination: { ...quoteForm.pagination!, type: 'percentage' } }
    const doc = render(form, {}, { page: 2 })
    expect($(doc, '#gf_progressbar_wrapper_2.gf_progressbar_wrapper .gf_progressbar_title').textContent).toBe(
      'Step 2 of 3 - Your needs',
    )
    expect($(doc, '.gf_progressbar_percentage').style.width).toBe('66%')
  })

  it('render one page on its own for the ajax page result, summary included', () => {
    const values = { '1.3': 'Jan', '1.6': 'Jansen', '2': 'Zorg & Co' }
    const html = renderPage(quoteForm, { values, page: 3 }, options)
    const doc = parse(html)
    const page = $(doc, 'body > .gform_page#gform_page_2_3')
    expect(page.style.display).toBe('')
    expect($(doc, '.gform_all_fields').textContent).toContain('Zorg & Co')
    expect(html).toContain('Zorg &amp; Co')
    expect(doc.querySelectorAll('body > *')).toHaveLength(1)
  })

  it('hide a page and its step when logic hides the page', () => {
    const form: Form = {
      ...quoteForm,
      fields: quoteForm.fields.map((f) =>
        f.id === 14
          ? {
              ...f,
              conditionalLogic: { actionType: 'show', logicType: 'all', rules: [{ fieldId: '2', operator: 'is', value: 'x' }] },
            }
          : f,
      ),
    }
    const visibility = computeVisibility(form, {})
    const doc = parse(renderForm(form, { values: {}, page: 2, visibility }, options))
    expect($(doc, '#gf_step_2_3').style.display).toBe('none')
    // With the last page hidden, page 2 ends the form: its next button leads nowhere.
    expect(($(doc, '#gform_target_page_number_2') as HTMLInputElement).value).toBe('0')
  })
})

describe('focusTargetId', () => {
  it('points at the input a visitor should fix', () => {
    const field = (id: number) => kitchenSink.fields.find((f) => f.id === id)!
    expect(focusTargetId(kitchenSink, field(1))).toBe('input_7_1')
    expect(focusTargetId(kitchenSink, field(6))).toBe('choice_7_6_1')
    expect(focusTargetId(kitchenSink, field(6), '6.11')).toBe('choice_7_6_11')
    expect(focusTargetId(kitchenSink, field(7))).toBe('choice_7_7_0')
    expect(focusTargetId(kitchenSink, field(11))).toBe('input_7_11_3')
    expect(focusTargetId(kitchenSink, field(12), '12.2')).toBe('input_7_12_2')
    expect(focusTargetId(kitchenSink, field(17))).toBe('input_7_17_2') // dd/mm/yyyy: the day comes first
    expect(focusTargetId(kitchenSink, field(18))).toBe('input_7_18_1')
    expect(focusTargetId(kitchenSink, field(20))).toBe('input_7_20_1')
  })
})

describe('confirmation and closed forms', () => {
  it('replace the wrapper with the confirmation', () => {
    const doc = parse(renderConfirmation(contactForm, '<p>Thank you, Jan.</p>', { focus: true }))
    const wrapper = $(doc, '.gform_confirmation_wrapper#gform_confirmation_wrapper_1')
    const message = $(doc, '#gform_confirmation_message_1.gform_confirmation_message')
    expect(wrapper.contains(message)).toBe(true)
    expect(message.textContent).toBe('Thank you, Jan.')
    expect(message.getAttribute('role')).toBe('status')
    expect(message.hasAttribute('autofocus')).toBe(true)
    expect(doc.querySelector('#gform_wrapper_1')).toBeNull()
  })

  it('say why a form is closed, escaped', () => {
    const doc = parse(renderUnavailable(contactForm, 'Closed <for> now'))
    expect($(doc, '#gform_wrapper_1 .gf_submission_limit_message').textContent).toBe('Closed <for> now')
    expect(doc.querySelector('form')).toBeNull()
  })
})
