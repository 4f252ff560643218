import { describe, expect, it } from 'vitest'

import { FORMULA_LIMITS, calculate, parseFormula, roundTo } from './formula'

const values: Record<string, number> = { '3': 4, '5.2': 12.5, '5.3': 2, '7': 0 }
const resolve = (id: string) => values[id] ?? 0

describe('parseFormula', () => {
  it('reads numbers, field references, operators and parentheses', () => {
    const parsed = parseFormula('{Quantity:3} * 12.5 + ({Price:5.2} - {:5.3}) / 2')
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(parsed.refs.sort()).toEqual(['3', '5.2', '5.3'])
  })
  it('refuses anything that is not arithmetic', () => {
    for (const hostile of [
      'alert(1)',
      '{Quantity:3}; fetch("/")',
      'constructor.constructor("return 1")()',
      '1 + window',
      '2 ** 10',
      '1 % 2',
      '`${1}`',
      '{Quantity:3}[0]',
      '{x:__proto__}',
      '{Quantity:3:value} * 2',
      '1e308 * 10',
      '0x10',
      '1..2',
      '1 2',
      '(1 + 2',
      '1 + 2)',
      '* 3',
      '3 *',
      '',
      '   ',
      '{}',
      '{Quantity}',
      '\u0000',
    ]) {
      expect(parseFormula(hostile).ok, hostile).toBe(false)
    }
  })
  it('refuses input beyond its limits instead of working hard on it', () => {
    expect(parseFormula('1+'.repeat(FORMULA_LIMITS.maxLength)).ok).toBe(false)
    expect(parseFormula('('.repeat(200) + '1' + ')'.repeat(200)).ok).toBe(false)
    expect(parseFormula('-'.repeat(100) + '1').ok).toBe(false)
    expect(parseFormula(Array.from({ length: 400 }, () => '1').join('+')).ok).toBe(false)
    expect(parseFormula(null as unknown as string).ok).toBe(false)
  })
  it('says where the problem is', () => {
    const parsed = parseFormula('2 * ? 3')
    expect(parsed).toMatchObject({ ok: false, at: 4 })
  })
})

describe('calculate', () => {
  it('evaluates with precedence, unary minus and references', () => {
    expect(calculate('{Quantity:3} * 12.5', resolve)).toBe(50)
    expect(calculate('1 + 2 * 3', resolve)).toBe(7)
    expect(calculate('(1 + 2) * 3', resolve)).toBe(9)
    expect(calculate('-{:3} + 10', resolve)).toBe(6)
    expect(calculate('10 - -2', resolve)).toBe(12)
    expect(calculate('8 / 2 / 2', resolve)).toBe(2)
    expect(calculate('{:5.2} * {:5.3}', resolve)).toBe(25)
    expect(calculate('.5 + 1.', resolve)).toBe(1.5)
  })
  it('treats unknown fields as 0 and non-finite results as 0', () => {
    expect(calculate('{Missing:99} + 1', resolve)).toBe(1)
    expect(calculate('1 / {Zero:7}', resolve)).toBe(0)
    expect(calculate('0 / 0', resolve)).toBe(0)
    expect(calculate('-1 / 0', resolve)).toBe(0)
    expect(calculate('99999999999999999999999 * 1e0', resolve)).toBe(0)
    expect(calculate('1 + {:3}', () => Number.NaN)).toBe(1)
  })
  it('gives 0 for a formula that does not parse', () => {
    expect(calculate('alert(1)', resolve)).toBe(0)
    expect(calculate('', resolve)).toBe(0)
  })
  it('rounds as set', () => {
    expect(calculate('10 / 3', resolve, 2)).toBe(3.33)
    expect(calculate('10 / 3', resolve, 0)).toBe(3)
    expect(calculate('2 / 3', resolve, 'norounding')).toBeCloseTo(0.666666666666667, 14)
    expect(calculate('0.1 + 0.2', resolve)).toBe(0.3)
    expect(calculate('-0.001', resolve, 2)).toBe(0)
  })
})

describe('roundTo', () => {
  it('rounds half away from zero without binary surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(-1.005, 2)).toBe(-1.01)
    expect(roundTo(2.5, 0)).toBe(3)
    expect(roundTo(-2.5, 0)).toBe(-3)
    expect(roundTo(1234.5678, 1)).toBe(1234.6)
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(0)
  })
})
