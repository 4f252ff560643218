import { describe, expect, it } from 'vitest'

import { entriesWhere, formIdOf, listQueryFrom } from './query'

describe('the entries list query', () => {
  it('finds the one form of the list, with the search box on too', () => {
    const filtered = listQueryFrom('?where[and][0][form][equals]=3&where[and][1][status][equals]=active')
    expect(formIdOf(entriesWhere(filtered))).toBe(3)
    // The search wraps the list's own `and` in another: the export still makes a column per field.
    const searched = listQueryFrom('?where[and][0][form][equals]=3&where[and][1][status][equals]=active&search=anna')
    expect(formIdOf(entriesWhere(searched))).toBe(3)
    expect(formIdOf(entriesWhere(listQueryFrom('?where[form][equals]=7')))).toBe(7)
  })

  it('finds none where the list is not limited to one', () => {
    expect(formIdOf(entriesWhere(listQueryFrom('?search=anna')))).toBeNull()
    expect(formIdOf(entriesWhere(listQueryFrom('?where[or][0][form][equals]=3&where[or][1][form][equals]=4')))).toBeNull()
    expect(formIdOf(entriesWhere(listQueryFrom('?where[form][equals]=abc')))).toBeNull()
  })
})
