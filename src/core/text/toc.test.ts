import { describe, expect, it } from 'vitest'

import { lexicalNodeText, pageSections, richTextH2s, tocEntries } from './toc'

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

const text = (t: string) => ({ type: 'text', text: t })
const h = (tag: string, ...children: object[]) => ({ type: 'heading', tag, children })
const p = (t: string) => ({ type: 'paragraph', children: [text(t)] })
const doc = (...children: object[]) => ({ root: { type: 'root', children } })

describe('lexicalNodeText', () => {
  it('joins text through links and turns line breaks into spaces', () => {
    const node = h(
      'h2',
      text('Range '),
      { type: 'link', children: [text('and  repeaters')] },
      { type: 'linebreak' },
      text('indoors'),
    )
    expect(lexicalNodeText(node)).toBe('Range and repeaters indoors')
  })
})

describe('richTextH2s', () => {
  it('finds top-level h2s with their index among the root children', () => {
    expect(richTextH2s(doc(h('h2', text('One')), p('x'), h('h3', text('Sub')), h('h2', text('Two'))))).toEqual([
      { index: 0, label: 'One' },
      { index: 3, label: 'Two' },
    ])
  })
  it('accepts anything that is not rich text', () => {
    expect(richTextH2s(null)).toEqual([])
    expect(richTextH2s({ root: {} })).toEqual([])
    expect(richTextH2s('text')).toEqual([])
  })
})

describe('pageSections', () => {
  it('collects block headings and rich-text h2s in page order, skipping a first hero', () => {
    const { entries, anchors } = pageSections(
      [
        { blockType: 'hero', heading: 'Restaurants and hotels' },
        { blockType: 'richText', content: doc(h('h2', text('Where it helps')), p('…'), h('h2', text('An example'))) },
        { blockType: 'mediaWithText', heading: 'Guest pagers', content: doc(p('Coasters'), h('h2', text('Charging'))) },
        { blockType: 'video' },
        { blockType: 'callToAction', heading: 'Plan your restaurant' },
      ],
      ['main'],
    )
    expect(entries.map((e) => e.label)).toEqual([
      'Where it helps',
      'An example',
      'Guest pagers',
      'Charging',
      'Plan your restaurant',
    ])
    expect(anchors).toEqual([
      {},
      { h2: { 0: 'where-it-helps', 2: 'an-example' } },
      { heading: 'guest-pagers', h2: { 1: 'charging' } },
      {},
      { heading: 'plan-your-restaurant' },
    ])
  })
  it('counts a hero further down as a section and keeps ids unique and clear of reserved ones', () => {
    const { entries, anchors } = pageSections(
      [
        { blockType: 'faq', heading: 'Support' },
        { blockType: 'hero', heading: 'Support' },
        { blockType: 'faq', heading: 'Main' },
        { blockType: 'faq', heading: '  ' },
      ],
      ['main'],
    )
    expect(entries).toEqual([
      { id: 'support', label: 'Support' },
      { id: 'support-2', label: 'Support' },
      { id: 'main-2', label: 'Main' },
    ])
    expect(anchors[3]).toEqual({})
  })
  it('ignores h2s in blocks whose rich text is not a page section', () => {
    expect(pageSections([{ blockType: 'faq', content: doc(h('h2', text('Hidden'))) }]).entries).toEqual([])
    expect(pageSections(undefined)).toEqual({ entries: [], anchors: [] })
  })
})
