import { describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from './fixtures'
import { OTHER_CHOICE } from './inputs'
import { fieldOf, kitchenSink, makeForm, when } from './test-forms'
import type { Field } from './types'
import { DEFAULT_MESSAGES as M, duplicateValue, validateField, validateForm, validateFormAsync } from './validate'
import type { Values } from './values'

const message = (field: Field, values: Values) => validateField(field, values)?.message ?? null
const required = <T extends Field>(field: T): T => ({ ...field, isRequired: true })
const f = <T extends Field['type']>(id: number, type: T) => fieldOf(kitchenSink, id, type)

describe('required fields', () => {
  it('say "This field is required." for every simple type left empty', () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 16]) {
      const field = kitchenSink.fields.find((x) => x.id === id) as Field
      expect(message(required(field), {}), field.type).toBe(M.required)
      expect(message(field, {}), `${field.type} optional`).toBeNull()
    }
  })
  it('treat a radio "other" choice without text as empty', () => {
    expect(message(required(f(7, 'radio')), { '7': OTHER_CHOICE })).toBe(M.required)
    expect(message(f(7, 'radio'), { '7': OTHER_CHOICE })).toBeNull()
  })
  it('name the missing parts of a name or address', () => {
    const name = required(f(11, 'name'))
    expect(message(name, {})).toBe(M.required)
    expect(message(name, { '11.3': 'Jan' })).toBe('This field is required. Please complete the following fields: Last.')
    expect(validateField(name, { '11.3': 'Jan' })?.inputId).toBe('11.6')
    expect(message(name, { '11.3': 'Jan', '11.6': 'Jansen' })).toBeNull()
    const address = required(f(15, 'address'))
    expect(message(address, { '15.1': 'Kanaalweg 14', '15.2': 'x' })).toBe(
      'This field is required. Please complete the following fields: City, State / Province / Region, ZIP / Postal Code, Country.',
    )
    expect(
      message(address, { '15.1': 'Kanaalweg 14', '15.3': 'Utrecht', '15.4': 'UT', '15.5': '3511', '15.6': 'Netherlands' }),
    ).toBeNull()
  })
  it('leave hidden sub-inputs out and use custom labels', () => {
    const address = fieldOf(quoteForm, 5, 'address')
    expect(message(required(address), { '5.1': 'Kanaalweg 14' })).toBe(
      'This field is required. Please complete the following fields: City, Postcode, Country.',
    )
  })
  it('need a ticked consent box', () => {
    const consent = required(f(20, 'consent'))
    expect(message(consent, {})).toBe(M.required)
    expect(validateField(consent, {})?.inputId).toBe('20.1')
    expect(message(consent, { '20.1': '1' })).toBeNull()
    expect(message(f(20, 'consent'), {})).toBeNull()
  })
  it('need every part of a date of drop-downs, and hour and minute of a time', () => {
    const date = required(f(17, 'date'))
    expect(message(date, {})).toBe(M.required)
    expect(message(date, { '17.2': '7' })).toBe('This field is required. Please complete the following fields: Month, Year.')
    const time = required(f(19, 'time'))
    expect(message(time, {})).toBe(M.required)
    expect(message(time, { '19.1': '8' })).toBe(M.required)
  })
  it('are not required when they are hidden inputs', () => {
    expect(message({ ...required(f(1, 'text')), visibility: 'hidden' }, {})).toBeNull()
  })
  it('use the custom error message for every failure', () => {
    const custom = { ...required(f(12, 'email')), errorMessage: 'Your e-mail, please.' }
    expect(message(custom, {})).toBe('Your e-mail, please.')
    expect(message(custom, { '12': 'nope' })).toBe('Your e-mail, please.')
  })
})

