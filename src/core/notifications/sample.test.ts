import { describe, expect, it } from 'vitest'

import { contactForm } from '../forms/fixtures'
import { sampleEntry } from './sample'

describe('sampleEntry', () => {
  it('answers the contact form’s name, e-mail, choice and message in the stored shape', () => {
    const entry = sampleEntry(contactForm)
    expect(entry['1.3']).toBe('Alex')
    expect(entry['1.6']).toBe('Sample')
    expect(entry['2']).toBe('alex.sample@example.com')
    const select = contactForm.fields.find((f) => f.id === 5) as { choices?: { value: string }[] }
    expect(entry['5']).toBe(select.choices?.[0]?.value)
    expect(Object.values(entry).every((v) => typeof v === 'string' && v !== '')).toBe(true)
  })

  it('gives nothing for a form without fields', () => {
    expect(sampleEntry({ ...contactForm, fields: [] })).toEqual({})
  })
})
