import { describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from './fixtures'
import { computeVisibility } from './logic'
import {
  FORM_MERGE_TAGS,
  allFields,
  displayValue,
  fieldMergeTag,
  initialValues,
  replaceMergeTags,
  type MergeContext,
} from './merge-tags'
import { escapeHtml } from './escape'
import { fieldOf, kitchenSink, makeForm } from './test-forms'
import type { Values } from './values'

const context: MergeContext = {
  today: '2026-03-07',
  ip: '203.0.113.9',
  embedUrl: 'https://oproep.example/contact?a=1&b=<2>',
  userAgent: 'Mozilla/5.0 <script>',
  referer: 'https://search.example/?q=pagers',
  entryId: 42,
}
const merge = (template: string, values: Values = {}, format: 'text' | 'html' | 'url' = 'text') =>
  replaceMergeTags(template, { form: quoteForm, values, context, format })
// The quote form's notes (16) are rich text; this copy has them as a plain paragraph field.
const plainQuote = { ...quoteForm, fields: quoteForm.fields.map((f) => (f.id === 16 ? { ...f, useRichTextEditor: false } : f)) }

describe('replaceMergeTags', () => {
  it('fills every tag the builder’s picker offers', () => {
    const full = { ...context, entryUrl: 'https://oproep.example/admin/collections/form-entries/42' }
    for (const { tag } of FORM_MERGE_TAGS) {
      const out = replaceMergeTags(tag, {
        form: quoteForm,
        values: { '3': 'Acme' },
        context: full,
        format: 'text',
        unknown: 'keep',
      })
      expect(out, tag).not.toBe(tag)
      expect(out, tag).not.toBe('')
    }
  })
  it('writes a field’s tag with its label as a reminder, without the characters that end a tag', () => {
    expect(fieldMergeTag('Name (First)', '1.3')).toBe('{Name (First):1.3}')
    expect(fieldMergeTag('Time: {start}', '4')).toBe('{Time start:4}')
    expect(merge(fieldMergeTag('Name (First)', '1.3'), { '1.3': 'Jan' })).toBe('Jan')
  })
  it('replaces the request tags from the context', () => {
    expect(merge('{date_dmy} {date_mdy}')).toBe('07/03/2026 03/07/2026')
    expect(merge('?d={date_dmy}', {}, 'url')).toBe('?d=07%2F03%2F2026')
    expect(merge('{ip} {form_title} {form_id} {entry_id} {referer}')).toBe(
      '203.0.113.9 Request a quote 2 42 https://search.example/?q=pagers',
    )
    expect(merge('{embed_url}', {}, 'html')).toBe('https://oproep.example/contact?a=1&#38;b=&#60;2&#62;')
    expect(merge('{user_agent}', {}, 'html')).toBe('Mozilla/5.0 &#60;script&#62;')
    expect(replaceMergeTags('{ip}', { form: quoteForm, context: { today: 'bad' }, format: 'text' })).toBe('')
    expect(replaceMergeTags('{date_dmy}', { form: quoteForm, context: { today: 'bad' }, format: 'text' })).toBe('')
  })
  it('replaces field tags with what the visitor sees', () => {
    const values: Values = {
      '1.3': 'Jan',
      '1.6': 'Jansen',
      '7': 'care',
      '8.1': 'guest-pagers',
      '8.3': 'nurse-call',
      '9': '1.250',
      '10': '7-3-2026',
    }
    expect(merge('{Name:1.3} {Name:1.6}', values)).toBe('Jan Jansen')
    expect(merge('{Name:1}', values)).toBe('Jan Jansen')
    expect(merge('{Sector:7}', values)).toBe('Care home or clinic')
    expect(merge('{Sector:7:value}', values)).toBe('care')
    expect(merge('{:8}', values)).toBe('Guest pagers, Nurse call')
    expect(merge('{Needs:8.3}', values)).toBe('Nurse call')
    expect(merge('{Needs:8:value}', values)).toBe('guest-pagers, nurse-call')
    expect(merge('{Pagers:9}', values)).toBe('1.250')
    expect(merge('{Wanted:10}', values)).toBe('07-03-2026')
    expect(merge('{Missing:99}', values)).toBe('{Missing:99}')
  })
  it('escapes every value for where it goes', () => {
    const values: Values = { '2': `<b>"Bakker" & 'Zn'</b>`, '16': 'line 1\nline 2' }
    expect(merge('{Company:2}', values, 'html')).toBe('&#60;b&#62;&#34;Bakker&#34; &#38; &#39;Zn&#39;&#60;/b&#62;')
    expect(merge('{Company:2}', values, 'text')).toBe(`<b>"Bakker" & 'Zn'</b>`)
    expect(merge('?company={Company:2}', values, 'url')).toBe("?company=%3Cb%3E%22Bakker%22%20%26%20'Zn'%3C%2Fb%3E")
    expect(replaceMergeTags('{Else:16}', { form: plainQuote, values, context, format: 'html' })).toBe('line 1<br>\nline 2')
  })
  it('writes rich text as its (sanitised) HTML in HTML and as plain text otherwise', () => {
    const values: Values = { '16': '<p>Bring <strong>demo</strong></p><ul><li>kit</li></ul>' }
    expect(merge('{Else:16}', values, 'html')).toBe('<p>Bring <strong>demo</strong></p><ul><li>kit</li></ul>')
    expect(merge('{Else:16}', values, 'text')).toBe('Bring demo\n• kit')
    const html = allFields(quoteForm, values, { format: 'html' })
    expect(html).toContain('<td><p>Bring <strong>demo</strong></p><ul><li>kit</li></ul></td>')
    expect(allFields(quoteForm, values, { format: 'text' })).toContain('Anything else we should know?: Bring demo\n• kit')
  })
  it('never reads a submitted value as a tag', () => {
    expect(merge('{Company:2}', { '2': '{ip} {Name:1.3} {all_fields}', '1.3': 'Jan' })).toBe('{ip} {Name:1.3} {all_fields}')
  })
  it('leaves unknown tags, or removes them when asked', () => {
    expect(merge('Hi {custom_tag}!')).toBe('Hi {custom_tag}!')
    expect(replaceMergeTags('Hi {custom_tag}!', { form: quoteForm, context, format: 'text', unknown: 'remove' })).toBe('Hi !')
    expect(merge('{ not a tag }')).toBe('{ not a tag }')
  })
  it('leaves out hidden fields when given the visibility', () => {
    const values: Values = { '7': 'hotel', '12': '30' }
    const visibility = computeVisibility(quoteForm, values)
    expect(replaceMergeTags('[{Rooms:12}]', { form: quoteForm, values, visibility, context, format: 'text' })).toBe('[]')
  })
})

describe('displayValue', () => {
  const show = (id: number, values: Values) =>
    displayValue(
      kitchenSink.fields.find((f) => f.id === id)!,
      values,
    )
  it('writes each type for people', () => {
    expect(show(4, { '4': ['red', 'blue'] })).toBe('Red, Blue')
    expect(show(5, { '5': '1234,5' })).toBe('1.234,5')
    expect(show(7, { '7': 'Hotel' })).toBe('Hotel')
    expect(show(7, { '7': 'gf_other_choice' })).toBe('')
    expect(show(15, { '15.1': 'Kanaalweg 14', '15.3': 'Utrecht', '15.5': '3511 AB', '15.6': 'Netherlands' })).toBe(
      'Kanaalweg 14\n3511 AB Utrecht\nNetherlands',
    )
    expect(show(16, { '16': '7.3.2026' })).toBe('07.03.2026')
    expect(show(17, { '17.1': '3', '17.2': '7', '17.3': '2026' })).toBe('07/03/2026')
    expect(show(18, { '18.1': '8', '18.2': '5', '18.3': 'pm' })).toBe('08:05 pm')
    expect(show(20, { '20.1': '1' })).toBe('I agree')
    expect(show(20, {})).toBe('')
    expect(show(9, {})).toBe('')
  })
})

describe('allFields', () => {
  const values: Values = {
    '1.3': 'Jan',
    '1.6': 'Jansen',
    '2': 'Bakker & Zn',
    '7': 'care',
    '9': '40',
    '12': '20',
    '16': 'Bring <b>demo</b>\nkit',
  }
  it('lists filled fields as text under their sections', () => {
    expect(allFields(plainQuote, values, { format: 'text' })).toBe(
      [
        'Name: Jan Jansen',
        'Company or organisation: Bakker & Zn',
        'Sector: Care home or clinic',
        'Number of pagers: 40',
        '\nCare home details\n',
        'Number of rooms: 20',
        'Anything else we should know?: Bring <b>demo</b>\nkit',
      ].join('\n'),
    )
  })
  it('writes an escaped table for HTML', () => {
    const html = allFields(plainQuote, values, { format: 'html' })
    expect(html).toContain('<tr><th scope="row">Company or organisation</th><td>Bakker &#38; Zn</td></tr>')
    expect(html).toContain('<tr><th colspan="2" scope="rowgroup">Care home details</th></tr>')
    expect(html).toContain('<td>Bring &#60;b&#62;demo&#60;/b&#62;<br>\nkit</td>')
    expect(html.startsWith('<table class="gform_all_fields">')).toBe(true)
  })
  it('can include empty fields and leave out hidden ones', () => {
    const withEmpty = allFields(contactForm, {}, { format: 'text', empty: true })
    expect(withEmpty.split('\n')).toContain('Phone: ')
    const hotel = { ...values, '7': 'hotel' }
    const text = allFields(quoteForm, hotel, { format: 'text', visibility: computeVisibility(quoteForm, hotel) })
    expect(text).not.toContain('Number of rooms')
    expect(replaceMergeTags('{all_fields}', { form: quoteForm, values: hotel, context, format: 'text' })).toContain(
      'Sector: Hotel',
    )
  })
  it('uses admin labels and never lists administrative fields', () => {
    const form = makeForm([
      { type: 'text', id: 1, label: 'Your company', adminLabel: 'company' },
      { type: 'text', id: 2, label: 'Staff note', visibility: 'administrative' },
    ])
    expect(allFields(form, { '1': 'x', '2': 'y' }, { format: 'text' })).toBe('company: x')
  })
})

describe('initialValues', () => {
  it('fills default values with merge tags and preselected choices', () => {
    const form = makeForm([
      { type: 'text', id: 1, label: 'Date', defaultValue: 'Asked on {date_dmy} {unknown}' },
      { type: 'hidden', id: 2, label: 'Page', defaultValue: '{embed_url}' },
      {
        type: 'radio',
        id: 3,
        label: 'r',
        choices: [
          { text: 'A', value: 'a' },
          { text: 'B', value: 'b', isSelected: true },
        ],
      },
      {
        type: 'checkbox',
        id: 4,
        label: 'c',
        choices: [
          { text: 'A', value: 'a', isSelected: true },
          { text: 'B', value: 'b' },
        ],
      },
      {
        type: 'multiselect',
        id: 5,
        label: 'm',
        choices: [
          { text: 'A', value: 'a' },
          { text: 'B', value: 'b', isSelected: true },
        ],
      },
      { type: 'date', id: 6, label: 'd', dateType: 'datepicker', dateFormat: 'dmy_dash', defaultValue: '{date_dmy}' },
      { type: 'date', id: 7, label: 'd', dateType: 'datedropdown', dateFormat: 'dmy', defaultValue: '2026-12-31' },
      { type: 'time', id: 8, label: 't', timeFormat: '12', defaultValue: '14:30' },
      { type: 'address', id: 9, label: 'a', addressType: 'international', defaultCountry: 'Netherlands' },
      { type: 'consent', id: 10, label: 'c', checkboxLabel: 'ok', defaultValue: '1' },
      { type: 'select', id: 11, label: 's', choices: [{ text: 'A', value: 'a' }], defaultValue: 'not a choice' },
      { type: 'email', id: 12, label: 'e', emailConfirmEnabled: true, defaultValue: 'jan@oproep.example' },
    ])
    expect(initialValues(form, { context })).toEqual({
      '1': 'Asked on 07/03/2026',
      '2': 'https://oproep.example/contact?a=1&b=<2>',
      '3': 'b',
      '4.1': 'a',
      '5': ['b'],
      '6': '07-03-2026',
      '7.1': '12',
      '7.2': '31',
      '7.3': '2026',
      '8.1': '02',
      '8.2': '30',
      '8.3': 'pm',
      '9.6': 'Netherlands',
      '12': 'jan@oproep.example',
      '12.2': 'jan@oproep.example',
    })
  })
  it('populates fields from the query string where allowed', () => {
    const query = new URLSearchParams('email=jan@oproep.example&subject=service&utm_campaign=spring&other=x')
    expect(initialValues(contactForm, { context, query })).toEqual({ '2': 'jan@oproep.example', '5': 'service', '8': 'spring' })
    expect(initialValues(contactForm, { context, query: { subject: 'not-a-choice', email: ['a@b.co', 'c@d.co'] } })).toEqual({
      '2': 'a@b.co',
    })
  })
  it('populates choices, sub-inputs and countries by parameter name', () => {
    const form = makeForm([
      {
        type: 'checkbox',
        id: 1,
        label: 'c',
        allowsPrepopulate: true,
        inputName: 'needs',
        choices: [
          { text: 'A', value: 'a' },
          { text: 'B', value: 'b' },
          { text: 'C', value: 'c' },
        ],
      },
      {
        type: 'multiselect',
        id: 2,
        label: 'm',
        allowsPrepopulate: true,
        inputName: 'm',
        choices: [
          { text: 'A', value: 'a' },
          { text: 'B', value: 'b' },
        ],
      },
      {
        type: 'name',
        id: 3,
        label: 'n',
        allowsPrepopulate: true,
        inputs: [
          { id: '3.3', label: 'First', name: 'first' },
          { id: '3.4', label: 'Middle', name: 'middle' },
        ],
      },
      {
        type: 'address',
        id: 4,
        label: 'a',
        addressType: 'international',
        allowsPrepopulate: true,
        inputs: [{ id: '4.6', label: 'Country', name: 'country' }],
      },
      {
        type: 'radio',
        id: 5,
        label: 'r',
        allowsPrepopulate: true,
        inputName: 'r',
        enableOtherChoice: true,
        choices: [{ text: 'A', value: 'a' }],
      },
      { type: 'text', id: 6, label: 'not allowed', inputName: 'first' },
    ])
    const values = initialValues(form, {
      context,
      query: { needs: 'a, c,x', m: ['b', 'zz'], first: 'Jan', middle: 'van', country: 'be', r: 'Something else' },
    })
    expect(values).toEqual({ '1.1': 'a', '1.3': 'c', '2': ['b'], '3.3': 'Jan', '4.6': 'Belgium', '5': 'Something else' })
  })
  it('reads only real query parameters', () => {
    const form = makeForm([{ type: 'text', id: 1, label: 't', allowsPrepopulate: true, inputName: 'constructor' }])
    expect(initialValues(form, { context, query: {} })).toEqual({})
    expect(initialValues(form, { context, query: { constructor: ['x', 1 as unknown as string] } })).toEqual({ '1': 'x' })
    expect(initialValues(form, { context, query: new URLSearchParams('') })).toEqual({})
  })
  it('caps and tidies populated text', () => {
    const values = initialValues(contactForm, { context, query: { utm_campaign: `  ${'x'.repeat(5000)}\u0000 ` } })
    expect((values['8'] as string).length).toBe(2000)
  })
  it('never ticks a consent box in advance', () => {
    expect(initialValues(contactForm, { context, query: { 'input_7.1': '1' } })['7.1']).toBeUndefined()
    expect(fieldOf(contactForm, 7, 'consent')).toBeDefined()
  })
})

describe('escapeHtml', () => {
  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;')
  })
})
