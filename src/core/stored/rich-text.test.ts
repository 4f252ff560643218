import { describe, expect, it } from 'vitest'

import { UNREADABLE_TEXT, unreadable } from './json'
import { isRichTextState, richTextShowingRaw } from './rich-text'

const text = (t: string) => ({ type: 'text', text: t, version: 1 })
const state = (children: unknown) => ({ root: { type: 'root', children } })

describe('rich text read from the database', () => {
  it('takes a Lexical editor state', () => {
    expect(isRichTextState(state([{ type: 'paragraph', children: [text('Thanks')] }]))).toBe(true)
    expect(isRichTextState(state([]))).toBe(true)
  })

  it('refuses what the editor could not open', () => {
    for (const bad of [
      unreadable('{"root": '),
      'Thanks',
      [1, 2],
      null,
      {},
      { root: 'x' },
      state('no'),
      state([{ children: [] }]),
      state([{ type: 'paragraph', children: 'x' }]),
      { root: { type: 'paragraph', children: [] } },
    ])
      expect(isRichTextState(bad), JSON.stringify(bad)).toBe(false)
  })

  it('shows a bad value as the marked stored text, in a state the editor opens', () => {
    const repaired = richTextShowingRaw(unreadable('{"root": {"chil'))
    expect(isRichTextState(repaired)).toBe(true)
    const shown = JSON.stringify(repaired)
    expect(shown).toContain(UNREADABLE_TEXT)
    expect(shown).toContain(JSON.stringify('{"root": {"chil').slice(1, -1))
    expect(JSON.stringify(richTextShowingRaw(['a']))).toContain(JSON.stringify('["a"]').slice(1, -1))
  })
})
