import { describe, expect, it } from 'vitest'

import { COUNTRIES, countryByCode, countryByName } from './countries'

describe('countries', () => {
  it('lists every ISO 3166-1 country once, sorted by name', () => {
    expect(COUNTRIES).toHaveLength(250)
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length)
    expect(new Set(COUNTRIES.map((c) => c.name.toLowerCase())).size).toBe(COUNTRIES.length)
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/)
    const names = COUNTRIES.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })
  it('finds countries by name and code', () => {
    expect(countryByName('Netherlands')).toEqual({ code: 'NL', name: 'Netherlands' })
    expect(countryByName(' germany ')?.code).toBe('DE')
    expect(countryByCode('be')?.name).toBe('Belgium')
    expect(countryByCode('GB')?.name).toBe('United Kingdom')
    expect(countryByName('Atlantis')).toBeUndefined()
    expect(countryByCode('EU')).toBeUndefined()
  })
})
