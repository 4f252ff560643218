import { describe, expect, it } from 'vitest'

import { readValues } from '../forms/values'
import { validateForm } from '../forms/validate'
import { allFields, replaceMergeTags } from '../forms/merge-tags'
import { toEntry } from '../forms/values'
import { renderForm } from '../forms/markup'
import type { Form } from '../forms/types'
import { applyPricing, computeOrder, calculatedNumber } from './order'

const form: Form = {
  id: 9,
  title: 'Shop',
  button: { text: 'Buy' },
  confirmations: [{ id: '1', name: 'Default', isDefault: true, type: 'message', message: 'Thanks' }],
  notifications: [],
  settings: { enableHoneypot: false, requireLogin: false },
  fields: [
    { type: 'product', id: 1, label: 'Guest pager set', inputType: 'singleproduct', basePrice: 123456 },
    {
      type: 'option',
      id: 2,
      label: 'Colour',
      productField: 1,
      inputType: 'checkbox',
      choices: [
        { text: 'Black', value: 'black', price: 0 },
        { text: 'Engraved', value: 'engraved', price: 1000 },
      ],
    },
    {
      type: 'product',
      id: 3,
      label: 'Antenna',
      inputType: 'select',
      choices: [
        { text: 'Indoor', value: 'indoor', price: 4900 },
        { text: 'Outdoor', value: 'outdoor', price: 9900 },
      ],
    },
    { type: 'quantity', id: 4, label: 'Antennas', productField: 3 },
    { type: 'product', id: 5, label: 'Tip', inputType: 'price' },
    {
      type: 'number',
      id: 6,
      label: 'Beds',
      numberFormat: 'decimal_comma',
    },
    {
      type: 'number',
      id: 7,
      label: 'Calls a day',
      numberFormat: 'decimal_comma',
      enableCalculation: true,
      calculationFormula: '{Beds:6} * 12.5',
      calculationRounding: 0,
    },
    {
      type: 'product',
      id: 8,
      label: 'Installation',
      inputType: 'calculation',
      calculationFormula: '{Beds:6} * 3.333',
      disableQuantity: true,
    },
    {
      type: 'shipping',
      id: 10,
      label: 'Shipping',
      inputType: 'radio',
      choices: [
        { text: 'Pick up', value: 'pickup', price: 0 },
        { text: 'Courier', value: 'courier', price: 1995 },
      ],
    },
    { type: 'total', id: 11, label: 'Total' },
  ],
}

const posted = (pairs: [string, string][]) => readValues(form, pairs).values

describe('computeOrder', () => {
  it('adds products, options, quantities and shipping in whole cents', () => {
    const values = posted([
      ['input_1.3', '2'],
      ['input_2.2', 'engraved'],
      ['input_3', 'outdoor'],
      ['input_4', '3'],
      ['input_5', '10,50 €'],
      ['input_6', '4'],
      ['input_10', 'courier'],
    ])
    const order = computeOrder(form, values)
    expect(order.items.map((i) => [i.name, i.quantity, i.unitPrice, i.lineTotal])).toEqual([
      ['Guest pager set', 2, 124456, 248912],
      ['Antenna', 3, 9900, 29700],
      ['Tip', 1, 1050, 1050],
      ['Installation', 1, 1333, 1333],
    ])
    expect(order.shipping).toEqual({ fieldId: 10, name: 'Courier', price: 1995 })
    expect(order.total).toBe(248912 + 29700 + 1050 + 1333 + 1995)
  })

  it('never reads a price the browser sends', () => {
    const values = posted([
      ['input_1.2', '0,01 €'],
      ['input_1.3', '1'],
      ['input_3', 'indoor|1'],
      ['input_4', '1'],
      ['input_11', '0,01 €'],
      ['input_7', '99999'],
    ])
    expect(values['1.2']).toBeUndefined()
    expect(values['11']).toBeUndefined()
    const applied = applyPricing(form, values)
    expect(applied['1.2']).toBe('1.234,56 €')
    expect(applied['11']).toBe('1.283,56 €')
    expect(applied['7']).toBe('0')
  })

  it('leaves out products hidden by logic and products nobody picked', () => {
    const values = posted([['input_1.3', '1']])
    expect(
      computeOrder(form, values, { fields: { 1: false }, pages: [true], submitButton: true, nextButtons: [] }).items.map(
        (i) => i.name,
      ),
    ).toEqual([])
    expect(computeOrder(form, values).items.map((i) => i.name)).toEqual(['Guest pager set'])
  })
})

