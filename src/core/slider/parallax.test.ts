import { describe, expect, it } from 'vitest'

import { parallaxAttributes, slideImageSizes } from './parallax'

describe('parallaxAttributes', () => {
  const layers = [
    { layer: 'heading' as const, x: '-300', opacity: 0, duration: 600 },
    { layer: 'text' as const, y: '50%', scale: 0.5 },
    { layer: 'image' as const, x: 'left', y: '', scale: 9, opacity: 2, duration: -5 },
  ]

  it('writes Swiper’s data-swiper-parallax attributes for a layer', () => {
    expect(parallaxAttributes(layers, 'heading', true)).toEqual({
      'data-swiper-parallax-x': '-300',
      'data-swiper-parallax-opacity': '0',
      'data-swiper-parallax-duration': '600',
    })
    expect(parallaxAttributes(layers, 'text', true)).toEqual({
      'data-swiper-parallax-y': '50%',
      'data-swiper-parallax-scale': '0.5',
    })
  })

  it('leaves out invalid offsets and keeps numbers within range', () => {
    expect(parallaxAttributes(layers, 'image', true)).toEqual({
      'data-swiper-parallax-scale': '5',
      'data-swiper-parallax-opacity': '1',
      'data-swiper-parallax-duration': '0',
    })
  })

  it('gives nothing when parallax is off or the part has no layer', () => {
    expect(parallaxAttributes(layers, 'heading', false)).toEqual({})
    expect(parallaxAttributes(layers, 'link', true)).toEqual({})
    expect(parallaxAttributes(null, 'heading', true)).toEqual({})
  })
})

describe('slideImageSizes', () => {
  it('describes the image width per window width, widest first', () => {
    expect(
      slideImageSizes([
        { minWidth: 0, perView: 1 },
        { minWidth: 768, perView: 2 },
        { minWidth: 1100, perView: 3 },
      ]),
    ).toBe('(min-width: 1100px) 34vw, (min-width: 768px) 50vw, 100vw')
    expect(slideImageSizes([{ minWidth: 0, perView: 'auto' }])).toBe('100vw')
    expect(slideImageSizes([{ minWidth: 0, perView: 1.3 }])).toBe('77vw')
  })
})
