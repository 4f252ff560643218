// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { valuesFromEntry, entryRows } from '../entries/values'
import { focusTargetId, renderForm, type RenderOptions } from '../forms/markup'
import { allFields, replaceMergeTags } from '../forms/merge-tags'
import type { Form, RepeaterField } from '../forms/types'
import { validateForm } from '../forms/validate'
import { readValues, toEntry, toPairs } from '../forms/values'
import {
  REPEATER_HARD_MAX_ITEMS,
  addButtonText,
  cellsFromEntry,
  maxItems,
  removeButtonText,
  repeaterEntry,
  repeaterError,
  repeaterItems,
  repeaterText,
} from './repeater'

const sites: RepeaterField = {
  type: 'repeater',
  id: 7,
  label: 'Sites',
  itemLabel: 'Site',
  maxItems: 3,
  fields: [
    { id: 1, type: 'text', label: 'Name', isRequired: true },
    { id: 2, type: 'email', label: 'Contact' },
    { id: 3, type: 'number', label: 'Beds', numberFormat: 'decimal_comma' },
    { id: 4, type: 'textarea', label: 'Notes' },
    {
      id: 5,
      type: 'select',
      label: 'Kind',
      choices: [
        { text: 'Care home', value: 'care' },
        { text: 'Restaurant', value: 'horeca' },
      ],
    },
  ],
}

const form: Form = {
  id: 3,
  title: 'Sites',
  button: { text: 'Send' },
  confirmations: [{ id: '1', name: 'Default', isDefault: true, type: 'message', message: 'Thanks' }],
  notifications: [],
  settings: { enableHoneypot: false, requireLogin: false, validationSummary: true },
  fields: [{ ...sites, isRequired: true }],
}

const options: RenderOptions = {
  action: '/sites',
  ajaxUrl: '/next/forms/ajax',
  nonce: 'n0nce',
  displayTitle: true,
  displayDescription: true,
  sanitizeHtml: (html) => html,
  context: { today: '2026-03-14' },
}

type Item = [string, string, string, string, string]
/** The pairs a browser posts for these items. */
const post = (...items: Item[]) => items.flatMap((item, index) => item.map((v, i) => [`input_7[${index}][${i + 1}]`, v] as const))

const read = (...items: Item[]) => readValues(form, post(...items)).values
const cells = (...items: Item[]) => read(...items)['7'] as string[]

describe('repeater items', () => {
  it('reads items by their index, whatever the order, and drops items without any text', () => {
    const values = readValues(form, [
      ['input_7[1][1]', 'Paviljoen'],
      ['input_7[0][1]', ' Hoofdgebouw '],
      ['input_7[0][3]', '40'],
      ['input_7[2][1]', ''],
      ['input_7[99][1]', 'ignored: past the hard maximum'],
      ['input_7[0][9]', 'ignored: no such sub-field'],
    ]).values
    expect(repeaterItems(sites, values['7'] as string[])).toEqual([
      ['Hoofdgebouw', '', '40', '', ''],
      ['Paviljoen', '', '', '', ''],
    ])
  })

  it('names the buttons after the item and caps the maximum', () => {
    expect(addButtonText(sites)).toBe('Add another site')
    expect(addButtonText({ ...sites, addButtonText: 'One more location' })).toBe('One more location')
    expect(removeButtonText(sites, 1)).toBe('Remove site 2')
    expect(maxItems(sites)).toBe(3)
    expect(maxItems({ ...sites, maxItems: undefined })).toBe(REPEATER_HARD_MAX_ITEMS)
    expect(maxItems({ ...sites, maxItems: 500 })).toBe(REPEATER_HARD_MAX_ITEMS)
  })
})

describe('repeater validation', () => {
  it('checks every item and points at the sub-input at fault', () => {
    const a: Item = ['Hoofdgebouw', 'jan@example.com', '40', '', 'care']
    expect(repeaterError(sites, cells(a))).toBeNull()
    expect(repeaterError(sites, cells(a, ['', '', '12', '', '']))).toEqual({
      message: 'Please complete site 2: Name.',
      inputId: '7[1][1]',
    })
    expect(repeaterError(sites, cells(a, ['Paviljoen', 'not an address', '', '', '']))).toEqual({
      message: 'Site 2, Contact: The email address entered is invalid, please check the formatting (e.g. email@domain.com).',
      inputId: '7[1][2]',
    })
    expect(repeaterError(sites, cells(a, ['Paviljoen', '', 'twelve', '', '']))?.inputId).toBe('7[1][3]')
    expect(repeaterError(sites, cells(a, ['Paviljoen', '', '', '', 'forged']))).toEqual({
      message: 'Site 2, Kind: Invalid selection. Please select one of the available choices.',
      inputId: '7[1][5]',
    })
  })

  it('refuses more items than the maximum, however they are posted', () => {
    const a: Item = ['A', '', '', '', '']
    expect(repeaterError(sites, cells(a, a, a, a))).toEqual({ message: 'You can add at most 3 items.', inputId: '7[3][1]' })
    expect(repeaterError(sites, cells(a, a, a))).toBeNull()
  })

  it('runs in validateForm: required needs one item; errors carry the sub-input', () => {
    expect(validateForm(form, {}).errors).toEqual([{ fieldId: 7, message: 'This field is required.', inputId: '7[0][1]' }])
    const result = validateForm(form, read(['A', '', '', '', ''], ['', '', '', 'only notes', '']))
    expect(result.errors).toEqual([{ fieldId: 7, message: 'Please complete site 2: Name.', inputId: '7[1][1]' }])
    expect(validateForm({ ...form, fields: [sites] }, {}).valid).toBe(true)
  })
})

