import { describe, expect, it } from 'vitest'

import {
  emailFieldChoices,
  logicTargets,
  mergeTagGroups,
  pendingFieldIds,
  readBuilderFields,
  withCurrent,
  type FormStateLike,
} from './options'
import { fieldIdsFor } from '../field-ids'

/** Payload's flat form state for rows given as plain objects. */
function stateOf(rows: Record<string, unknown>[], extra: FormStateLike = {}): FormStateLike {
  const state: FormStateLike = { fields: { value: rows.length }, ...extra }
  rows.forEach((row, i) => {
    for (const [key, value] of Object.entries(row)) {
      if (key === 'choices') {
        ;(value as Record<string, unknown>[]).forEach((c, j) => {
          for (const [k, v] of Object.entries(c)) state[`fields.${i}.choices.${j}.${k}`] = { value: v }
        })
      } else state[`fields.${i}.${key}`] = { value }
    }
  })
  return state
}

const quote = stateOf([
  { blockType: 'ff_select', fieldId: 1, label: 'Topic', choices: [{ text: 'Sales' }, { text: 'Support', value: 'help' }] },
  { blockType: 'ff_email', fieldId: 2, label: 'E-mail', adminLabel: 'Visitor e-mail' },
  { blockType: 'ff_name', fieldId: 3, label: 'Name', showMiddle: true },
  { blockType: 'ff_section', fieldId: 4, label: 'About you' },
  { blockType: 'ff_address', fieldId: 5, label: 'Address', hideLine2: true },
  { blockType: 'ff_html', fieldId: 6, label: '' },
  { blockType: 'ff_captcha', fieldId: 7, label: 'Captcha' },
  { blockType: 'ff_consent', fieldId: 8, label: 'Privacy' },
  { blockType: 'ff_text', fieldId: null, label: 'Just added' },
  { blockType: 'ff_email', fieldId: 10, label: '' },
])

describe('readBuilderFields', () => {
  it('reads each row: id, type, the name staff gave it, choices', () => {
    const fields = readBuilderFields(quote)
    expect(fields.map((f) => [f.index, f.id, f.type, f.name])).toEqual([
      [0, 1, 'select', 'Topic'],
      [1, 2, 'email', 'Visitor e-mail'],
      [2, 3, 'name', 'Name'],
      [3, 4, 'section', 'About you'],
      [4, 5, 'address', 'Address'],
      [5, 6, 'html', 'HTML'],
      [6, 7, 'captcha', 'Captcha'],
      [7, 8, 'consent', 'Privacy'],
      [8, null, 'text', 'Just added'],
      [9, 10, 'email', 'E-mail'],
    ])
    expect(fields[0]!.choices).toEqual([
      { text: 'Sales', value: 'Sales' },
      { text: 'Support', value: 'help' },
    ])
  })

  it('ignores a rule’s own field id and other nested paths', () => {
    const state = stateOf([{ blockType: 'ff_text', fieldId: 1, label: 'A' }])
    state['fields.0.logic.rules.0.fieldId'] = { value: '9' }
    state['fields.0.subFields.0.label'] = { value: 'Nested' }
    expect(readBuilderFields(state).map((f) => [f.id, f.name])).toEqual([[1, 'A']])
  })
})

