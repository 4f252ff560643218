import { describe, expect, it } from 'vitest'

import {
  checkboxInputNumber,
  choiceId,
  dateInputOrder,
  findField,
  domIds,
  fieldIdOf,
  fieldInputs,
  inputId,
  inputLabel,
  inputName,
  inputTargets,
  otherInputName,
  visibleInputs,
} from './inputs'
import { fieldOf, kitchenSink } from './test-forms'
import type { Field } from './types'

const field = <T extends Field['type']>(id: number, type: T) => fieldOf(kitchenSink, id, type)

describe('checkbox input numbers', () => {
  it('skip multiples of ten like GF', () => {
    expect(Array.from({ length: 21 }, (_, i) => checkboxInputNumber(i))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23,
    ])
  })
  it('are used for a checkbox field without its own inputs', () => {
    const ids = fieldInputs(field(6, 'checkbox')).map((i) => i.id)
    expect(ids).toEqual(['6.1', '6.2', '6.3', '6.4', '6.5', '6.6', '6.7', '6.8', '6.9', '6.11', '6.12'])
    expect(fieldInputs(field(6, 'checkbox'))[9]?.label).toBe('Box 10')
  })
  it('keep the ids of an imported checkbox field', () => {
    const imported: Field = {
      type: 'checkbox',
      id: 14,
      label: 'x',
      choices: [
        { text: 'A', value: 'a' },
        { text: 'B', value: 'b' },
      ],
      inputs: [
        { id: '14.1', label: 'A' },
        { id: '14.3', label: 'B' },
      ],
    }
    expect(fieldInputs(imported).map((i) => i.id)).toEqual(['14.1', '14.3'])
  })
})

describe('sub-inputs', () => {
  it('give the name field GF ids with prefix, middle and suffix hidden', () => {
    const inputs = fieldInputs(field(11, 'name'))
    expect(inputs.map((i) => [i.id, i.label, !!i.isHidden])).toEqual([
      ['11.2', 'Prefix', true],
      ['11.3', 'First', false],
      ['11.4', 'Middle', true],
      ['11.6', 'Last', false],
      ['11.8', 'Suffix', true],
    ])
    expect(visibleInputs(field(11, 'name')).map((i) => i.id)).toEqual(['11.3', '11.6'])
  })
  it('merge the field inputs settings over the defaults', () => {
    const name: Field = {
      type: 'name',
      id: 3,
      label: 'n',
      inputs: [{ id: '3.4', label: 'Middle', isHidden: false, customLabel: 'Tussenvoegsel' }],
    }
    const middle = fieldInputs(name).find((i) => i.id === '3.4')
    expect(middle).toMatchObject({ isHidden: false, customLabel: 'Tussenvoegsel' })
    expect(middle && inputLabel(middle)).toBe('Tussenvoegsel')
    expect(fieldInputs(name)).toHaveLength(5)
  })
  it('give address, e-mail confirmation, date, time and consent their ids', () => {
    expect(fieldInputs(field(15, 'address')).map((i) => i.id)).toEqual(['15.1', '15.2', '15.3', '15.4', '15.5', '15.6'])
    expect(fieldInputs(field(12, 'email')).map((i) => i.id)).toEqual(['12', '12.2'])
    expect(fieldInputs(field(16, 'date'))).toEqual([])
    expect(fieldInputs(field(17, 'date')).map((i) => i.id)).toEqual(['17.1', '17.2', '17.3'])
    expect(fieldInputs(field(18, 'time')).map((i) => i.id)).toEqual(['18.1', '18.2', '18.3'])
    expect(fieldInputs(field(19, 'time')).map((i) => i.id)).toEqual(['19.1', '19.2'])
    expect(fieldInputs(field(20, 'consent')).map((i) => i.id)).toEqual(['20.1', '20.2', '20.3'])
    expect(fieldInputs(field(1, 'text'))).toEqual([])
  })
  it('order date parts like the format', () => {
    expect(dateInputOrder(field(17, 'date'))).toEqual(['17.2', '17.1', '17.3'])
    expect(dateInputOrder(field(23, 'date'))).toEqual(['23.3', '23.1', '23.2'])
    expect(dateInputOrder({ ...field(17, 'date'), dateFormat: 'mdy' })).toEqual(['17.1', '17.2', '17.3'])
  })
  it('read field ids from input ids', () => {
    expect(fieldIdOf('5')).toBe(5)
    expect(fieldIdOf('5.3')).toBe(5)
    expect(fieldIdOf('x')).toBeNaN()
    expect(fieldIdOf('5.')).toBeNaN()
  })
})