describe('formats', () => {
  it('check the length of text and paragraphs in characters', () => {
    expect(message(f(1, 'text'), { '1': '0123456789' })).toBeNull()
    expect(message(f(1, 'text'), { '1': '0123456789x' })).toBe(M.maxLength)
    expect(message(f(1, 'text'), { '1': '😀'.repeat(10) })).toBeNull()
    expect(message(f(2, 'textarea'), { '2': 'a\n'.repeat(10) })).toBeNull()
    expect(message(f(2, 'textarea'), { '2': 'a\n'.repeat(11) })).toBe(M.maxLength)
  })
  it('check an input mask', () => {
    const masked: Field = { type: 'text', id: 1, label: 'Postcode', inputMaskValue: '9999 aa' }
    expect(message(masked, { '1': '3511 AB' })).toBeNull()
    expect(message(masked, { '1': '3511AB' })).toBe('Required format: 9999 aa')
  })
  it('check choices', () => {
    expect(message(f(3, 'select'), { '3': 'two' })).toBeNull()
    expect(message(f(3, 'select'), { '3': 'Two' })).toBe(M.choice)
    expect(message(f(4, 'multiselect'), { '4': ['red', 'blue'] })).toBeNull()
    expect(message(f(4, 'multiselect'), { '4': ['red', 'pink'] })).toBe(M.choice)
    expect(message(f(6, 'checkbox'), { '6.1': 'b1', '6.11': 'b10' })).toBeNull()
    expect(message(f(6, 'checkbox'), { '6.1': 'b2' })).toBe(M.choice)
    expect(validateField(f(6, 'checkbox'), { '6.1': 'b2' })?.inputId).toBe('6.1')
    expect(message(f(7, 'radio'), { '7': 'Hotel' })).toBeNull()
    expect(message({ ...f(7, 'radio'), enableOtherChoice: false }, { '7': 'Hotel' })).toBe(M.choice)
    expect(message(f(20, 'consent'), { '20.1': 'yes' })).toBe(M.choice)
  })
  it('check numbers in the field format and range', () => {
    const number = f(5, 'number')
    expect(message(number, { '5': '7,5' })).toBeNull()
    expect(message(number, { '5': '7.5' })).toBe('Please enter a value between 1 and 10.')
    expect(message(number, { '5': '11' })).toBe('Please enter a value between 1 and 10.')
    expect(message(number, { '5': '0,5' })).toBe('Please enter a value between 1 and 10.')
    expect(message({ ...number, rangeMax: undefined }, { '5': '0' })).toBe('Please enter a value greater than or equal to 1.')
    expect(message({ ...number, rangeMin: undefined, rangeMax: 2.5 }, { '5': '3' })).toBe(
      'Please enter a value less than or equal to 2,5.',
    )
    expect(message({ ...number, rangeMin: undefined, rangeMax: undefined }, { '5': 'abc' })).toBe(M.number)
    expect(message({ ...number, rangeMin: undefined, rangeMax: undefined }, { '5': '-1.234,5' })).toBeNull()
    expect(
      message({ ...number, numberFormat: 'currency', rangeMin: undefined, rangeMax: undefined }, { '5': '1.234,50 €' }),
    ).toBeNull()
  })
  it('check e-mail addresses and their confirmation', () => {
    const email = f(12, 'email')
    expect(message(email, { '12': 'jan@oproep' })).toBe(M.email)
    expect(message(email, { '12': 'jan@oproep.example', '12.2': 'jan@oproep.example' })).toBeNull()
    expect(message(email, { '12': 'jan@oproep.example', '12.2': 'jan@oproep.nl' })).toBe(M.emailMismatch)
    expect(validateField(email, { '12': 'jan@oproep.example' })?.inputId).toBe('12.2')
    expect(message({ ...email, emailConfirmEnabled: false }, { '12': 'jan@oproep.example' })).toBeNull()
  })
  it('check phones, websites and countries', () => {
    expect(message(f(13, 'phone'), { '13': '030 123 4567' })).toBeNull()
    expect(message(f(13, 'phone'), { '13': '030 123' })).toBe(M.phone)
    expect(message(f(14, 'website'), { '14': 'oproep.example' })).toBeNull()
    expect(message(f(14, 'website'), { '14': 'javascript:alert(1)' })).toBe(M.website)
    expect(message(f(15, 'address'), { '15.6': 'Netherlands' })).toBeNull()
    expect(message(f(15, 'address'), { '15.6': 'Atlantis' })).toBe(M.country)
    expect(validateField(f(15, 'address'), { '15.6': 'Atlantis' })?.inputId).toBe('15.6')
  })
  it('check dates', () => {
    expect(message(f(16, 'date'), { '16': '07.03.2026' })).toBeNull()
    expect(message(f(16, 'date'), { '16': '31.02.2026' })).toBe('Please enter a valid date in the format (dd.mm.yyyy).')
    expect(message(f(17, 'date'), { '17.1': '2', '17.2': '30', '17.3': '2026' })).toBe(M.date)
    expect(message(f(17, 'date'), { '17.1': '2', '17.2': '28', '17.3': '2026' })).toBeNull()
    expect(message(f(17, 'date'), { '17.1': '2' })).toBe(M.date)
  })
  it('check times on 12 and 24 hours', () => {
    expect(message(f(18, 'time'), { '18.1': '8', '18.2': '30', '18.3': 'pm' })).toBeNull()
    expect(message(f(18, 'time'), { '18.1': '13', '18.2': '30', '18.3': 'pm' })).toBe(M.time)
    expect(message(f(18, 'time'), { '18.1': '8', '18.2': '30' })).toBe(M.time)
    expect(message(f(19, 'time'), { '19.1': '23', '19.2': '59' })).toBeNull()
    expect(message(f(19, 'time'), { '19.1': '23', '19.2': '60' })).toBe(M.time)
    expect(message(f(19, 'time'), { '19.2': '30' })).toBe(M.time)
  })
  it('accept anything in hidden and display-only fields', () => {
    expect(message(f(8, 'hidden'), { '8': 'x'.repeat(5000) })).toBeNull()
    expect(message(required(f(9, 'html')), {})).toBeNull()
  })
  it('take translated messages', () => {
    expect(validateField(required(f(1, 'text')), {}, { messages: { required: 'Dit veld is verplicht.' } })?.message).toBe(
      'Dit veld is verplicht.',
    )
  })
})