describe('logicTargets', () => {
  it('lists what logic can compare, with a name’s and an address’s shown parts, and never page, section, HTML or captcha', () => {
    expect(logicTargets(readBuilderFields(quote)).map((t) => t.label)).toEqual([
      'Topic · ID 1',
      'Visitor e-mail · ID 2',
      'Name · ID 3',
      'Name (First) · ID 3.3',
      'Name (Middle) · ID 3.4',
      'Name (Last) · ID 3.6',
      'Address · ID 5',
      'Address (Street Address) · ID 5.1',
      'Address (City) · ID 5.3',
      'Address (State / Province / Region) · ID 5.4',
      'Address (ZIP / Postal Code) · ID 5.5',
      'Address (Country) · ID 5.6',
      'Privacy · ID 8',
      'E-mail · ID 10',
    ])
  })

  it('brings a field’s choices (label and stored value), a consent box’s ticked value, the countries', () => {
    const targets = logicTargets(readBuilderFields(quote))
    const by = (value: string) => targets.find((t) => t.value === value)
    expect(by('1')!.choices).toEqual([
      { label: 'Sales', value: 'Sales' },
      { label: 'Support (help)', value: 'help' },
    ])
    expect(by('8')!.choices).toEqual([{ label: 'Ticked', value: '1' }])
    expect(by('5.6')!.choices).toContainEqual({ label: 'Netherlands', value: 'Netherlands' })
    expect(by('2')!.choices).toBeUndefined()
  })

  it('offers a product’s choices only when it is a drop down or radio buttons', () => {
    const choices = [{ text: 'Basic', value: 'Basic' }]
    const fields = readBuilderFields(
      stateOf([
        { blockType: 'ff_product', fieldId: 1, label: 'Plan', inputType: 'select', choices },
        { blockType: 'ff_product', fieldId: 2, label: 'Own price', inputType: 'price', choices },
      ]),
    )
    expect(logicTargets(fields).map((t) => Boolean(t.choices))).toEqual([true, false])
  })
})

describe('emailFieldChoices and withCurrent', () => {
  it('lists the e-mail fields that have ids', () => {
    expect(emailFieldChoices(readBuilderFields(quote))).toEqual([
      { value: '2', label: 'Visitor e-mail · ID 2' },
      { value: '10', label: 'E-mail · ID 10' },
    ])
  })

  it('keeps a stored value that no option has, so it is shown rather than lost', () => {
    const options = [{ value: '1', label: 'A · ID 1' }]
    expect(withCurrent(options, '1', (v) => `gone ${v}`)).toEqual(options)
    expect(withCurrent(options, '', (v) => `gone ${v}`)).toEqual(options)
    expect(withCurrent(options, '7', (v) => `gone ${v}`)).toEqual([...options, { value: '7', label: 'gone 7' }])
  })
})

describe('field ids in the builder', () => {
  it('gives new rows and duplicated ids the next ids above every id the form has had', () => {
    expect(fieldIdsFor([1, 2, null, 2, null], 4)).toEqual([1, 2, 5, 6, 7])
    expect(fieldIdsFor([null], null)).toEqual([1])
    expect(fieldIdsFor([3, 1], 2)).toEqual([3, 1])
  })

  it('asks to change only rows the server has filled in', () => {
    const state = stateOf(
      [{ blockType: 'ff_text', fieldId: 1 }, { blockType: 'ff_text', fieldId: null }, { blockType: 'ff_text' }],
      {
        lastFieldId: { value: 6 },
      },
    )
    expect(pendingFieldIds(state)).toEqual([{ index: 1, id: 7 }])
    const loading = { ...state, fields: { value: 3, rows: [{}, { isLoading: true }, {}] } } as FormStateLike
    expect(pendingFieldIds(loading)).toEqual([])
  })
})

describe('mergeTagGroups', () => {
  it('lists the form’s tags, then each field and each part of a name or address as {Label:id}', () => {
    const [form, fields] = mergeTagGroups(readBuilderFields(quote), 'message')
    expect(form!.items.map((i) => i.tag)).toEqual(
      expect.arrayContaining(['{all_fields}', '{form_title}', '{entry_url}', '{date_dmy}']),
    )
    expect(fields!.items.map((i) => i.tag)).toEqual([
      '{Topic:1}',
      '{Visitor e-mail:2}',
      '{Name:3}',
      '{Name (First):3.3}',
      '{Name (Middle):3.4}',
      '{Name (Last):3.6}',
      '{Address:5}',
      '{Address (Street Address):5.1}',
      '{Address (City):5.3}',
      '{Address (State / Province / Region):5.4}',
      '{Address (ZIP / Postal Code):5.5}',
      '{Address (Country):5.6}',
      '{Privacy:8}',
      '{E-mail:10}',
    ])
  })

  it('offers a default value only what is known as the form is shown', () => {
    const groups = mergeTagGroups(readBuilderFields(quote), 'default')
    expect(groups).toHaveLength(1)
    const tags = groups[0]!.items.map((i) => i.tag)
    expect(tags).toContain('{date_dmy}')
    expect(tags).not.toContain('{all_fields}')
    expect(tags).not.toContain('{entry_url}')
  })
})