describe('calculations', () => {
  it('evaluates a number field formula with its rounding', () => {
    expect(calculatedNumber(form, posted([['input_6', '3']]), 7)).toBe(38)
    expect(applyPricing(form, posted([['input_6', '1.000']]))['7']).toBe('12.500')
  })
  it('resolves a cycle to 0 instead of looping', () => {
    const cyclic: Form = {
      ...form,
      fields: [
        {
          type: 'number',
          id: 1,
          label: 'A',
          numberFormat: 'decimal_dot',
          enableCalculation: true,
          calculationFormula: '{B:2} + 1',
        },
        {
          type: 'number',
          id: 2,
          label: 'B',
          numberFormat: 'decimal_dot',
          enableCalculation: true,
          calculationFormula: '{A:1} + 1',
        },
      ],
    }
    expect(calculatedNumber(cyclic, {}, 1)).toBe(2)
  })
})

describe('pricing in the engine', () => {
  it('validates quantities, choices and amounts', () => {
    const bad = posted([
      ['input_1.3', '1.5'],
      ['input_3', 'gold'],
      ['input_4', '-1'],
      ['input_5', 'abc'],
      ['input_10', 'rocket'],
    ])
    const result = validateForm(form, bad)
    expect(result.errors.map((e) => [e.fieldId, e.message])).toEqual([
      [1, 'Please enter a valid quantity. Quantity cannot contain decimals.'],
      [3, 'Invalid selection. Please select one of the available choices.'],
      [4, 'Please enter a valid quantity. Quantity cannot contain decimals.'],
      [5, 'Please enter a valid amount.'],
      [10, 'Invalid selection. Please select one of the available choices.'],
    ])
  })
  it('stores and mails line items and the total in the form currency', () => {
    const values = applyPricing(
      form,
      posted([
        ['input_1.3', '1'],
        ['input_10', 'courier'],
      ]),
    )
    const entry = toEntry(form, values)
    expect(entry).toMatchObject({
      '1.1': 'Guest pager set',
      '1.2': '1.234,56 €',
      '1.3': '1',
      '10': 'courier',
      '11': '1.254,51 €',
    })
    const text = allFields(form, values, { format: 'text' })
    expect(text).toContain('Guest pager set: 1 × 1.234,56 € = 1.234,56 €')
    expect(text).toContain('Shipping: Courier: 19,95 €')
    expect(text).toContain('Total: 1.254,51 €')
    expect(replaceMergeTags('{Total:11}', { form, values, context: { today: '2026-01-01' }, format: 'text' })).toBe('1.254,51 €')
  })
  it('renders prices and the total as the server computes them', () => {
    const html = renderForm(
      form,
      {
        values: posted([
          ['input_1.3', '2'],
          ['input_11', '1,00 €'],
        ]),
      },
      {
        action: '/shop',
        ajaxUrl: '/ajax',
        nonce: 'n',
        displayTitle: true,
        displayDescription: true,
        sanitizeHtml: (h) => h,
        context: { today: '2026-01-01' },
      },
    )
    expect(html).toContain('<span class="ginput_product_price" id="input_9_1">1.234,56 €</span>')
    expect(html).toContain('>2.469,12 €</span>')
    expect(html).toContain('Courier 19,95 €')
    expect(html).toContain('Engraved +10,00 €')
    expect(html).toMatch(/id="input_9_7"[^>]*readonly/)
  })
})
