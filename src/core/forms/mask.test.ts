import { describe, expect, it } from 'vitest'

import { applyMask, maskPlaceholder, maskToRegExp, matchesMask } from './mask'

describe('input masks', () => {
  it('check GF mask characters', () => {
    expect(matchesMask('(020) 123-4567', '(999) 999-9999')).toBe(true)
    expect(matchesMask('(020) 123-456', '(999) 999-9999')).toBe(false)
    expect(matchesMask('(02a) 123-4567', '(999) 999-9999')).toBe(false)
    expect(matchesMask('1234 AB', '9999 aa')).toBe(true)
    expect(matchesMask('1234 A1', '9999 aa')).toBe(false)
    expect(matchesMask('x9-Z', '**-*')).toBe(true)
    expect(matchesMask('x9-_', '**-*')).toBe(false)
  })
  it('write other characters literally, regex characters included', () => {
    expect(matchesMask('1.2', '9.9')).toBe(true)
    expect(matchesMask('1x2', '9.9')).toBe(false)
    expect(matchesMask('[1]+(2)', '[9]+(9)')).toBe(true)
    expect(maskToRegExp('9/9').test('1/2')).toBe(true)
  })
  it('make the part after ? optional, also partly filled', () => {
    const mask = '(99) 9999?-99'
    expect(matchesMask('(12) 3456', mask)).toBe(true)
    expect(matchesMask('(12) 3456-', mask)).toBe(true)
    expect(matchesMask('(12) 3456-7', mask)).toBe(true)
    expect(matchesMask('(12) 3456-78', mask)).toBe(true)
    expect(matchesMask('(12) 3456-789', mask)).toBe(false)
    expect(matchesMask('(12) 345', mask)).toBe(false)
  })
  it('show a placeholder', () => {
    expect(maskPlaceholder('(999) 999-9999')).toBe('(___) ___-____')
    expect(maskPlaceholder('99?99', '#')).toBe('####')
  })
  it('fit typed text into the mask', () => {
    expect(applyMask('(999) 999-9999', '0201234567')).toBe('(020) 123-4567')
    expect(applyMask('(999) 999-9999', '020')).toBe('(020')
    expect(applyMask('(999) 999-9999', '(020) 12')).toBe('(020) 12')
    expect(applyMask('(999) 999-9999', 'ab0c2d0')).toBe('(020')
    expect(applyMask('9999 aa', '1234ab')).toBe('1234 ab')
    expect(applyMask('9999 aa', '1234 ab99')).toBe('1234 ab')
    expect(applyMask('9999 aa', '')).toBe('')
  })
  it('formats what then matches', () => {
    expect(matchesMask(applyMask('(999) 999-9999', '020 123 4567'), '(999) 999-9999')).toBe(true)
  })
})
