import { describe, expect, it } from 'vitest'

import { tocEntries } from './toc'

describe('tocEntries', () => {
  it('makes readable, unique anchors in order and skips empty headings', () => {
    expect(tocEntries(['Specifications', '', 'FAQ', 'FAQ', null, '24/7 support'])).toEqual([
      { id: 'specifications', label: 'Specifications' },
      null,
      { id: 'faq', label: 'FAQ' },
      { id: 'faq-2', label: 'FAQ' },
      null,
      { id: 's-24-7-support', label: '24/7 support' },
    ])
  })
  it('avoids ids the page already uses', () => {
    expect(tocEntries(['Main'], ['main'])).toEqual([{ id: 'main-2', label: 'Main' }])
  })
  it('falls back to "section" for headings without letters or digits', () => {
    expect(tocEntries(['—', '…'])).toEqual([
      { id: 'section', label: '—' },
      { id: 'section-2', label: '…' },
    ])
  })
})
