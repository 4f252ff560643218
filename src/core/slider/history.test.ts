import { describe, expect, it } from 'vitest'

import { historyRoot, pagePathOf, slideIndexForPath, slidePath, splitSlidePath } from './history'

describe('slide addresses', () => {
  it('puts the key and the slide after the page’s address', () => {
    expect(slidePath('/installations', 'projects', 'terrace')).toBe('/installations/projects/terrace')
    expect(slidePath('/', 'slides', 'one')).toBe('/slides/one')
    expect(slidePath('/about/work', 'p', 'a')).toBe('/about/work/p/a')
  })

  it('splits an address into the page and the last two parts', () => {
    expect(splitSlidePath('/installations/projects/terrace')).toEqual({
      pagePath: '/installations',
      key: 'projects',
      slug: 'terrace',
    })
    expect(splitSlidePath('/slides/one')).toEqual({ pagePath: '/', key: 'slides', slug: 'one' })
    expect(splitSlidePath('/about/')).toBeNull()
    expect(splitSlidePath('/')).toBeNull()
  })

  it('finds the slide an address asks for', () => {
    const slugs = ['a', 'b', 'c']
    expect(slideIndexForPath('/p/k/b', '/p', 'k', slugs)).toBe(1)
    expect(slideIndexForPath('/p/k/z', '/p', 'k', slugs)).toBe(-1)
    expect(slideIndexForPath('/p/other/b', '/p', 'k', slugs)).toBe(-1)
    expect(slideIndexForPath('/q/k/b', '/p', 'k', slugs)).toBe(-1)
  })

  it('knows the page’s own address from the browser’s, with or without a slide in it', () => {
    const slugs = ['a', 'b']
    expect(pagePathOf('/gallery/projects/b', 'projects', slugs)).toBe('/gallery')
    expect(pagePathOf('/gallery', 'projects', slugs)).toBe('/gallery')
    expect(pagePathOf('/gallery/', 'projects', slugs)).toBe('/gallery')
    expect(pagePathOf('/projects/a', 'projects', slugs)).toBe('/')
    // A page that merely ends like a slide address is its own page.
    expect(pagePathOf('/gallery/projects/unknown', 'projects', slugs)).toBe('/gallery/projects/unknown')
    expect(pagePathOf('/', 'projects', slugs)).toBe('/')
  })

  it('gives Swiper an absolute root, also for the home page', () => {
    expect(historyRoot('https://example.com', '/gallery')).toBe('https://example.com/gallery')
    expect(historyRoot('https://example.com', '/')).toBe('https://example.com')
  })
})
