import type { Block, Field } from 'payload'

import { fieldBlock } from '../forms/fields/admin'

const SUB_TYPES = [
  { label: 'Single line text', value: 'text' },
  { label: 'E-mail', value: 'email' },
  { label: 'Number', value: 'number' },
  { label: 'Paragraph text', value: 'textarea' },
  { label: 'Drop down', value: 'select' },
]

/**
 * The repeater field's block: the fields of one item (a Payload array: label, type, required,
 * and a drop down's choices), what an item is called, the add button's text and the maximum
 * number of items. Short `dbName`s keep PostgreSQL's table and type names under its limit.
 */
export function repeaterFieldBlock(common: (options?: { placeholder?: boolean; defaultValue?: boolean }) => Field[]): Block {
  return fieldBlock('repeater', [
    ...common({ placeholder: false, defaultValue: false }),
    {
      type: 'row',
      fields: [
        {
          name: 'itemLabel',
          label: 'Item name',
          type: 'text',
          admin: { width: '33%', description: 'Headings "Site 2", buttons "Remove site 2". Empty: Item.' },
        },
        {
          name: 'addButtonText',
          label: 'Add button text',
          type: 'text',
          admin: { width: '34%', description: 'Empty: "Add another" and the item name.' },
        },
        {
          name: 'maxItems',
          label: 'Maximum items',
          type: 'number',
          min: 1,
          max: 50,
          admin: { width: '33%', description: 'The add button is disabled at this number. Empty: 50.' },
        },
      ],
    },
    {
      name: 'subFields',
      dbName: 'ff_rep_sub',
      label: 'Fields of one item',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Field', plural: 'Fields' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, admin: { width: '45%' } },
            {
              name: 'type',
              type: 'select',
              enumName: 'ff_rep_sub_type',
              required: true,
              defaultValue: 'text',
              options: SUB_TYPES,
              admin: { width: '35%' },
            },
            { name: 'isRequired', label: 'Required', type: 'checkbox', admin: { width: '20%' } },
          ],
        },
        {
          name: 'numberFormat',
          label: 'Number format',
          type: 'select',
          enumName: 'ff_rep_sub_num',
          defaultValue: 'decimal_comma',
          options: [
            { label: '9.999,99', value: 'decimal_comma' },
            { label: '9,999.99', value: 'decimal_dot' },
          ],
          admin: { condition: (_, sibling) => sibling?.type === 'number' },
        },
        {
          name: 'choices',
          dbName: 'ff_rep_sub_ch',
          type: 'array',
          labels: { singular: 'Choice', plural: 'Choices' },
          admin: { condition: (_, sibling) => sibling?.type === 'select' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'text', label: 'Label', type: 'text', required: true, admin: { width: '50%' } },
                { name: 'value', type: 'text', admin: { width: '50%', description: 'Empty: the label.' } },
              ],
            },
          ],
        },
      ],
    },
  ])
}
