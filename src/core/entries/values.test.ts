import { describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from '../forms/fixtures'
import { toEntry } from '../forms/values'
import { UNREADABLE_TEXT, unreadable } from '../stored/json'
import { answerFields, answersUnreadable, compareInputIds, entryRows, entryValues, valuesFromEntry } from './values'

const quoteValues = {
  '1.3': 'Anna',
  '1.6': 'de Vries',
  '2': 'Café <Zorg> & Co',
  '3': 'anna@zorg.example',
  '9': '1.250',
  '10': '24-12-2026',
  '12': '3',
}

describe('entries read back', () => {
  it('turns a stored entry back into the values it was made from', () => {
    const entry = toEntry(quoteForm, quoteValues)
    expect(entry['9']).toBe('1250')
    expect(entry['10']).toBe('2026-12-24')
    const back = valuesFromEntry(quoteForm, entry)
    expect(back['9']).toBe('1.250')
    expect(back['10']).toBe('24-12-2026')
    expect(back['2']).toBe('Café <Zorg> & Co')
  })

  it('lists every field with its label, in order, with fields deleted since at the end', () => {
    const entry = {
      ...toEntry(contactForm, { '1.3': 'Jan', '1.6': 'Jansen', '2': 'jan@x.nl', '5': 'service', '6': 'Hi' }),
      '99': 'old',
    }
    const rows = entryRows(contactForm, entry)
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Name', 'Jan Jansen'],
      ['E-mail', 'jan@x.nl'],
      ['Subject', 'Service and repairs'],
      ['Message', 'Hi'],
      ['Field 99 (removed from the form)', 'old'],
    ])
    expect(entryRows(contactForm, entry, { empty: true }).some((r) => r.label === 'Company' && r.value === '')).toBe(true)
  })

  it('keeps only text answers under input ids', () => {
    expect(entryValues({ '5': 'a', '5.3': 'b', x: 'c', '6': 7, '7': null, '8': { a: 1 } })).toEqual({
      '5': 'a',
      '5.3': 'b',
      '6': UNREADABLE_TEXT,
      '8': UNREADABLE_TEXT,
    })
    expect(entryValues(null)).toEqual({})
    expect(entryValues(['a'])).toEqual({})
    expect(entryValues(unreadable('{"5": "a'))).toEqual({})
  })

  it('orders input ids as numbers', () => {
    expect(['10', '2', '5.10', '5.2'].sort(compareInputIds)).toEqual(['2', '5.2', '5.10', '10'])
  })

  it('gives columns for fields that hold answers only', () => {
    expect(answerFields(quoteForm).some((f) => f.type === 'page' || f.type === 'html' || f.type === 'section')).toBe(false)
  })
})

describe('answers that cannot be read', () => {
  it('are the text that did not parse or JSON that is not an object of answers', () => {
    for (const bad of [unreadable('{"5": "a'), ['a'], 'text', 7, null, undefined])
      expect(answersUnreadable(bad), JSON.stringify(bad)).toBe(true)
    expect(answersUnreadable({ '5': 'a' })).toBe(false)
    expect(answersUnreadable({})).toBe(false)
  })
})