describe('input names', () => {
  it('are written as GF writes them', () => {
    expect(inputName(field(1, 'text'))).toBe('input_1')
    expect(inputName(field(4, 'multiselect'))).toBe('input_4[]')
    expect(inputName(field(6, 'checkbox'), '6.11')).toBe('input_6.11')
    expect(inputName(field(11, 'name'), '11.3')).toBe('input_11.3')
    expect(inputName(field(15, 'address'), '15.6')).toBe('input_15.6')
    expect(inputName(field(12, 'email'))).toBe('input_12')
    expect(inputName(field(12, 'email'), '12')).toBe('input_12')
    expect(inputName(field(12, 'email'), '12.2')).toBe('input_12_2')
    expect(inputName(field(16, 'date'))).toBe('input_16')
    expect(inputName(field(17, 'date'), '17.1')).toBe('input_17[]')
    expect(inputName(field(18, 'time'), '18.3')).toBe('input_18[]')
    expect(inputName(field(20, 'consent'), '20.1')).toBe('input_20.1')
    expect(otherInputName(7)).toBe('input_7_other')
  })
  it('and element ids too', () => {
    expect(inputId(7, 1)).toBe('input_7_1')
    expect(inputId(7, 11, 3)).toBe('input_7_11_3')
    expect(choiceId(7, 6, 11)).toBe('choice_7_6_11')
    expect(domIds.field(7, 3)).toBe('field_7_3')
    expect(domIds.validationMessage(7, 3)).toBe('validation_message_7_3')
    expect(domIds.nextButton(7, 21)).toBe('gform_next_button_7_21')
    expect(domIds.targetPage(7)).toBe('gform_target_page_number_7')
  })
})

describe('inputTargets', () => {
  const targets = inputTargets(kitchenSink)
  it('accept sub-inputs with a dot or an underscore', () => {
    expect(targets.get('input_11.3')).toMatchObject({ kind: 'value', inputId: '11.3' })
    expect(targets.get('input_11_3')).toMatchObject({ kind: 'value', inputId: '11.3' })
    expect(targets.get('input_12_2')).toMatchObject({ kind: 'value', inputId: '12.2' })
    expect(targets.get('input_6.11')).toMatchObject({ kind: 'value', inputId: '6.11' })
  })
  it('know lists, positional parts and other-choice text', () => {
    expect(targets.get('input_4[]')).toMatchObject({ kind: 'list', inputId: '4' })
    expect(targets.get('input_17[]')).toMatchObject({ kind: 'positional', inputIds: ['17.2', '17.1', '17.3'] })
    expect(targets.get('input_19[]')).toMatchObject({ kind: 'positional', inputIds: ['19.1', '19.2'] })
    expect(targets.get('input_7_other')).toMatchObject({ kind: 'other' })
  })
  it('leave out display-only and administrative fields, consent texts and unknown names', () => {
    for (const name of [
      'input_9',
      'input_10',
      'input_21',
      'input_22',
      'input_20.2',
      'input_20.3',
      'input_4',
      'input_17',
      'input_99',
      'input_11.5',
    ])
      expect(targets.has(name), name).toBe(false)
    expect(inputTargets(kitchenSink, { includeAdministrative: true }).has('input_22')).toBe(true)
  })
})

describe('findField', () => {
  it('finds a field by id', () => {
    expect(findField(kitchenSink, 12)?.type).toBe('email')
    expect(findField(kitchenSink, 404)).toBeUndefined()
  })
})
