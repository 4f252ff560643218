import { describe, expect, it } from 'vitest'

import { blockRowText, clip, richTextWords, ROW_TEXT_MAX } from './row-label'

const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 })
const para = (...children: object[]) => ({ type: 'paragraph', children, version: 1 })
const doc = (...children: object[]) => ({ root: { type: 'root', children, version: 1 } })

describe('clip', () => {
  it('leaves short text as it is, spaces tidied', () => {
    expect(clip('  Guests   wait\nwhere they like ')).toBe('Guests wait where they like')
  })
  it('cuts long text at a word and ends it with an ellipsis', () => {
    const long = 'A guest orders, takes a numbered pager and sits down. When the food is ready, your staff key in the number.'
    const cut = clip(long)
    expect(cut.length).toBeLessThanOrEqual(ROW_TEXT_MAX)
    expect(cut).toBe('A guest orders, takes a numbered pager and sits down. When the food is ready…')
  })
  it('cuts a single very long word where it must', () => {
    expect(clip('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})

describe('richTextWords', () => {
  it('reads text nodes in order, a space between paragraphs, headings and list items', () => {
    const value = doc(
      { type: 'heading', tag: 'h2', children: [text('Opening hours')] },
      para(text('Monday to '), { type: 'text', text: 'Friday', format: 1 }, text('.')),
      {
        type: 'list',
        children: [
          { type: 'listitem', children: [text('Saturday')] },
          { type: 'listitem', children: [text('Sunday')] },
        ],
      },
    )
    expect(richTextWords(value)).toBe('Opening hours Monday to Friday. Saturday Sunday')
  })
  it('keeps a link’s words inside their sentence and turns line breaks into spaces', () => {
    const value = doc(
      para(
        text('Read '),
        { type: 'link', children: [text('our terms')], fields: {} },
        text(' first.'),
        { type: 'linebreak' },
        text('Thanks'),
      ),
    )
    expect(richTextWords(value)).toBe('Read our terms first. Thanks')
  })
  it('gives the first words of a long text only', () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ')
    const out = richTextWords(doc(para(text(words)), para(text('never reached'))))
    expect(out.endsWith('…')).toBe(true)
    expect(out.startsWith('word0 word1 word2')).toBe(true)
    expect(out.length).toBeLessThanOrEqual(ROW_TEXT_MAX)
  })
  it('is empty for an empty editor and for what is not rich text', () => {
    expect(richTextWords(doc(para()))).toBe('')
    expect(richTextWords(undefined)).toBe('')
    expect(richTextWords(null)).toBe('')
    expect(richTextWords('plain string')).toBe('')
    expect(richTextWords({ root: 'nope' })).toBe('')
    expect(richTextWords({ root: { children: [null, 3, text('ok')] } })).toBe('ok')
  })
})

describe('blockRowText', () => {
  it('shows a hero’s heading, else its eyebrow or text', () => {
    expect(blockRowText({ blockType: 'hero', heading: 'Pagers that just work', eyebrow: 'New' })).toBe('Pagers that just work')
    expect(blockRowText({ blockType: 'hero', heading: '  ', eyebrow: 'New this spring' })).toBe('New this spring')
  })
  it('shows the first words of a rich text block', () => {
    expect(blockRowText({ blockType: 'richText', content: doc(para(text('We deliver within two days.'))) })).toBe(
      'We deliver within two days.',
    )
  })
  it('shows a media-with-text heading, else the first words of its text', () => {
    const content = doc(para(text('Residents call with a wristband.')))
    expect(blockRowText({ blockType: 'mediaWithText', heading: 'Nurse call', content })).toBe('Nurse call')
    expect(blockRowText({ blockType: 'mediaWithText', heading: null, content })).toBe('Residents call with a wristband.')
  })
  it('shows an FAQ’s own heading, but its first question when the heading is the default one', () => {
    const items = [{ question: '' }, { question: 'How quickly do you deliver?' }]
    expect(blockRowText({ blockType: 'faq', heading: 'Ordering and delivery', items })).toBe('Ordering and delivery')
    expect(blockRowText({ blockType: 'faq', heading: 'Frequently asked questions', items })).toBe('How quickly do you deliver?')
    expect(blockRowText({ blockType: 'faq', heading: 'Frequently asked questions', items: [] })).toBe(
      'Frequently asked questions',
    )
  })
  it('falls back to the first slide, feature, quote or the logos’ names', () => {
    expect(blockRowText({ blockType: 'slider', slides: [{ heading: 'The terrace' }], label: 'Photos' })).toBe('The terrace')
    expect(blockRowText({ blockType: 'slider', slides: [{}], label: 'Product photos' })).toBe('Product photos')
    expect(blockRowText({ blockType: 'featureGrid', features: [{ title: 'Range up to 300 m' }] })).toBe('Range up to 300 m')
    expect(blockRowText({ blockType: 'testimonials', items: [{ quote: 'No more shouting.' }] })).toBe('No more shouting.')
    expect(blockRowText({ blockType: 'logoWall', logos: [{ name: 'Acme' }, { name: '' }, { name: 'Globex' }] })).toBe(
      'Acme, Globex',
    )
    expect(blockRowText({ blockType: 'video', title: 'How to pair a pager' })).toBe('How to pair a pager')
    expect(blockRowText({ blockType: 'callToAction', text: 'Call us today' })).toBe('Call us today')
  })
  it('is empty when the block has no words yet, or is not a block', () => {
    expect(blockRowText({ blockType: 'downloads' })).toBe('')
    expect(blockRowText({ blockType: 'richText', content: doc(para()) })).toBe('')
    expect(blockRowText({ blockType: 'formEmbed', heading: 42 })).toBe('')
    expect(blockRowText(null)).toBe('')
    expect(blockRowText(undefined)).toBe('')
  })
  it('reads the heading of a block type it does not know', () => {
    expect(blockRowText({ blockType: 'somethingNew', heading: 'Hello' })).toBe('Hello')
  })
  it('cuts a long heading', () => {
    const out = blockRowText({ blockType: 'callToAction', heading: 'word '.repeat(40) })
    expect(out.length).toBeLessThanOrEqual(ROW_TEXT_MAX)
    expect(out.endsWith('…')).toBe(true)
  })
})
