import type { Block, Field } from 'payload'

import { fieldBlock } from '../../features/forms/fields/admin'
import { subInputsField } from '../../features/forms/fields/sub-inputs'
import { COUNTRIES } from '../../core/forms/countries'
import { listFieldBlock } from '../../features/lists/block'
import { repeaterFieldBlock } from '../../features/repeater/block'
import { socialFieldBlock } from '../../features/social/block'
import { passwordFieldBlock } from '../../features/password/block'
import { dateLimitFields } from '../../features/forms/date-limit-fields'
import { numberCalculationFields, pricingFieldBlocks } from '../../features/pricing/blocks'

/**
 * The form builder's field blocks: one block per field type, named like the form
 * engine's types (`core/forms/types.ts`), holding Gravity Forms' field settings.
 * `features/forms/model.ts` turns a saved form into the engine's `Form`.
 */

/** The builder's own admin components (pickers of the form's fields, ids, merge tags). */
export const BUILDER = '/features/forms/builder'

/**
 * An "Insert merge tag" menu in place of a field's description (builder/MergeTagPicker.tsx), which
 * shows the description's text beside it: `default` for default values, which are filled before
 * there is an entry.
 */
export const mergeTagPicker = (text?: string, use: 'message' | 'default' = 'message') => ({
  Description: { path: `${BUILDER}/MergeTagPicker#MergeTagPicker`, clientProps: { use, ...(text ? { text } : {}) } },
})

const half = { width: '50%' } as const
const third = { width: '33%' } as const

const OPERATORS = [
  { label: 'is', value: 'is' },
  { label: 'is not', value: 'isnot' },
  { label: 'greater than', value: '>' },
  { label: 'less than', value: '<' },
  { label: 'contains', value: 'contains' },
  { label: 'starts with', value: 'starts_with' },
  { label: 'ends with', value: 'ends_with' },
]

/** Show or hide something when all or any of its rules match (GF's conditional logic). */
export function logicField(name = 'logic', label = 'Conditional logic'): Field {
  return {
    name,
    label,
    type: 'group',
    admin: { hideGutter: true },
    fields: [
      { name: 'enabled', label: `Use ${label.toLowerCase()}`, type: 'checkbox' },
      {
        type: 'row',
        admin: { condition: (_, s) => Boolean(s?.enabled) },
        fields: [
          {
            name: 'actionType',
            type: 'select',
            defaultValue: 'show',
            options: [
              { label: 'Show', value: 'show' },
              { label: 'Hide', value: 'hide' },
            ],
            admin: half,
          },
          {
            name: 'logicType',
            type: 'select',
            defaultValue: 'all',
            options: [
              { label: 'when all rules match', value: 'all' },
              { label: 'when any rule matches', value: 'any' },
            ],
            admin: half,
          },
        ],
      },
      {
        name: 'rules',
        type: 'array',
        admin: { condition: (_, s) => Boolean(s?.enabled) },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'fieldId',
                label: 'Field',
                type: 'text',
                required: true,
                // Picked from the form's fields (the stored value is still the id, `5` or `5.3`).
                admin: { ...third, components: { Field: `${BUILDER}/LogicRuleFields#LogicRuleField` } },
                validate: (value: unknown) =>
                  /^\d+(\.\d+)?$/.test(String(value ?? '')) ? true : 'A field id such as 5, or 5.3 for a part',
              },
              { name: 'operator', type: 'select', required: true, defaultValue: 'is', options: OPERATORS, admin: third },
              {
                name: 'value',
                type: 'text',
                // One of the chosen field's choices when it has some, typed text otherwise.
                admin: { ...third, components: { Field: `${BUILDER}/LogicRuleFields#LogicRuleValue` } },
              },
            ],
          },
        ],
      },
    ],
  }
}

const choicesField = (withSelected = true): Field => ({
  name: 'choices',
  type: 'array',
  minRows: 1,
  required: true,
  labels: { singular: 'Choice', plural: 'Choices' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'text', label: 'Label', type: 'text', required: true, admin: { width: withSelected ? '45%' : '50%' } },
        {
          name: 'value',
          type: 'text',
          admin: { width: withSelected ? '35%' : '50%', description: 'Empty: the label.' },
        },
        ...(withSelected ? [{ name: 'isSelected', label: 'Selected', type: 'checkbox', admin: { width: '20%' } } as Field] : []),
      ],
    },
  ],
})

