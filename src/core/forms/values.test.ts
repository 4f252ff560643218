import { describe, expect, it } from 'vitest'

import { OTHER_CHOICE } from './inputs'
import { fieldOf, kitchenSink, makeForm } from './test-forms'
import {
  INPUT_LIMITS,
  cleanText,
  fieldEntry,
  isBlank,
  isChoiceSelected,
  listOf,
  radioState,
  readValues,
  toEntry,
  toPairs,
  valueOf,
  type Pair,
} from './values'

const read = (pairs: Pair[]) => readValues(kitchenSink, pairs).values

describe('cleanText', () => {
  it('trims, normalises line breaks and drops control characters', () => {
    expect(cleanText('  a\r\nb\rc\n  ')).toBe('a\nb\nc')
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf')
  })
  it('caps the length without splitting a character', () => {
    expect(cleanText('abcdef', 3)).toBe('abc')
    expect(cleanText('ab😀', 3)).toBe('ab')
  })
})

describe('readValues', () => {
  it('reads GF input names into input ids', () => {
    const values = read([
      ['input_1', ' hello '],
      ['input_3', 'two'],
      ['input_4[]', 'red'],
      ['input_4[]', 'blue'],
      ['input_6.1', 'b1'],
      ['input_6.11', 'b10'],
      ['input_11.3', 'Jan'],
      ['input_11_6', 'Jansen'],
      ['input_12', 'jan@oproep.example'],
      ['input_12_2', 'jan@oproep.example'],
      ['input_16', '07.03.2026'],
      ['input_20.1', '1'],
    ])
    expect(values).toEqual({
      '1': 'hello',
      '3': 'two',
      '4': ['red', 'blue'],
      '6.1': 'b1',
      '6.11': 'b10',
      '11.3': 'Jan',
      '11.6': 'Jansen',
      '12': 'jan@oproep.example',
      '12.2': 'jan@oproep.example',
      '16': '07.03.2026',
      '20.1': '1',
    })
  })
  it('ignores unknown inputs, protocol fields, files, display-only and administrative fields', () => {
    const values = read([
      ['input_99', 'x'],
      ['gform_submit', '7'],
      ['is_submit_7', '1'],
      ['input_9', 'html'],
      ['input_22', 'staff'],
      ['input_20.2', 'I agree to anything'],
      ['input_20.3', 'forged text'],
      ['input_1', new Blob(['x']) as unknown as string],
      ['__proto__', 'x'],
    ])
    expect(values).toEqual({})
  })
  it('keeps the last of repeated names, as PHP does, and leaves empty values out', () => {
    expect(
      read([
        ['input_1', 'first'],
        ['input_1', 'second'],
      ]),
    ).toEqual({ '1': 'second' })
    expect(
      read([
        ['input_1', 'first'],
        ['input_1', '  '],
      ]),
    ).toEqual({})
    expect(
      read([
        ['input_4[]', ''],
        ['input_4[]', 'red'],
      ]),
    ).toEqual({ '4': ['red'] })
  })
  it('maps date and time parts by position', () => {
    const values = read([
      ['input_17[]', '7'],
      ['input_17[]', '3'],
      ['input_17[]', '2026'],
      ['input_23[]', '2026'],
      ['input_23[]', '12'],
      ['input_23[]', '31'],
      ['input_18[]', '8'],
      ['input_18[]', '15'],
      ['input_18[]', 'pm'],
      ['input_19[]', '20'],
      ['input_19[]', '05'],
      ['input_19[]', 'extra'],
    ])
    expect(values).toEqual({
      '17.2': '7',
      '17.1': '3',
      '17.3': '2026',
      '23.3': '2026',
      '23.1': '12',
      '23.2': '31',
      '18.1': '8',
      '18.2': '15',
      '18.3': 'pm',
      '19.1': '20',
      '19.2': '05',
    })
  })
  it('takes the text of a radio "other" choice as the value', () => {
    expect(
      read([
        ['input_7', OTHER_CHOICE],
        ['input_7_other', ' Hotel '],
      ]),
    ).toEqual({ '7': 'Hotel' })
    expect(
      read([
        ['input_7', OTHER_CHOICE],
        ['input_7_other', ''],
      ]),
    ).toEqual({ '7': OTHER_CHOICE })
    expect(
      read([
        ['input_7', 'yes'],
        ['input_7_other', 'ignored'],
      ]),
    ).toEqual({ '7': 'yes' })
  })
  it('caps absurd input and says so', () => {
    const long = readValues(kitchenSink, [['input_2', 'x'.repeat(INPUT_LIMITS.maxValueLength + 5)]])
    expect((long.values['2'] as string).length).toBe(INPUT_LIMITS.maxValueLength)
    expect(long.truncated).toBe(true)
    const many = readValues(
      kitchenSink,
      Array.from({ length: 50 }, (): Pair => ['input_1', 'x']),
      { limits: { maxPairs: 10 } },
    )
    expect(many.truncated).toBe(true)
    const list = readValues(
      kitchenSink,
      Array.from({ length: 5 }, (): Pair => ['input_4[]', 'red']),
      { limits: { maxListItems: 3 } },
    )
    expect(list.values['4']).toHaveLength(3)
    expect(list.truncated).toBe(true)
    expect(readValues(kitchenSink, [['input_1', 'ok']]).truncated).toBe(false)
  })
  it('reads FormData and URLSearchParams', () => {
    const data = new FormData()
    data.append('input_1', 'a')
    data.append('input_4[]', 'red')
    data.append('input_4[]', 'green')
    expect(readValues(kitchenSink, data.entries()).values).toEqual({ '1': 'a', '4': ['red', 'green'] })
    expect(readValues(kitchenSink, new URLSearchParams('input_3=one&input_11.3=Jan')).values).toEqual({
      '3': 'one',
      '11.3': 'Jan',
    })
  })
})

