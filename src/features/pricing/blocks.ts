import type { Block, Field } from 'payload'

import { fieldBlock } from '../forms/fields/admin'
import { CURRENCIES } from '../../core/money/currency'

/**
 * The form builder's pricing blocks (products, options, quantities, shipping, total) and the
 * calculation settings of number fields. Prices are typed in the form's currency with its
 * decimals (89.50) and kept by the engine as whole cents (`core/forms/fields/row-kit.ts`).
 */

export const currencyOptions = Object.values(CURRENCIES).map((c) => ({ label: c.code, value: c.code }))

/** The form's currency setting (Settings tab). */
export const currencyField: Field = {
  name: 'currency',
  type: 'select',
  defaultValue: 'EUR',
  options: currencyOptions,
  admin: { description: 'The currency of product, shipping and total fields. EUR is written 1.234,56 €.' },
}

const price = (name = 'price', label = 'Price'): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  admin: { step: 0.01, width: '30%' },
})

const priceChoices = (allowNegative: boolean): Field => ({
  name: 'choices',
  type: 'array',
  minRows: 1,
  labels: { singular: 'Choice', plural: 'Choices' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'text', label: 'Label', type: 'text', required: true, admin: { width: '40%' } },
        { name: 'value', type: 'text', admin: { width: '25%', description: 'Empty: the label.' } },
        { ...price(), ...(allowNegative ? { min: undefined } : {}), admin: { step: 0.01, width: '20%' } } as Field,
        { name: 'isSelected', label: 'Selected', type: 'checkbox', admin: { width: '15%' } },
      ],
    },
  ],
})

/** Formula settings, shared by number fields and calculation products. */
export function calculationFields(condition: (data: unknown, sibling: Record<string, unknown>) => boolean): Field[] {
  return [
    {
      name: 'calculationFormula',
      label: 'Formula',
      type: 'textarea',
      admin: {
        condition: (d, s) => condition(d, s ?? {}),
        description: 'Numbers, + - * /, parentheses and fields as merge tags, e.g. {Quantity:3} * 12.5',
      },
    },
    {
      name: 'calculationRounding',
      label: 'Rounding',
      type: 'select',
      defaultValue: 'norounding',
      options: [
        { label: 'Do not round', value: 'norounding' },
        ...[0, 1, 2, 3, 4].map((n) => ({ label: `${n} decimals`, value: String(n) })),
      ],
      admin: { condition: (d, s) => condition(d, s ?? {}) },
    },
  ]
}

/** The settings added to the number block. */
export const numberCalculationFields: Field[] = [
  { name: 'enableCalculation', label: 'Calculate the value with a formula', type: 'checkbox' },
  ...calculationFields((_, s) => Boolean(s.enableCalculation)),
]

const productRef: Field = {
  name: 'productField',
  label: 'Product field id',
  type: 'number',
  required: true,
  admin: { width: '30%' },
}

/** The pricing blocks; `common` is the settings every field block has. */
export function pricingFieldBlocks(common: (options?: { placeholder?: boolean; defaultValue?: boolean }) => Field[]): Block[] {
  return [
    fieldBlock('product', [
      ...common({ defaultValue: false }),
      {
        type: 'row',
        fields: [
          {
            name: 'inputType',
            label: 'Field type',
            type: 'select',
            defaultValue: 'singleproduct',
            options: [
              { label: 'Single product', value: 'singleproduct' },
              { label: 'Drop down', value: 'select' },
              { label: 'Radio buttons', value: 'radio' },
              { label: 'User defined price', value: 'price' },
              { label: 'Hidden', value: 'hiddenproduct' },
              { label: 'Calculation', value: 'calculation' },
            ],
            admin: { width: '40%' },
          },
          {
            ...price('basePrice'),
            admin: {
              step: 0.01,
              width: '30%',
              condition: (_, s) => s?.inputType === 'singleproduct' || s?.inputType === 'hiddenproduct',
            },
          } as Field,
          { name: 'disableQuantity', label: 'No quantity', type: 'checkbox', admin: { width: '30%' } },
        ],
      },
      {
        ...priceChoices(false),
        admin: { condition: (_, s) => s?.inputType === 'select' || s?.inputType === 'radio' },
      } as Field,
      ...calculationFields((_, s) => s.inputType === 'calculation').filter((f) => 'name' in f && f.name === 'calculationFormula'),
    ]),
    fieldBlock('option', [
      ...common({ defaultValue: false }),
      {
        type: 'row',
        fields: [
          productRef,
          {
            name: 'inputType',
            label: 'Field type',
            type: 'select',
            defaultValue: 'select',
            options: [
              { label: 'Drop down', value: 'select' },
              { label: 'Radio buttons', value: 'radio' },
              { label: 'Checkboxes', value: 'checkbox' },
            ],
            admin: { width: '40%' },
          },
        ],
      },
      { ...priceChoices(true), required: true } as Field,
    ]),
    fieldBlock('quantity', [
      ...common(),
      {
        type: 'row',
        fields: [
          productRef,
          { name: 'rangeMin', label: 'Minimum', type: 'number', min: 0, admin: { width: '30%' } },
          { name: 'rangeMax', label: 'Maximum', type: 'number', min: 0, admin: { width: '30%' } },
        ],
      },
    ]),
    fieldBlock('shipping', [
      ...common({ defaultValue: false }),
      {
        type: 'row',
        fields: [
          {
            name: 'inputType',
            label: 'Field type',
            type: 'select',
            defaultValue: 'singleshipping',
            options: [
              { label: 'Single method', value: 'singleshipping' },
              { label: 'Drop down', value: 'select' },
              { label: 'Radio buttons', value: 'radio' },
            ],
            admin: { width: '40%' },
          },
          {
            ...price('basePrice'),
            admin: { step: 0.01, width: '30%', condition: (_, s) => s?.inputType === 'singleshipping' },
          } as Field,
        ],
      },
      { ...priceChoices(false), admin: { condition: (_, s) => s?.inputType !== 'singleshipping' } } as Field,
    ]),
    fieldBlock('total', common({ placeholder: false, defaultValue: false })),
  ]
}
