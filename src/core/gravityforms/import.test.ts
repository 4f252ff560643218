import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { formProblems } from '../forms/definition'
import { isProductReferenceField } from '../products/reference'
import { htmlToText, importGravityForms, priceOf } from './import'
import { FIELD_TYPES } from '../forms/fields'

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/gravityforms')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')
/** A stand-in for DOMPurify: drops script elements, enough to see the importer calls it. */
const sanitizeHtml = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, '')

describe('Gravity Forms import: photo uploader (GF 2.5)', () => {
  const result = importGravityForms(fixture('photo-uploader-gf2.5.json'), { sanitizeHtml, adminEmail: 'admin@oproep.example' })
  if (!result.ok) throw new Error(result.error)
  const [imported] = result.forms
  const form = imported!.form

  it('reads the version and the form', () => {
    expect(result.version).toBe('2.5.9.3')
    expect(result.forms).toHaveLength(1)
    expect(form.title).toBe('Photo Uploader')
  })

  it('maps every supported field and reports the add-on field by itself', () => {
    expect(form.fields.map((f) => `${f.id}:${f.type}`)).toEqual([
      '23:section',
      '1:text',
      '2:text',
      '3:text',
      '6:email',
      '7:phone',
      '24:section',
      '8:text',
      '9:textarea',
      '10:date',
      '22:date',
      '31:checkbox',
      '11:text',
      '12:text',
      '14:checkbox',
      '30:radio',
      '16:text',
      '29:select',
      '25:section',
      '18:text',
      '19:checkbox',
      '20:text',
      '21:textarea',
      '26:page',
      '28:html',
    ])
    const unsupported = result.issues.filter((i) => i.kind === 'unsupported-field')
    expect(unsupported).toEqual([
      expect.objectContaining({ fieldId: 27, fieldType: 'useyourdrive', label: 'Přiložte své dokumenty' }),
    ])
    expect(unsupported[0]?.message).toContain('useyourdrive')
  })

  it('keeps dates, choices, a preselected radio, checkbox inputs and the page break’s buttons', () => {
    const start = form.fields.find((f) => f.id === 10)
    expect(start).toMatchObject({
      type: 'date',
      dateType: 'datepicker',
      dateFormat: 'dmy_dot',
      isRequired: true,
      adminLabel: 'start',
    })
    expect(start?.conditionalLogic).toEqual({
      actionType: 'hide',
      logicType: 'all',
      rules: [{ fieldId: '31', operator: 'is', value: 'bez data pořízení' }],
    })
    const radio = form.fields.find((f) => f.id === 30)
    expect(radio?.type === 'radio' && radio.choices.find((c) => c.isSelected)?.value).toBe('akce bez veřejnosti')
    const ages = form.fields.find((f) => f.id === 14)
    expect(ages?.type === 'checkbox' && ages.inputs?.map((i) => i.id).slice(0, 3)).toEqual(['14.1', '14.2', '14.3'])
    const page = form.fields.find((f) => f.id === 26)
    expect(page).toMatchObject({
      type: 'page',
      nextButton: { text: 'Přejít k nahrávání fotek' },
      previousButton: { text: 'Zpět' },
    })
    expect(form.pagination).toMatchObject({ type: 'percentage', pageNames: ['Step 1', 'Step 2'] })
    expect(form.button.text).toBe('Založit album a nahráv fotografie')
  })

  it('sanitises HTML: the script in the HTML field never comes through', () => {
    const html = form.fields.find((f) => f.id === 28)
    expect(html?.type === 'html' && html.content).not.toMatch(/<script/i)
    expect(JSON.stringify(form)).not.toContain('window.descriptionTemplate')
  })

  it('keeps the confirmation and routes the receipt to the e-mail field, the admin copy to the admin', () => {
    expect(form.confirmations).toHaveLength(1)
    expect(form.confirmations[0]).toMatchObject({ isDefault: true, type: 'message' })
    expect(form.confirmations[0]?.message).toContain('<h2>')
    expect(form.notifications.map((n) => [n.name, n.toType, n.toEmails ?? n.toField])).toEqual([
      ['Admin Notification', 'email', ['admin@oproep.example']],
      ['Potvrzení nahrání', 'field', 6],
    ])
    expect(form.notifications[1]?.fromName).toBe('Skautská fotobanka')
  })

  it('gives a form the engine accepts', () => {
    expect(formProblems({ ...form, id: 1 })).toEqual([])
  })
})