describe('value helpers', () => {
  it('read values and lists', () => {
    const values = { a: 'x', b: ['y', 'z'] }
    expect([valueOf(values, 'a'), valueOf(values, 'b'), valueOf(values, 'c')]).toEqual(['x', 'y', ''])
    expect([listOf(values, 'a'), listOf(values, 'b'), listOf(values, 'c')]).toEqual([['x'], ['y', 'z'], []])
    expect([isBlank(undefined), isBlank(' '), isBlank([]), isBlank(['']), isBlank('x'), isBlank(['x'])]).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ])
  })
  it('tell the state of a radio field', () => {
    const radio = fieldOf(kitchenSink, 7, 'radio')
    expect(radioState(radio, { '7': 'no' })).toEqual({ checked: 'no', otherText: '' })
    expect(radioState(radio, { '7': 'Hotel' })).toEqual({ checked: OTHER_CHOICE, otherText: 'Hotel' })
    expect(radioState(radio, { '7': OTHER_CHOICE })).toEqual({ checked: OTHER_CHOICE, otherText: '' })
    expect(radioState(radio, {})).toEqual({ checked: '', otherText: '' })
    expect(radioState({ ...radio, enableOtherChoice: false }, { '7': 'Hotel' })).toEqual({ checked: 'Hotel', otherText: '' })
  })
  it('tell which choices are selected', () => {
    const select = fieldOf(kitchenSink, 3, 'select')
    const multi = fieldOf(kitchenSink, 4, 'multiselect')
    const boxes = fieldOf(kitchenSink, 6, 'checkbox')
    expect(isChoiceSelected(select, { '3': 'two' }, 1)).toBe(true)
    expect(isChoiceSelected(select, { '3': 'two' }, 0)).toBe(false)
    expect(isChoiceSelected(multi, { '4': ['red', 'blue'] }, 2)).toBe(true)
    expect(isChoiceSelected(boxes, { '6.11': 'b10' }, 9)).toBe(true)
    expect(isChoiceSelected(boxes, { '6.11': 'b10' }, 10)).toBe(false)
    expect(isChoiceSelected(boxes, { '6.11': 'b10' }, 99)).toBe(false)
  })
})

