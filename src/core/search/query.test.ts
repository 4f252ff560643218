import { describe, expect, it } from 'vitest'

import { excerpt, highlight, normaliseQuery, score, searchTerms } from './query'

describe('normaliseQuery', () => {
  it('tidies what was typed', () => {
    expect(normaliseQuery('  nurse   call ')).toBe('nurse call')
    expect(normaliseQuery(['first', 'second'])).toBe('first')
    expect(normaliseQuery(undefined)).toBe('')
    expect(normaliseQuery({})).toBe('')
    expect(normaliseQuery('x'.repeat(500))).toHaveLength(100)
  })
})

describe('searchTerms', () => {
  it('keeps distinct words of two letters or more, longest first', () => {
    expect(searchTerms('Pager pagers a IP67')).toEqual(['pagers', 'pager', 'ip67'])
  })
  it('treats punctuation as a separator and keeps accented letters', () => {
    expect(searchTerms('café,(tables)')).toEqual(['tables', 'café'])
  })
})

describe('highlight', () => {
  it('marks every match, case-insensitively, without touching the rest', () => {
    expect(highlight('Coaster pagers: a Pager for each table', ['pager'])).toEqual([
      { text: 'Coaster ', match: false },
      { text: 'pager', match: true },
      { text: 's: a ', match: false },
      { text: 'Pager', match: true },
      { text: ' for each table', match: false },
    ])
  })
  it('treats terms as text, not patterns', () => {
    expect(highlight('a.b axb', ['a.b'])).toEqual([
      { text: 'a.b', match: true },
      { text: ' axb', match: false },
    ])
  })
  it('returns the text whole when nothing is searched', () => {
    expect(highlight('abc', [])).toEqual([{ text: 'abc', match: false }])
    expect(highlight('', ['a'])).toEqual([])
  })
})

describe('excerpt', () => {
  const text = `${'Intro words here. '.repeat(20)}The wristband is waterproof to IP67 and lasts two years. ${'More text follows. '.repeat(20)}`
  it('centres on the first match and marks cuts', () => {
    const e = excerpt(text, ['wristband'], 120)
    expect(e).toContain('wristband')
    expect(e.startsWith('… ')).toBe(true)
    expect(e.endsWith(' …')).toBe(true)
    expect(e.length).toBeLessThanOrEqual(124)
  })
  it('keeps short text whole', () => {
    expect(excerpt('Short text.', ['x'])).toBe('Short text.')
  })
})

describe('score', () => {
  it('ranks title above description above body', () => {
    const terms = ['nurse']
    expect(score({ title: 'Nurse call', text: '' }, terms)).toBeGreaterThan(
      score({ title: 'Healthcare', description: 'nurse call', text: '' }, terms),
    )
    expect(score({ title: 'Healthcare', description: 'nurse call' }, terms)).toBeGreaterThan(
      score({ title: 'About', text: 'a nurse' }, terms),
    )
  })

  it('puts an article number that holds the whole query first', () => {
    const terms = searchTerms('OS-GP15')
    const kit = score({ title: 'GP15 guest pager starter kit', code: 'OS-GP15', text: 'OS-GP15' }, terms)
    const page = score({ title: 'Guest pagers', text: 'The OS-GP15 kit has 15 pagers' }, terms)
    expect(kit).toBeGreaterThan(page)
    expect(score({ title: 'CP20 coaster pager', code: 'OS-CP20' }, terms)).toBe(0)
  })

  it('ignores an article number that holds only some of the words', () => {
    const terms = searchTerms('os pager')
    expect(score({ title: 'Nothing', code: 'OS-CP20' }, terms)).toBe(0)
  })
})