/** An image choice's choices: a choice's text, value and preselection, and its picture from the media library. */
const imageChoicesField = (): Field => {
  const choices = choicesField() as Extract<Field, { type: 'array' }>
  return {
    ...choices,
    fields: [
      ...choices.fields,
      {
        name: 'image',
        label: 'Image',
        type: 'upload',
        relationTo: 'media',
        // Stored in the form's JSON as the Media id; where forms are loaded the id becomes its picture.
        admin: { description: 'Shown on the choice’s card; without one the card shows an empty box.' },
      },
    ],
  }
}

/** The settings every field has; `label` is optional only where nothing is shown. */
function common(options: { label?: boolean; placeholder?: boolean; defaultValue?: boolean; prefill?: boolean } = {}): Field[] {
  const { label = true, placeholder = true, defaultValue = true, prefill = true } = options
  return [
    {
      name: 'fieldId',
      label: 'Field id',
      type: 'number',
      admin: {
        readOnly: true,
        // Given as soon as the field is added (builder/FieldIds.tsx), so logic can name it before a save.
        description: 'Used by conditional logic and merge tags ({Label:id}); never changes.',
      },
    },
    { name: 'label', type: 'text', required: label },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'isRequired', label: 'Required', type: 'checkbox', admin: third },
        {
          name: 'width',
          label: 'Column width',
          type: 'select',
          defaultValue: '12',
          options: [
            { label: 'Full', value: '12' },
            { label: 'Three quarters', value: '9' },
            { label: 'Two thirds', value: '8' },
            { label: 'Half', value: '6' },
            { label: 'One third', value: '4' },
            { label: 'One quarter', value: '3' },
          ],
          admin: third,
        },
        {
          name: 'visibility',
          type: 'select',
          defaultValue: 'visible',
          options: [
            { label: 'Visible', value: 'visible' },
            { label: 'Hidden (submitted, not shown)', value: 'hidden' },
            { label: 'Administrative (staff only)', value: 'administrative' },
          ],
          admin: third,
        },
      ],
    },
    ...(placeholder || defaultValue
      ? [
          {
            type: 'row',
            fields: [
              ...(placeholder ? [{ name: 'placeholder', type: 'text', admin: half } as Field] : []),
              ...(defaultValue
                ? [
                    {
                      name: 'defaultValue',
                      label: 'Default value',
                      type: 'text',
                      admin: { ...half, components: mergeTagPicker('Merge tags work, e.g. {date_dmy}.', 'default') },
                    } as Field,
                  ]
                : []),
            ],
          } as Field,
        ]
      : []),
    {
      type: 'collapsible',
      label: 'Advanced',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'adminLabel', label: 'Admin label', type: 'text', admin: half },
            { name: 'cssClass', label: 'CSS class', type: 'text', admin: half },
          ],
        },
        { name: 'errorMessage', label: 'Custom validation message', type: 'text' },
        ...(prefill
          ? [
              {
                type: 'row',
                fields: [
                  { name: 'allowsPrepopulate', label: 'Fill from the address (query string)', type: 'checkbox', admin: half },
                  {
                    name: 'inputName',
                    label: 'Parameter name',
                    type: 'text',
                    admin: { ...half, condition: (_, s) => Boolean(s?.allowsPrepopulate) },
                  },
                ],
              } as Field,
              { name: 'noDuplicates', label: 'No duplicates (refuse a value an earlier entry has)', type: 'checkbox' } as Field,
            ]
          : []),
      ],
    },
    logicField(),
  ]
}

const sizeLimits: Field = { name: 'maxLength', label: 'Maximum characters', type: 'number', min: 1, max: 100_000 }

const countryOptions = COUNTRIES.map((c) => ({ label: c.name, value: c.name }))