describe('Gravity Forms import: user story (GF 1.9)', () => {
  const result = importGravityForms(fixture('user-story-gf1.9.json'), { sanitizeHtml })
  if (!result.ok) throw new Error(result.error)
  const form = result.forms[0]!.form

  it('reads string ids and "1"/"" flags', () => {
    expect(form.fields.map((f) => [f.id, f.type, f.isRequired === true])).toEqual([
      [11, 'text', false],
      [13, 'textarea', false],
      [8, 'website', false],
      [12, 'fileupload', false],
      [10, 'checkbox', true],
      [14, 'radio', false],
    ])
  })

  it('imports post fields as plain fields and says so, the post upload as a file upload', () => {
    expect(result.issues.filter((i) => i.kind === 'changed' && i.fieldId === 11)[0]?.message).toContain('post_title')
    expect(result.issues.filter((i) => i.kind === 'changed' && i.fieldId === 12)[0]?.message).toContain('fileupload')
    expect(result.issues.filter((i) => i.kind === 'unsupported-field')).toEqual([])
  })

  it('keeps admin-only fields out of the public form and the submit button’s logic', () => {
    expect(form.fields.find((f) => f.id === 14)?.visibility).toBe('administrative')
    expect(form.button).toEqual({
      text: 'Rock & Roll!',
      conditionalLogic: {
        actionType: 'show',
        logicType: 'all',
        rules: [{ fieldId: '10', operator: 'is', value: 'Yes, I agree to the statement below.' }],
      },
    })
  })

  it('reads the description as text, and leaves out a notification with no address it can use', () => {
    expect(form.description).toContain('live chat support')
    expect(form.description).not.toContain('<a')
    expect(form.notifications).toEqual([])
    expect(result.issues.some((i) => i.message.includes('{admin_email}'))).toBe(true)
    expect(formProblems({ ...form, id: 1 })).toEqual([])
  })
})

describe('Gravity Forms import: bad input', () => {
  it('explains what is wrong instead of failing', () => {
    expect(importGravityForms('not json', { sanitizeHtml })).toEqual({ ok: false, error: expect.stringContaining('not JSON') })
    expect(importGravityForms('{"version":"2.5"}', { sanitizeHtml })).toEqual({
      ok: false,
      error: expect.stringContaining('no forms'),
    })
    expect(importGravityForms('[1,2]', { sanitizeHtml }).ok).toBe(false)
  })

  it('drops logic on fields that were left out, and reports it', () => {
    const result = importGravityForms(
      {
        '0': {
          title: 'Logic',
          fields: [
            { type: 'signature', id: 1, label: 'Signature' },
            {
              type: 'text',
              id: 2,
              label: 'Why',
              conditionalLogic: { actionType: 'show', logicType: 'all', rules: [{ fieldId: '1', operator: 'isnot', value: '' }] },
            },
          ],
          notifications: [{ name: 'Routed', toType: 'routing', routing: [] }],
        },
      },
      { sanitizeHtml },
    )
    if (!result.ok) throw new Error(result.error)
    expect(result.forms[0]?.form.fields.map((f) => [f.id, f.conditionalLogic ?? null])).toEqual([[2, null]])
    expect(result.issues.map((i) => i.kind)).toEqual(['unsupported-field', 'dropped-logic', 'changed'])
  })

  it('has an importer for every field type of the engine', () => {
    expect(Object.keys(FIELD_TYPES).length).toBeGreaterThanOrEqual(19)
    for (const definition of Object.values(FIELD_TYPES)) expect(typeof definition.import, definition.type).toBe('function')
  })

  it('reads HTML as text where the site shows text', () => {
    expect(htmlToText('<p>One &amp; two</p><p>Three<br>four&#39;s</p><script>x()</script>')).toBe("One & two\nThree\nfour's")
  })
})

