import { describe, expect, it } from 'vitest'

import { fillSlots, isSlotMarker, splitSlots } from './slots'

/** Stand-in for React's elements: what the renderer calls content. */
type Element = { element: string }
const isElement = (value: unknown): value is Element =>
  typeof value === 'object' && value !== null && typeof (value as { element?: unknown }).element === 'string'
const el = (name: string): Element => ({ element: name })

describe('splitSlots', () => {
  it('keeps data as it is', () => {
    const props = { title: 'Pagers', count: 3, open: false, nothing: null, links: [{ href: '/a', label: 'A' }] }
    const { data, slots } = splitSlots(props, isElement)
    expect(data).toEqual(props)
    expect(slots).toEqual([])
  })

  it('takes children out whatever they hold, except text', () => {
    expect(splitSlots({ children: [el('p'), 'text'] }, isElement)).toEqual({
      data: { children: { $slot: 'children' } },
      slots: [{ path: 'children', value: [el('p'), 'text'] }],
    })
    expect(splitSlots({ children: el('p') }, isElement).data).toEqual({ children: { $slot: 'children' } })
    expect(splitSlots({ children: 'Read more' }, isElement)).toEqual({ data: { children: 'Read more' }, slots: [] })
  })

  it('takes out an element anywhere, named by its place', () => {
    const { data, slots } = splitSlots(
      {
        slides: [
          { id: 1, media: el('img') },
          { id: 2, media: el('video') },
        ],
        caption: el('span'),
      },
      isElement,
    )
    expect(data).toEqual({
      slides: [
        { id: 1, media: { $slot: 'slides.0.media' } },
        { id: 2, media: { $slot: 'slides.1.media' } },
      ],
      caption: { $slot: 'caption' },
    })
    expect(slots.map((s) => s.path)).toEqual(['slides.0.media', 'slides.1.media', 'caption'])
  })

  it('leaves objects that are not plain to JSON', () => {
    const at = new Date(0)
    expect(splitSlots({ at }, isElement).data).toEqual({ at })
  })

  it('gives JSON that names every slot once', () => {
    const { data } = splitSlots({ children: el('div'), side: [el('a')] }, isElement)
    const text = JSON.stringify(data)
    expect(text).toBe('{"children":{"$slot":"children"},"side":[{"$slot":"side.0"}]}')
  })
})

describe('fillSlots', () => {
  it('puts each slot back where its marker is, and only there', () => {
    const props = { slides: [{ id: 1, media: el('img') }], children: [el('p')], label: 'x' }
    const { data, slots } = splitSlots(props, isElement)
    const byPath = new Map(slots.map((s) => [s.path, s.value]))
    expect(fillSlots(JSON.parse(JSON.stringify(data)), (path) => byPath.get(path))).toEqual(props)
  })

  it('knows a marker from a prop that only looks like one', () => {
    expect(isSlotMarker({ $slot: 'children' })).toBe(true)
    expect(isSlotMarker({ $slot: 3 })).toBe(false)
    expect(isSlotMarker(null)).toBe(false)
  })
})