describe('toPairs', () => {
  it('writes values back with GF names and reads back the same', () => {
    const values = {
      '1': 'hello',
      '2': 'line 1\nline 2',
      '3': 'two',
      '4': ['red', 'blue'],
      '5': '7,5',
      '6.1': 'b1',
      '6.11': 'b10',
      '7': 'Hotel',
      '8': 'utm',
      '11.3': 'Jan',
      '11.6': 'Jansen',
      '12': 'jan@oproep.example',
      '12.2': 'jan@oproep.example',
      '13': '030 123 4567',
      '14': 'https://oproep.example',
      '15.1': 'Kanaalweg 14',
      '15.3': 'Utrecht',
      '15.6': 'Netherlands',
      '16': '07.03.2026',
      '17.1': '3',
      '17.2': '7',
      '17.3': '2026',
      '18.1': '8',
      '18.2': '15',
      '18.3': 'pm',
      '19.1': '20',
      '19.2': '05',
      '20.1': '1',
      '23.1': '12',
      '23.2': '31',
      '23.3': '2026',
    }
    const pairs = toPairs(kitchenSink, values)
    expect(pairs).toContainEqual(['input_4[]', 'red'])
    expect(pairs).toContainEqual(['input_7', OTHER_CHOICE])
    expect(pairs).toContainEqual(['input_7_other', 'Hotel'])
    expect(pairs).toContainEqual(['input_12_2', 'jan@oproep.example'])
    expect(pairs.filter(([n]) => n === 'input_17[]').map(([, v]) => v)).toEqual(['7', '3', '2026'])
    expect(readValues(kitchenSink, pairs).values).toEqual(values)
  })
})

describe('toEntry', () => {
  it('stores values in GF formats', () => {
    const entry = toEntry(kitchenSink, {
      '1': 'hello',
      '4': ['red', 'blue'],
      '5': '1.234,5',
      '6.2': 'b2',
      '7': OTHER_CHOICE,
      '11.3': 'Jan',
      '12': 'jan@oproep.example',
      '12.2': 'jan@oproep.example',
      '14': 'oproep.example',
      '16': '7.3.2026',
      '17.1': '3',
      '17.2': '7',
      '17.3': '2026',
      '18.1': '8',
      '18.2': '5',
      '18.3': 'pm',
      '19.1': '20',
      '19.2': '5',
      '20.1': '1',
    })
    expect(entry).toEqual({
      '1': 'hello',
      '4': '["red","blue"]',
      '5': '1234.5',
      '6.2': 'b2',
      '11.3': 'Jan',
      '12': 'jan@oproep.example',
      '14': 'https://oproep.example',
      '16': '2026-03-07',
      '17': '2026-03-07',
      '18': '08:05 pm',
      '19': '20:05',
      '20.1': '1',
      '20.2': 'I agree',
      '20.3': 'The terms.',
    })
  })
  it('keeps the consent texts only when the box was ticked', () => {
    const consent = fieldOf(kitchenSink, 20, 'consent')
    expect(fieldEntry(consent, {})).toEqual({})
    expect(fieldEntry(consent, { '20.1': 'yes' })).toEqual({})
  })
  it('stores the consent text of the form definition, whatever was posted', () => {
    const form = makeForm([{ type: 'consent', id: 1, label: 'c', checkboxLabel: 'Label now', description: 'Text now' }])
    const values = readValues(form, [
      ['input_1.1', '1'],
      ['input_1.2', 'forged'],
      ['input_1.3', 'forged'],
    ]).values
    expect(toEntry(form, values)).toEqual({ '1.1': '1', '1.2': 'Label now', '1.3': 'Text now' })
  })
})

describe('lookups', () => {
  it('never read inherited properties as values', () => {
    expect(valueOf({}, 'constructor')).toBe('')
    expect(valueOf({}, '__proto__')).toBe('')
    expect(listOf({}, 'toString')).toEqual([])
  })
})
