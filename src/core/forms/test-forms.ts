/**
 * A form with one field of every type, for the engine's tests (not part of the public API).
 */
import type { ConditionalLogic, Field, Form } from './types'

export const everyField: Field[] = [
  { type: 'text', id: 1, label: 'Text', maxLength: 10 },
  { type: 'textarea', id: 2, label: 'Paragraph', maxLength: 20 },
  {
    type: 'select',
    id: 3,
    label: 'Drop down',
    choices: [
      { text: 'One', value: 'one' },
      { text: 'Two', value: 'two' },
    ],
  },
  {
    type: 'multiselect',
    id: 4,
    label: 'Multi',
    choices: [
      { text: 'Red', value: 'red' },
      { text: 'Green', value: 'green' },
      { text: 'Blue', value: 'blue' },
    ],
  },
  { type: 'number', id: 5, label: 'Number', numberFormat: 'decimal_comma', rangeMin: 1, rangeMax: 10 },
  {
    type: 'checkbox',
    id: 6,
    label: 'Boxes',
    choices: Array.from({ length: 11 }, (_, i) => ({ text: `Box ${i + 1}`, value: `b${i + 1}` })),
  },
  {
    type: 'radio',
    id: 7,
    label: 'Radio',
    enableOtherChoice: true,
    choices: [
      { text: 'Yes', value: 'yes' },
      { text: 'No', value: 'no' },
    ],
  },
  { type: 'hidden', id: 8, label: 'Hidden' },
  { type: 'html', id: 9, label: 'HTML', content: '<p>Hello</p>' },
  { type: 'section', id: 10, label: 'Section' },
  { type: 'name', id: 11, label: 'Name' },
  { type: 'email', id: 12, label: 'E-mail', emailConfirmEnabled: true },
  { type: 'phone', id: 13, label: 'Phone', phoneFormat: 'international', defaultCountry: 'NL' },
  { type: 'website', id: 14, label: 'Website' },
  { type: 'address', id: 15, label: 'Address', addressType: 'international' },
  { type: 'date', id: 16, label: 'Picker', dateType: 'datepicker', dateFormat: 'dmy_dot' },
  { type: 'date', id: 17, label: 'Drop downs', dateType: 'datedropdown', dateFormat: 'dmy' },
  { type: 'time', id: 18, label: 'Time 12', timeFormat: '12' },
  { type: 'time', id: 19, label: 'Time 24', timeFormat: '24' },
  { type: 'consent', id: 20, label: 'Consent', checkboxLabel: 'I agree', description: 'The terms.' },
  { type: 'page', id: 21, label: 'Page 2' },
  { type: 'text', id: 22, label: 'Staff only', visibility: 'administrative' },
  { type: 'date', id: 23, label: 'Year first', dateType: 'datefield', dateFormat: 'ymd_dash' },
]

export function makeForm(fields: Field[], extra: Partial<Form> = {}): Form {
  return {
    id: 7,
    title: 'Test form',
    fields,
    button: { text: 'Submit' },
    confirmations: [{ id: 'c', name: 'Default', isDefault: true, type: 'message', message: 'Thanks' }],
    notifications: [],
    settings: { enableHoneypot: true, requireLogin: false },
    ...extra,
  }
}

export const kitchenSink = makeForm(everyField)

export const when = (
  fieldId: string,
  operator: ConditionalLogic['rules'][number]['operator'],
  value: string,
  actionType: 'show' | 'hide' = 'show',
): ConditionalLogic => ({ actionType, logicType: 'all', rules: [{ fieldId, operator, value }] })

/** The field with this id, checked to be of this type. */
export function fieldOf<T extends Field['type']>(form: Form, id: number, type: T): Extract<Field, { type: T }> {
  const field = form.fields.find((f) => f.id === id)
  if (!field || field.type !== type) throw new Error(`Field ${id} is not a ${type} field`)
  return field as Extract<Field, { type: T }>
}