describe('Gravity Forms import: uploads, pricing and captcha', () => {
  it('reads prices in any currency format as cents', () => {
    expect(priceOf('$1,234.50')).toBe(123450)
    expect(priceOf('1.234,50 €')).toBe(123450)
    expect(priceOf('€ 12')).toBe(1200)
    expect(priceOf('12.5')).toBe(1250)
    expect(priceOf('1,000')).toBe(100000)
    expect(priceOf('-3,99')).toBe(-399)
    expect(priceOf('free')).toBeUndefined()
  })

  it('maps uploads, products, options, quantities, shipping, the total and a captcha', () => {
    const result = importGravityForms(
      {
        '0': {
          title: 'Order',
          fields: [
            {
              type: 'fileupload',
              id: 1,
              label: 'Plans',
              multipleFiles: true,
              maxFiles: '3',
              maxFileSize: '10',
              allowedExtensions: 'pdf,jpg',
            },
            { type: 'product', id: 2, label: 'Pager set', inputType: 'singleproduct', basePrice: '$489.00' },
            {
              type: 'product',
              id: 3,
              label: 'Antenna',
              inputType: 'radio',
              choices: [
                { text: 'Indoor', value: 'Indoor', price: '$99.00' },
                { text: 'Outdoor', value: 'Outdoor', price: '$149.50' },
              ],
            },
            {
              type: 'option',
              id: 4,
              label: 'Charger',
              inputType: 'select',
              productField: '2',
              choices: [{ text: 'Fast', price: '$20.00' }],
            },
            { type: 'quantity', id: 5, label: 'Sets', productField: 2, inputType: 'number', rangeMin: '1' },
            { type: 'shipping', id: 6, label: 'Delivery', inputType: 'singleshipping', basePrice: '$15.00' },
            { type: 'total', id: 7, label: 'Total' },
            {
              type: 'list',
              id: 9,
              label: 'Locations',
              enableColumns: true,
              maxRows: '5',
              choices: [{ text: 'Location' }, { text: 'Floors' }],
            },
            { type: 'captcha', id: 8, label: 'Captcha', captchaSize: 'invisible' },
          ],
        },
      },
      { sanitizeHtml },
    )
    if (!result.ok) throw new Error(result.error)
    const form = result.forms[0]!.form
    expect(result.issues).toEqual([])
    expect(form.fields.map((f) => f.type)).toEqual([
      'fileupload',
      'product',
      'product',
      'option',
      'quantity',
      'shipping',
      'total',
      'list',
      'captcha',
    ])
    expect(form.fields[0]).toMatchObject({ multipleFiles: true, maxFiles: 3, maxFileSize: 10, allowedExtensions: 'pdf,jpg' })
    expect(form.fields[1]).toMatchObject({ inputType: 'singleproduct', basePrice: 48900 })
    expect(form.fields[2]).toMatchObject({
      choices: [
        { value: 'Indoor', price: 9900 },
        { value: 'Outdoor', price: 14950 },
      ],
    })
    expect(form.fields[3]).toMatchObject({ productField: 2, choices: [{ text: 'Fast', value: 'Fast', price: 2000 }] })
    expect(form.fields[4]).toMatchObject({ productField: 2, rangeMin: 1 })
    expect(form.fields[5]).toMatchObject({ inputType: 'singleshipping', basePrice: 1500 })
    expect(form.fields[7]).toMatchObject({ type: 'list', columns: ['Location', 'Floors'], maxRows: 5 })
    expect(form.fields[8]).toMatchObject({ type: 'captcha', captchaSize: 'invisible' })
    expect(formProblems(form)).toEqual([])
  })
})

describe('Gravity Forms import: dynamic population', () => {
  it('keeps "allow field to be populated dynamically" and its parameter name, so a product field reads product links', () => {
    const result = importGravityForms(
      {
        '0': {
          title: 'Quote',
          fields: [{ type: 'text', id: 3, label: 'Product', allowsPrepopulate: true, inputName: 'product', defaultValue: '' }],
        },
      },
      { sanitizeHtml },
    )
    if (!result.ok) throw new Error(result.error)
    const field = result.forms[0]!.form.fields[0]!
    expect(field).toMatchObject({ type: 'text', id: 3, allowsPrepopulate: true, inputName: 'product' })
    expect(isProductReferenceField(field)).toBe(true)
  })
})

