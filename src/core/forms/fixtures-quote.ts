/**
 * The quote request's priced part (page 2, "Your needs"): the starter products with
 * quantities, an option, an installation priced by a formula, shipping and the estimated
 * total in euros, with the list of locations and the repeater of sites first. Ids from 59 up,
 * beside the form's other fields.
 */
import type { Field } from './types'

export const quoteSystemFields: Field[] = [
  {
    type: 'section',
    id: 60,
    label: 'Your system',
    description: 'Pick a starter system if you like; we confirm every price in the quote. Prices exclude VAT.',
  },
  {
    type: 'list',
    id: 59,
    label: 'Locations',
    description: 'Each building or branch that needs a system, with its number of floors. Up to 5.',
    columns: ['Location', 'Floors'],
    maxRows: 5,
  },
  {
    type: 'repeater',
    id: 69,
    label: 'Sites',
    description: 'Each site that needs a system: its name, address and number of beds or tables. Up to 10.',
    itemLabel: 'Site',
    addButtonText: 'Add another site',
    maxItems: 10,
    fields: [
      { id: 1, type: 'text', label: 'Site name', isRequired: true },
      { id: 2, type: 'textarea', label: 'Address', isRequired: true },
      { id: 3, type: 'number', label: 'Beds or tables', numberFormat: 'decimal_comma' },
    ],
  },
  {
    type: 'product',
    id: 61,
    label: 'Guest pager set',
    description: 'Ten coaster pagers, a charging stack and a transmitter.',
    inputType: 'singleproduct',
    basePrice: 48900,
    layoutGridColumnSpan: 6,
  },
  {
    type: 'option',
    id: 62,
    label: 'Pager model',
    productField: 61,
    inputType: 'radio',
    layoutGridColumnSpan: 6,
    choices: [
      { text: 'Standard coaster', value: 'standard', price: 0, isSelected: true },
      { text: 'Waterproof coaster', value: 'waterproof', price: 3500 },
    ],
  },
  {
    type: 'product',
    id: 63,
    label: 'Nurse call starter kit',
    description: 'Eight bed call points, a corridor light and two staff pagers.',
    inputType: 'singleproduct',
    basePrice: 129500,
    layoutGridColumnSpan: 6,
  },
  {
    type: 'product',
    id: 64,
    label: 'Repeater antenna',
    description: 'Extends the range through floors and thick walls.',
    inputType: 'singleproduct',
    basePrice: 24900,
    layoutGridColumnSpan: 6,
  },
  {
    type: 'product',
    id: 65,
    label: 'Installation',
    description: 'Priced by what you order: 15 € per pager set, 120 € per nurse call kit, 45 € per antenna.',
    inputType: 'calculation',
    calculationFormula: '{Guest pager set:61.3} * 15 + {Nurse call starter kit:63.3} * 120 + {Repeater antenna:64.3} * 45',
    disableQuantity: true,
  },
  {
    type: 'number',
    id: 66,
    label: 'Pagers included',
    numberFormat: 'decimal_comma',
    enableCalculation: true,
    calculationFormula: '{Guest pager set:61.3} * 10 + {Nurse call starter kit:63.3} * 2',
    calculationRounding: 0,
    layoutGridColumnSpan: 6,
  },
  {
    type: 'shipping',
    id: 67,
    label: 'Delivery',
    inputType: 'radio',
    choices: [
      { text: 'Collect in Utrecht', value: 'collect', price: 0, isSelected: true },
      { text: 'Courier in the Netherlands', value: 'courier-nl', price: 2495 },
      { text: 'Courier elsewhere in Europe', value: 'courier-eu', price: 5995 },
    ],
  },
  { type: 'total', id: 68, label: 'Estimated total' },
]