export const formFieldBlocks: Block[] = [
  fieldBlock('text', [
    ...common(),
    {
      type: 'row',
      fields: [
        { ...sizeLimits, admin: half } as Field,
        {
          name: 'inputMaskValue',
          label: 'Input mask',
          type: 'text',
          admin: { ...half, description: '9 digit, a letter, * either, ? rest optional. e.g. 9999 aa' },
        },
      ],
    },
  ]),
  fieldBlock('textarea', [
    ...common(),
    sizeLimits,
    {
      name: 'useRichTextEditor',
      label: 'Use the rich text editor',
      type: 'checkbox',
      admin: {
        description:
          'Bold, italic, lists and links. The answer is kept as sanitised HTML; the maximum counts its text, not its tags.',
      },
    },
  ]),
  fieldBlock('select', [...common(), choicesField()]),
  fieldBlock('multiselect', [...common({ placeholder: false }), choicesField()]),
  fieldBlock('number', [
    ...common(),
    {
      type: 'row',
      fields: [
        {
          name: 'numberFormat',
          label: 'Format',
          type: 'select',
          defaultValue: 'decimal_comma',
          options: [
            { label: '9.999,99', value: 'decimal_comma' },
            { label: '9,999.99', value: 'decimal_dot' },
            { label: 'Euros (1.234,56 €)', value: 'currency' },
          ],
          admin: third,
        },
        { name: 'rangeMin', label: 'Minimum', type: 'number', admin: third },
        { name: 'rangeMax', label: 'Maximum', type: 'number', admin: third },
      ],
    },
    ...numberCalculationFields,
  ]),
  fieldBlock('checkbox', [
    ...common({ placeholder: false, defaultValue: false }),
    choicesField(),
    {
      type: 'row',
      fields: [
        { name: 'enableSelectAll', label: 'Offer “Select all”', type: 'checkbox', admin: half },
        { name: 'selectAllText', label: 'Select-all text', type: 'text', defaultValue: 'Select All', admin: half },
      ],
    },
  ]),
  fieldBlock('radio', [
    ...common({ placeholder: false, defaultValue: false }),
    choicesField(),
    {
      type: 'row',
      fields: [
        { name: 'enableOtherChoice', label: 'Add an “Other” choice with a text box', type: 'checkbox', admin: half },
        { name: 'otherPlaceholder', label: '“Other” placeholder', type: 'text', admin: half },
      ],
    },
  ]),
  fieldBlock('image_choice', [
    ...common({ placeholder: false, defaultValue: false }),
    {
      name: 'inputType',
      label: 'Visitors choose',
      type: 'radio',
      defaultValue: 'radio',
      options: [
        { label: 'One choice', value: 'radio' },
        { label: 'Several choices', value: 'checkbox' },
      ],
    },
    imageChoicesField(),
  ]),
  fieldBlock('hidden', [...common({ placeholder: false, label: true })]),
  fieldBlock('html', [
    ...common({ label: false, placeholder: false, defaultValue: false, prefill: false }),
    {
      name: 'content',
      type: 'code',
      required: true,
      admin: {
        language: 'html',
        description: 'Sanitised when shown: scripts, event handlers and frames are removed. Merge tags work.',
      },
    },
  ]),
  fieldBlock('section', common({ placeholder: false, defaultValue: false, prefill: false })),
  fieldBlock('page', [
    ...common({ label: false, placeholder: false, defaultValue: false, prefill: false }),
    {
      type: 'row',
      fields: [
        { name: 'nextButtonText', label: 'Next button (on the page before)', type: 'text', defaultValue: 'Next', admin: half },
        {
          name: 'previousButtonText',
          label: 'Previous button (on this page)',
          type: 'text',
          defaultValue: 'Previous',
          admin: half,
        },
      ],
    },
    logicField('nextButtonLogic', 'Next button logic'),
  ]),
  fieldBlock('name', [...common({ placeholder: false, defaultValue: false }), subInputsField('name')]),
  fieldBlock('email', [
    ...common(),
    { name: 'emailConfirmEnabled', label: 'Ask for the address twice (confirmation)', type: 'checkbox' },
    {
      name: 'enableServerCheck',
      label: 'Check the address (mail server, disposable services) and show the answer beside the field',
      type: 'checkbox',
    },
    subInputsField('email', (_, s) => Boolean(s?.emailConfirmEnabled)),
  ]),
  fieldBlock('phone', [
    ...common(),
    {
      type: 'row',
      fields: [
        {
          name: 'phoneFormat',
          label: 'Format',
          type: 'select',
          defaultValue: 'international',
          options: [
            { label: 'International (any country)', value: 'international' },
            { label: 'Standard (###) ###-####', value: 'standard' },
          ],
          admin: half,
        },
        { name: 'defaultCountry', label: 'Country for numbers without +', type: 'text', defaultValue: 'NL', admin: half },
      ],
    },
  ]),
  fieldBlock('website', common()),
  fieldBlock('address', [
    ...common({ placeholder: false, defaultValue: false }),
    {
      type: 'row',
      fields: [{ name: 'defaultCountry', label: 'Preselected country', type: 'select', options: countryOptions, admin: half }],
    },
    subInputsField('address'),
  ]),
  fieldBlock('date', [
    ...common(),
    {
      type: 'row',
      fields: [
        {
          name: 'dateType',
          label: 'Input',
          type: 'select',
          defaultValue: 'datepicker',
          options: [
            { label: 'Date picker', value: 'datepicker' },
            { label: 'Drop downs', value: 'datedropdown' },
            { label: 'Three fields', value: 'datefield' },
          ],
          admin: half,
        },
        {
          name: 'dateFormat',
          label: 'Format',
          type: 'select',
          defaultValue: 'dmy',
          options: [
            { label: 'dd/mm/yyyy', value: 'dmy' },
            { label: 'dd-mm-yyyy', value: 'dmy_dash' },
            { label: 'dd.mm.yyyy', value: 'dmy_dot' },
            { label: 'mm/dd/yyyy', value: 'mdy' },
            { label: 'yyyy/mm/dd', value: 'ymd_slash' },
            { label: 'yyyy-mm-dd', value: 'ymd_dash' },
            { label: 'yyyy.mm.dd', value: 'ymd_dot' },
          ],
          admin: half,
        },
      ],
    },
    ...dateLimitFields,
    subInputsField('date', (_, s) => s?.dateType === 'datedropdown' || s?.dateType === 'datefield'),
  ]),
  fieldBlock('time', [
    ...common({ placeholder: false }),
    {
      name: 'timeFormat',
      label: 'Clock',
      type: 'select',
      defaultValue: '24',
      options: [
        { label: '24 hours', value: '24' },
        { label: '12 hours (am/pm)', value: '12' },
      ],
    },
    subInputsField('time'),
  ]),
  fieldBlock('captcha', [
    ...common({ placeholder: false, defaultValue: false, prefill: false }),
    {
      name: 'captchaSize',
      label: 'Widget',
      type: 'select',
      defaultValue: 'visible',
      options: [
        { label: 'Visible (the visitor sees the check)', value: 'visible' },
        { label: 'Invisible (checked when the form is sent)', value: 'invisible' },
      ],
      admin: { description: 'The provider is chosen in Settings › Anti-spam › Captcha (ALTCHA by default: no third party).' },
    },
  ]),
  fieldBlock('consent', [
    ...common({ placeholder: false, defaultValue: false, prefill: false }),
    {
      name: 'checkboxLabel',
      label: 'Checkbox label',
      type: 'text',
      required: true,
      defaultValue: 'I agree to the privacy policy.',
    },
  ]),
  fieldBlock('fileupload', [
    ...common({ placeholder: false, defaultValue: false, prefill: false }),
    {
      type: 'row',
      fields: [
        {
          name: 'allowedExtensions',
          label: 'Allowed file types',
          type: 'text',
          admin: {
            width: '50%',
            description: 'Extensions, comma separated: pdf, jpg, png. Programs and scripts are never taken.',
          },
        },
        { name: 'maxFileSize', label: 'Maximum file size (MB)', type: 'number', min: 0, admin: { width: '25%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'multipleFiles', label: 'Several files', type: 'checkbox', admin: { width: '25%' } },
        {
          name: 'maxFiles',
          label: 'Maximum number of files',
          type: 'number',
          min: 0,
          admin: { width: '25%', condition: (_, s) => Boolean(s?.multipleFiles), description: '0: no limit' },
        },
      ],
    },
  ]),
  ...pricingFieldBlocks(common),
  listFieldBlock(common),
  repeaterFieldBlock(common),
  socialFieldBlock(common),
  passwordFieldBlock(common),
]
