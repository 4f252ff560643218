import { describe, expect, it } from 'vitest'

import type { Field } from '../types'
import { valuesFromEntry } from '../../entries/values'
import { inputTargets } from '../inputs'
import { logicValue } from '../logic'
import { focusTargetId } from '../markup'
import { displayValue, initialValues } from '../merge-tags'
import { makeForm } from '../test-forms'
import { validateField } from '../validate'
import { toEntry, toPairs } from '../values'
import { FIELD_CLIENT } from './client'
import { FIELD_GROUPS, partFor } from './definition'
import { FIELD_TYPE_ORDER, FIELD_TYPES, isDisplayOnlyType, isFieldType, isPricingType, metaOf, UnknownFieldTypeError } from '.'
import { rowLabelParts } from './row-label'

describe('the field type registry', () => {
  it('lists every type the engine knows, once, each under its own name', () => {
    // The browser's map is typed over every FieldType too: the two must agree, in the same order.
    expect(Object.keys(FIELD_CLIENT)).toEqual(FIELD_TYPE_ORDER)
    for (const [key, definition] of Object.entries(FIELD_TYPES)) expect(definition.type).toBe(key)
  })

  it('knows a stored type by its exact name only', () => {
    expect(isFieldType('text')).toBe(true)
    expect(isFieldType('fileupload')).toBe(true)
    expect(isFieldType('image_choice')).toBe(true)
    for (const other of ['ff_text', 'Text', 'signature', '', 'constructor', 'toString', '__proto__']) {
      expect(isFieldType(other), other).toBe(false)
    }
  })

  it('marks html, section and page as showing something without a value, and the five pricing types', () => {
    expect(FIELD_TYPE_ORDER.filter(isDisplayOnlyType)).toEqual(['html', 'section', 'page'])
    expect(FIELD_TYPE_ORDER.filter(isPricingType)).toEqual(['product', 'quantity', 'option', 'shipping', 'total'])
  })

  it('gives every type a name, a line of help, a palette group and an icon', () => {
    const titles = new Set<string>()
    for (const type of FIELD_TYPE_ORDER) {
      const meta = metaOf(type)
      expect(meta.title.trim(), type).not.toBe('')
      expect(titles.has(meta.title), `${type}: ${meta.title} twice`).toBe(false)
      titles.add(meta.title)
      expect(meta.summary.length, type).toBeGreaterThan(8)
      expect(Object.keys(FIELD_GROUPS)).toContain(meta.group)
      // Drawing elements only: the icon is put into the admin's markup as it is.
      expect(meta.icon, type).toMatch(/^(<(path|rect|circle) [^<>]*\/>)+$/)
      expect(meta.icon, type).not.toMatch(/on\w+=|script|href/i)
    }
    // Grouped as Gravity Forms groups them, the pricing group last.
    const groups = FIELD_TYPE_ORDER.map((t) => metaOf(t).group)
    expect([...new Set(groups)]).toEqual(['standard', 'advanced', 'pricing'])
  })

  it('names the type, the field and the form of a stored field it cannot read', () => {
    const error = new UnknownFieldTypeError('signature', 12, 3)
    expect(error.message).toBe('The form 3 has a field (id 12) of the type "signature", which this site does not know.')
    expect(new UnknownFieldTypeError('x', null).message).toBe(
      'The form has a field of the type "x", which this site does not know.',
    )
  })
})

describe('rowLabelParts', () => {
  it('shows the admin label first, then the label, with the required mark and the id', () => {
    expect(rowLabelParts({ label: 'E-mail', adminLabel: 'Contact e-mail', isRequired: true, fieldId: 3 }, 'E-mail')).toEqual({
      text: 'Contact e-mail',
      named: true,
      required: true,
      type: 'E-mail',
      id: 'ID 3',
    })
    expect(rowLabelParts({ label: '  Your\n name ', fieldId: 1 }, 'Name').text).toBe('Your name')
  })

  it('asks for a label on a new field, and shortens a very long one', () => {
    expect(rowLabelParts({}, 'Single line text')).toEqual({
      text: 'No label yet',
      named: false,
      required: false,
      type: 'Single line text',
      id: 'New',
    })
    const long = rowLabelParts({ label: 'x'.repeat(200), fieldId: 2.5 }, 'Paragraph text')
    expect(long.text).toHaveLength(80)
    expect(long.text.endsWith('…')).toBe(true)
    expect(long.id).toBe('New')
  })
})

describe('the parts of each type', () => {
  // Each part, with the functions a type's part has (none: the part is one function).
  const PARTS: Record<string, string[]> = {
    validate: [],
    logic: ['value'],
    inputs: ['defaults', 'targets'],
    values: ['pairs', 'entry'],
    display: [],
    initial: [],
    stored: [],
    markup: ['control', 'group', 'focus'],
    row: ['fromRow', 'toRow'],
    import: [],
  }
  /** Parts a type may leave out, taking the engine's default. */
  const OPTIONAL_PARTS = ['exportColumns']
  const CLIENT_PARTS = ['traits', 'inputs', 'values', 'logic'] as const

  it("are all in every type's definition", () => {
    for (const type of FIELD_TYPE_ORDER) {
      const definition = FIELD_TYPES[type] as unknown as Record<string, unknown>
      const own = Object.keys(definition).filter((key) => !OPTIONAL_PARTS.includes(key))
      expect(own.sort(), type).toEqual(['meta', 'traits', 'type', ...Object.keys(PARTS)].sort())
      for (const part of OPTIONAL_PARTS)
        if (part in definition) expect(typeof definition[part], `${part} of ${type}`).toBe('function')
      for (const [part, functions] of Object.entries(PARTS)) {
        const own = definition[part] as Record<string, unknown> | undefined
        if (functions.length === 0) expect(typeof own, `${part} of ${type}`).toBe('function')
        for (const name of functions) expect(typeof own?.[name], `${part}.${name} of ${type}`).toBe('function')
      }
    }
  })

  it("that the browser runs are in its own map, the very ones of the type's definition", () => {
    for (const type of FIELD_TYPE_ORDER) {
      expect(Object.keys(FIELD_CLIENT[type]).sort(), type).toEqual([...CLIENT_PARTS].sort())
      for (const part of CLIENT_PARTS) expect(FIELD_CLIENT[type][part], `${part} of ${type}`).toBe(FIELD_TYPES[type][part])
    }
  })

  it('name the unknown type of a field that reaches them, in every module that asks them', () => {
    const stray = { id: 7, type: 'signature', label: 'Pick one' } as unknown as Field
    for (const map of [FIELD_TYPES, FIELD_CLIENT]) {
      expect(() => partFor(map, stray)).toThrow(UnknownFieldTypeError)
      expect(() => partFor(map, stray)).toThrow('(id 7) of the type "signature"')
      // Not fooled by what every object has.
      expect(() => partFor(map, { type: 'toString' })).toThrow('the type "toString"')
    }
    const form = makeForm([stray])
    const named = 'of the type "signature"'
    expect(() => validateField(stray, {})).toThrow(named)
    expect(() => inputTargets(form)).toThrow(named)
    expect(() => toEntry(form, {})).toThrow(named)
    expect(() => toPairs(form, {})).toThrow(named)
    expect(() => displayValue(stray, {})).toThrow(named)
    expect(() => initialValues(form, { context: { today: '2024-05-06' } })).toThrow(named)
    expect(() => logicValue(stray, '7', {})).toThrow(named)
    expect(() => valuesFromEntry(form, {})).toThrow(named)
    expect(() => focusTargetId(form, stray)).toThrow(named)
  })
})
