import { describe, expect, it } from 'vitest'

import { cleanLabel, isRowLabelKind, rowLabelText } from './row-labels'

describe('rowLabelText', () => {
  it('names a header menu item by its link label, a panel by its own label, and says which kind it is', () => {
    expect(rowLabelText('menuItem', { kind: 'link', link: { label: 'Products' } }, 0)).toEqual({
      text: 'Products',
      named: true,
      note: 'Link',
    })
    expect(rowLabelText('menuItem', { kind: 'panel', label: 'Solutions', link: { label: '' } }, 1)).toEqual({
      text: 'Solutions',
      named: true,
      note: 'Panel',
    })
    expect(rowLabelText('menuItem', { kind: 'both', label: 'stale', link: { label: 'Products' } }, 2).text).toBe('Products')
    // A row added before its kind is chosen is a link (the field's default).
    expect(rowLabelText('menuItem', { link: { label: 'Contact' } }, 0)).toMatchObject({ text: 'Contact', note: 'Link' })
  })

  it('falls back to the thing and its number, counted from 1, when the row has no name yet', () => {
    expect(rowLabelText('menuItem', { kind: 'panel', label: '   ' }, 2)).toEqual({
      text: 'Menu item 3',
      named: false,
      note: 'Panel',
    })
    expect(rowLabelText('menuColumn', {}, 0)).toEqual({ text: 'Column 1', named: false })
    expect(rowLabelText('headerButton', undefined, 0)).toEqual({ text: 'Header button 1', named: false })
    expect(rowLabelText('footerLink', null, undefined)).toEqual({ text: 'Link', named: false })
  })

  it('reads the name where each array keeps it', () => {
    expect(rowLabelText('menuColumn', { heading: 'Nurse call' }, 0).text).toBe('Nurse call')
    expect(rowLabelText('menuLink', { link: { label: 'Guest pagers' } }, 0).text).toBe('Guest pagers')
    expect(rowLabelText('featuredCard', { heading: 'New: the X5 pager' }, 0).text).toBe('New: the X5 pager')
    expect(rowLabelText('headerButton', { type: 'page', label: 'Request a quote' }, 0).text).toBe('Request a quote')
    expect(rowLabelText('footerColumn', { heading: 'Company' }, 0).text).toBe('Company')
    expect(rowLabelText('footerLink', { label: 'About us' }, 0).text).toBe('About us')
    expect(rowLabelText('legalLink', { label: 'Privacy policy' }, 0).text).toBe('Privacy policy')
  })

  it('names a social link by its network and notes its address', () => {
    expect(rowLabelText('socialLink', { platform: 'linkedin', url: 'https://www.linkedin.com/company/oproep/' }, 0)).toEqual({
      text: 'LinkedIn',
      named: true,
      note: 'linkedin.com/company/oproep',
    })
    expect(rowLabelText('socialLink', { platform: 'toString' }, 1)).toEqual({ text: 'Social link 2', named: false })
  })

  it('ignores values that are not text', () => {
    expect(rowLabelText('footerColumn', { heading: 42 }, 0).text).toBe('Column 1')
    expect(rowLabelText('menuItem', { kind: 'panel', label: { root: 1 } }, 0).text).toBe('Menu item 1')
    expect(rowLabelText('menuItem', { kind: 'odd' }, 0).note).toBeUndefined()
  })
})

describe('cleanLabel', () => {
  it('keeps one line of at most 80 characters', () => {
    expect(cleanLabel('  Guest\n pagers ')).toBe('Guest pagers')
    const long = cleanLabel('x'.repeat(100))
    expect(long).toHaveLength(80)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('isRowLabelKind', () => {
  it('accepts the kinds the configs name and nothing else', () => {
    expect(isRowLabelKind('menuItem')).toBe(true)
    expect(isRowLabelKind('constructor')).toBe(false)
    expect(isRowLabelKind(undefined)).toBe(false)
  })
})