describe('no duplicates', () => {
  const unique = { ...f(12, 'email'), noDuplicates: true, emailConfirmEnabled: false }
  it('asks the injected check with the stored value', () => {
    const seen: string[] = []
    const isDuplicate = (_: Field, value: string) => (seen.push(value), value === 'taken@oproep.example')
    expect(validateField(unique, { '12': 'taken@oproep.example' }, { isDuplicate })?.message).toBe(
      "This field requires a unique entry and 'taken@oproep.example' has already been used",
    )
    expect(validateField(unique, { '12': 'free@oproep.example' }, { isDuplicate })).toBeNull()
    expect(validateField(unique, { '12': 'not an address' }, { isDuplicate })?.message).toBe(M.email)
    expect(seen).toEqual(['taken@oproep.example', 'free@oproep.example'])
    expect(validateField(unique, { '12': 'taken@oproep.example' })).toBeNull()
  })
  it('compares dates and numbers in their stored form', () => {
    expect(duplicateValue(f(16, 'date'), { '16': '7.3.2026' })).toBe('2026-03-07')
    expect(duplicateValue(f(5, 'number'), { '5': '1.234,5' })).toBe('1234.5')
  })
  it('can wait for a database', async () => {
    const form = makeForm([unique])
    const result = await validateFormAsync(
      form,
      { '12': 'taken@oproep.example' },
      { isDuplicate: async (_, v) => v === 'taken@oproep.example' },
    )
    expect(result).toEqual({
      valid: false,
      errors: [{ fieldId: 12, message: "This field requires a unique entry and 'taken@oproep.example' has already been used" }],
    })
    expect((await validateFormAsync(form, { '12': 'free@oproep.example' }, { isDuplicate: async () => false })).valid).toBe(true)
  })
})

describe('validateForm', () => {
  const contact = (values: Values) => validateForm(contactForm, values)
  const complete: Values = {
    '1.3': 'Jan',
    '1.6': 'Jansen',
    '2': 'jan@oproep.example',
    '5': 'service',
    '6': 'The pager stack does not charge.',
    '7.1': '1',
  }
  it('passes a complete contact form', () => {
    expect(contact(complete)).toEqual({ valid: true, errors: [] })
  })
  it('lists errors in form order', () => {
    expect(contact({ '2': 'nope', '3': '12' })).toEqual({
      valid: false,
      errors: [
        { fieldId: 1, message: M.required, inputId: '1.3' },
        { fieldId: 2, message: M.email },
        { fieldId: 3, message: M.phone },
        { fieldId: 5, message: M.required },
        { fieldId: 6, message: M.required },
        { fieldId: 7, message: M.required, inputId: '7.1' },
      ],
    })
  })
  it('validates only the pages asked for', () => {
    const page1 = validateForm(quoteForm, {}, { pages: [1] })
    expect(page1.errors.map((e) => e.fieldId)).toEqual([1, 2, 3, 4])
    const page2 = validateForm(quoteForm, {}, { pages: [2] })
    expect(page2.errors.map((e) => e.fieldId)).toEqual([7, 8, 9])
  })
  it('skips fields hidden by their logic, section or page, recomputed from the values', () => {
    expect(validateForm(quoteForm, { '7': 'care' }, { pages: [2] }).errors.map((e) => e.fieldId)).toEqual([8, 9, 12])
    const form = makeForm([
      { type: 'text', id: 1, label: 'a' },
      { type: 'text', id: 2, label: 'b', isRequired: true, conditionalLogic: when('1', 'is', 'ask') },
    ])
    expect(validateForm(form, {}).valid).toBe(true)
    expect(validateForm(form, { '1': 'ask' }).errors).toEqual([{ fieldId: 2, message: M.required }])
  })
  it('never validates administrative fields', () => {
    const form = makeForm([{ type: 'text', id: 1, label: 'staff', isRequired: true, visibility: 'administrative' }])
    expect(validateForm(form, {}).valid).toBe(true)
  })
})