describe('Gravity Forms import: password', () => {
  const importOne = (field: Record<string, unknown>) => {
    const result = importGravityForms({ '0': { title: 'Portal', fields: [field] } }, { sanitizeHtml })
    if (!result.ok) throw new Error(result.error)
    return { form: result.forms[0]!.form, issues: result.issues }
  }

  it('maps the password, its confirmation, the meter and the minimum strength', () => {
    const { form, issues } = importOne({
      type: 'password',
      id: 4,
      label: 'Portal password',
      isRequired: true,
      inputs: [
        { id: 4, label: 'Enter Password', name: '', defaultValue: 'secret' },
        { id: '4.2', label: 'Confirm Password', customLabel: 'Again', name: '' },
      ],
      passwordStrengthEnabled: true,
      minPasswordStrength: 'strong',
      defaultValue: 'never',
      allowsPrepopulate: true,
      inputName: 'pw',
    })
    expect(issues).toEqual([])
    const field = form.fields[0]
    expect(field).toMatchObject({
      type: 'password',
      id: 4,
      isRequired: true,
      passwordStrengthEnabled: true,
      minPasswordStrength: 'strong',
      inputs: [
        { id: '4', label: 'Enter Password' },
        { id: '4.2', label: 'Confirm Password', customLabel: 'Again' },
      ],
    })
    // A password never comes from a default value or the address.
    expect(JSON.stringify(field)).not.toMatch(/secret|never|"pw"|allowsPrepopulate/)
    expect(formProblems({ ...form, id: 1 })).toEqual([])
  })

  it('keeps a hidden confirmation hidden and ignores a minimum GF would not apply without the meter', () => {
    const { form } = importOne({
      type: 'password',
      id: 2,
      label: 'Password',
      inputs: [
        { id: '2', label: 'Enter Password' },
        { id: '2.2', label: 'Confirm Password', isHidden: true },
      ],
      passwordStrengthEnabled: false,
      minPasswordStrength: 'good',
    })
    const field = form.fields[0]
    expect(field?.type).toBe('password')
    expect(field).not.toHaveProperty('minPasswordStrength')
    expect(field).not.toHaveProperty('passwordStrengthEnabled')
    expect(field?.type === 'password' && field.inputs?.[1]).toMatchObject({ id: '2.2', isHidden: true })
  })
})

describe('Gravity Forms import: repeaters', () => {
  const repeater = (fields: unknown[]) =>
    importGravityForms(
      {
        '0': {
          title: 'Sites',
          fields: [
            { type: 'repeater', id: 1, label: 'Sites', maxItems: '10', addButtonText: 'Add another site', fields },
            { type: 'text', id: 2, label: 'Remarks' },
          ],
        },
      },
      { sanitizeHtml },
    )

  it('maps the repeater, its supported sub-fields and its maximum', () => {
    const result = repeater([
      { type: 'text', id: 1001, label: 'Site name', isRequired: true },
      { type: 'textarea', id: 1002, label: 'Address' },
      { type: 'number', id: 1003, label: 'Beds or tables', numberFormat: 'decimal_comma' },
      { type: 'email', id: 1004, label: 'Contact' },
      { type: 'select', id: 1005, label: 'Kind', choices: [{ text: 'Care home', value: 'care' }, { text: 'Hotel' }] },
    ])
    if (!result.ok) throw new Error(result.error)
    expect(result.issues).toEqual([])
    const form = result.forms[0]!.form
    expect(form.fields[0]).toMatchObject({
      type: 'repeater',
      maxItems: 10,
      addButtonText: 'Add another site',
      fields: [
        { id: 1, type: 'text', label: 'Site name', isRequired: true },
        { id: 2, type: 'textarea', label: 'Address' },
        { id: 3, type: 'number', label: 'Beds or tables', numberFormat: 'decimal_comma' },
        { id: 4, type: 'email', label: 'Contact' },
        {
          id: 5,
          type: 'select',
          choices: [
            { text: 'Care home', value: 'care' },
            { text: 'Hotel', value: 'Hotel' },
          ],
        },
      ],
    })
    expect(formProblems(form)).toEqual([])
  })

  it('reports each sub-field of a type an item cannot hold, one by one, and keeps the rest', () => {
    const result = repeater([
      { type: 'text', id: 1001, label: 'Site name' },
      { type: 'fileupload', id: 1002, label: 'Floor plan' },
      { type: 'repeater', id: 1003, label: 'Rooms', fields: [] },
    ])
    if (!result.ok) throw new Error(result.error)
    expect(result.issues.filter((i) => i.kind === 'unsupported-field')).toEqual([
      expect.objectContaining({ fieldId: 1002, fieldType: 'fileupload', label: 'Floor plan' }),
      expect.objectContaining({ fieldId: 1003, fieldType: 'repeater', label: 'Rooms' }),
    ])
    const form = result.forms[0]!.form
    expect(form.fields.map((f) => f.type)).toEqual(['repeater', 'text'])
    expect(form.fields[0]).toMatchObject({ fields: [{ id: 1, type: 'text', label: 'Site name' }] })
  })

  it('leaves out a repeater with no supported sub-field, and says so', () => {
    const result = repeater([{ type: 'signature', id: 1001, label: 'Signature' }])
    if (!result.ok) throw new Error(result.error)
    expect(result.forms[0]!.form.fields.map((f) => f.type)).toEqual(['text'])
    expect(result.issues.map((i) => i.kind)).toEqual(['unsupported-field', 'not-imported'])
  })
})
