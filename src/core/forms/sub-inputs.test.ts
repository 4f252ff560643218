import { describe, expect, it } from 'vitest'

import { quoteForm } from './fixtures'
import { subInputRows, subInputsFromRows, withSubInputRows } from './sub-inputs'
import type { Field } from './types'

describe('sub-labels, placeholders and hidden sub-inputs', () => {
  it('reads the builder’s rows into the engine’s inputs', () => {
    const inputs = subInputsFromRows('address', 5, {
      zip: { label: 'Postcode', placeholder: '1234 AB' },
      state: { hidden: true },
      line2: { hidden: true },
    })
    expect(inputs.find((i) => i.id === '5.5')).toEqual({
      id: '5.5',
      label: 'ZIP / Postal Code',
      customLabel: 'Postcode',
      placeholder: '1234 AB',
    })
    expect(inputs.filter((i) => i.isHidden).map((i) => i.id)).toEqual(['5.2', '5.4'])
  })

  it('keeps what rows saved before the table said, and a name’s optional parts hidden by default', () => {
    const name = subInputsFromRows('name', 1, undefined, { middle: false })
    expect(name.filter((i) => i.isHidden).map((i) => i.id)).toEqual(['1.2', '1.8'])
    const address = subInputsFromRows('address', 5, { line2: {} }, { line2: true })
    expect(address.find((i) => i.id === '5.2')?.isHidden).toBe(true)
    // A row's own choice wins over the old switch.
    expect(subInputsFromRows('address', 5, { line2: { hidden: false } }, { line2: true })[1]?.isHidden).toBeUndefined()
  })

  it('round-trips the demo quote form’s address: Postcode, and no line 2 or region', () => {
    const address = quoteForm.fields.find((f): f is Extract<Field, { type: 'address' }> => f.type === 'address')!
    const rows = subInputRows('address', address)
    expect(rows.zip).toEqual({ label: 'Postcode', placeholder: null, hidden: false })
    expect(rows.state?.hidden).toBe(true)
    expect(rows.line2?.hidden).toBe(true)
    const back = subInputsFromRows('address', address.id, rows)
    expect(back.find((i) => i.id === `${address.id}.5`)?.customLabel).toBe('Postcode')
    expect(back.filter((i) => i.isHidden).length).toBe(2)
  })

  it('gives rows saved before the table their Hide switches, from what they said', () => {
    expect(withSubInputRows({ blockType: 'ff_name', label: 'Name', showMiddle: true })).toEqual({
      blockType: 'ff_name',
      label: 'Name',
      subInputs: { prefix: { hidden: true }, middle: { hidden: false }, suffix: { hidden: true } },
    })
    expect(withSubInputRows({ blockType: 'ff_address', hideLine2: true })).toEqual({
      blockType: 'ff_address',
      subInputs: { line2: { hidden: true } },
    })
    const current = { blockType: 'ff_address', subInputs: { zip: { label: 'Postcode' } } }
    expect(withSubInputRows(current)).toBe(current)
    expect(withSubInputRows({ blockType: 'ff_text' })).toEqual({ blockType: 'ff_text' })
  })
})