describe('repeater entry', () => {
  const values = read(['Hoofdgebouw', 'jan@example.com', '1.040,5', 'Back door', 'care'], ['Paviljoen', '', '12', '', ''])

  it('stores a JSON list of objects keyed by label, numbers dot-decimal', () => {
    expect(JSON.parse(toEntry(form, values)['7']!)).toEqual([
      { Name: 'Hoofdgebouw', Contact: 'jan@example.com', Beds: '1040.5', Notes: 'Back door', Kind: 'care' },
      { Name: 'Paviljoen', Contact: '', Beds: '12', Notes: '', Kind: '' },
    ])
    expect(repeaterEntry(sites, [])).toBe('')
  })

  it('reads a stored entry back for the entry view and exports', () => {
    const stored = toEntry(form, values)
    expect(cellsFromEntry(sites, stored['7']!)).toEqual([
      'Hoofdgebouw',
      'jan@example.com',
      '1.040,5',
      'Back door',
      'care',
      'Paviljoen',
      '',
      '12',
      '',
      '',
    ])
    expect(cellsFromEntry(sites, 'not json')).toEqual([])
    expect(cellsFromEntry(sites, '{"Name":"x"}')).toEqual([])
    const rows = entryRows(form, stored)
    expect(rows[0]?.value).toBe(
      'Site 1: Name: Hoofdgebouw, Contact: jan@example.com, Beds: 1.040,5, Notes: Back door, Kind: Care home\nSite 2: Name: Paviljoen, Beds: 12',
    )
    expect(valuesFromEntry(form, stored)['7']).toEqual(cellsFromEntry(sites, stored['7']!))
  })

  it('shows every item in {all_fields}, escaped, and in merge tags', () => {
    const hostile = read(['<b>Kade</b> & co', '', '', '', ''])
    const html = allFields(form, hostile, { format: 'html' })
    expect(html).toContain('Site 1: Name: &#60;b&#62;Kade&#60;/b&#62; &#38; co')
    expect(html).not.toContain('<b>')
    expect(allFields(form, values, { format: 'text' })).toContain('Sites: Site 1: Name: Hoofdgebouw')
    expect(replaceMergeTags('{Sites:7}', { form, values, context: options.context, format: 'text' })).toBe(
      repeaterText(sites, values['7'] as string[]),
    )
    expect(replaceMergeTags('{Sites:7:value}', { form, values, context: options.context, format: 'text' })).toBe(
      toEntry(form, values)['7'],
    )
  })

  it('goes back into pairs (drafts, postbacks) that read as the same items', () => {
    const again = readValues(form, toPairs(form, values)).values
    expect(repeaterItems(sites, again['7'] as string[])).toEqual(repeaterItems(sites, values['7'] as string[]))
  })
})

describe('repeater markup', () => {
  const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')

  it('renders a fieldset of items, each a group with labelled sub-inputs and a remove button', () => {
    const doc = parse(renderForm(form, { values: read(['A', '', '', '', ''], ['B', '', '', '', '']) }, options))
    const field = doc.querySelector('#field_3_7')!
    expect(field.tagName).toBe('FIELDSET')
    expect(field.querySelector(':scope > legend')?.textContent).toContain('Sites')
    const items = field.querySelectorAll('fieldset.gfield_repeater_item')
    expect([...items].map((i) => i.querySelector('legend')?.textContent)).toEqual(['Site 1', 'Site 2'])
    const input = doc.querySelector<HTMLInputElement>('#input_3_7_1_1')!
    expect(input.name).toBe('input_7[1][1]')
    expect(input.value).toBe('B')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(doc.querySelector('label[for="input_3_7_1_1"]')?.textContent).toBe('Name*')
    expect(doc.querySelector('#input_3_7_0_5 option')?.getAttribute('value')).toBe('')
    expect([...field.querySelectorAll('.gfield_repeater_remove')].map((b) => b.textContent)).toEqual([
      'Remove site 1',
      'Remove site 2',
    ])
    const add = field.querySelector<HTMLButtonElement>('.gfield_repeater_add')!
    expect(add.textContent).toBe('Add another site')
    expect(add.hidden).toBe(true)
    expect(add.disabled).toBe(false)
  })

  it('renders one empty item without values, and disables add at the maximum', () => {
    const empty = parse(renderForm(form, { values: {} }, options))
    expect(empty.querySelectorAll('.gfield_repeater_item')).toHaveLength(1)
    const a: Item = ['A', '', '', '', '']
    const full = parse(renderForm(form, { values: read(a, a, a) }, options))
    expect(full.querySelector<HTMLButtonElement>('.gfield_repeater_add')!.disabled).toBe(true)
  })

  it('marks the sub-input at fault and links the summary to it', () => {
    const values = read(['A', '', '', '', ''], ['', '', '12', '', ''])
    const errors = validateForm(form, values).errors
    const doc = parse(renderForm(form, { values, errors }, options))
    expect(doc.querySelector('#input_3_7_1_1')?.getAttribute('aria-invalid')).toBe('true')
    expect(doc.querySelector('#input_3_7_1_1')?.getAttribute('aria-describedby')).toContain('validation_message_3_7')
    expect(doc.querySelector('#input_3_7_0_1')?.getAttribute('aria-invalid')).toBe('false')
    expect(doc.querySelector('.gform_validation_error_link')?.getAttribute('href')).toBe('#input_3_7_1_1')
    expect(focusTargetId(form, form.fields[0]!)).toBe('input_3_7_0_1')
  })
})
