import { describe, expect, it } from 'vitest'

import {
  coverflowTransform,
  gridColumns,
  loopedBefore,
  preInitCss,
  sliderDomId,
  wrapperOffset,
  type PreInitLayout,
} from './layout'

const base: PreInitLayout = {
  steps: [{ minWidth: 0, perView: 1, gap: 0 }],
  direction: 'horizontal',
  height: null,
  centered: false,
  loop: false,
  autoHeight: false,
  gridRows: 1,
  effect: 'slide',
  count: 5,
  start: 0,
}
const PRE = '#s:not(.swiper-initialized)>.swiper-wrapper'

describe('preInitCss', () => {
  it('one slide per view: full width, no gap, the wrapper at the start', () => {
    expect(preInitCss('#s', base)).toBe(`${PRE}>.swiper-slide{width:100%;margin-right:0px}${PRE}{transform:none}`)
  })

  it('slides per view and gap per window width, as Swiper sizes them', () => {
    const css = preInitCss('#s', {
      ...base,
      steps: [
        { minWidth: 0, perView: 1, gap: 16 },
        { minWidth: 768, perView: 2, gap: 24 },
        { minWidth: 1100, perView: 3, gap: 24 },
      ],
    })
    expect(css).toContain(`${PRE}>.swiper-slide{width:100%;margin-right:16px}`)
    expect(css).toContain(`@media (min-width:768px){${PRE}>.swiper-slide{width:calc((100% - 24px) / 2);margin-right:24px}`)
    expect(css).toContain(`@media (min-width:1100px){${PRE}>.swiper-slide{width:calc((100% - 48px) / 3);margin-right:24px}`)
  })

  it('only before Swiper starts: every rule waits for .swiper-initialized to be absent', () => {
    const css = preInitCss('#s', {
      ...base,
      steps: [{ minWidth: 0, perView: 2.5, gap: 10 }],
      centered: true,
      effect: 'coverflow',
    })
    for (const rule of css.split('}').filter((r) => r.includes('{'))) expect(rule).toContain(':not(.swiper-initialized)')
  })

  it('centres the first slide as Swiper does', () => {
    expect(wrapperOffset({ minWidth: 0, perView: 3, gap: 0 }, { ...base, centered: true })).toBe(
      'calc((100% - ((100% - 0px) / 3)) / 2)',
    )
  })

  it('opens a deep-linked slide, stopping where the last slide meets the end', () => {
    expect(wrapperOffset({ minWidth: 0, perView: 1, gap: 0 }, { ...base, start: 3 })).toBe(
      'min(0px, max(calc(-3 * (100% + 0px)), calc(100% - 5 * (100% + 0px) + 0px)))',
    )
  })

  it('a centred loop shows the last slides before the first, in order', () => {
    const layout = { ...base, loop: true, centered: true, count: 6, steps: [{ minWidth: 0, perView: 3, gap: 0 }] }
    expect(loopedBefore(layout)).toBe(2)
    const css = preInitCss('#s', layout)
    const along = '(((100% - 0px) / 3) + 0px)'
    expect(css).toContain(`${PRE}>.swiper-slide:nth-child(n+5){left:calc(-6 * ${along})}`)
    // Never counted from the end nor reordered: while the page streams in, the slides that have
    // arrived must not move when later ones do.
    expect(css).not.toContain('nth-last')
    expect(css).not.toContain('order:')
    expect(css).toContain('translate3d(calc((100% - ((100% - 0px) / 3)) / 2),0,0)')
    expect(loopedBefore({ ...layout, centered: false })).toBe(0)
  })

  it('vertical: the slider’s height, slides stacked', () => {
    const css = preInitCss('#s', { ...base, direction: 'vertical', height: 420, steps: [{ minWidth: 0, perView: 2, gap: 10 }] })
    expect(css).toContain('#s{height:420px}')
    expect(css).toContain(`${PRE}{flex-direction:column}`)
    expect(css).toContain(`${PRE}>.swiper-slide{height:calc((100% - 10px) / 2);margin-bottom:10px}`)
  })

  it('auto height: the slides out of view do not stretch the slider', () => {
    const css = preInitCss('#s', { ...base, autoHeight: true, steps: [{ minWidth: 0, perView: 2, gap: 0 }] })
    expect(css).toContain(`${PRE}{align-items:flex-start}`)
    expect(css).toContain(`${PRE}>.swiper-slide{height:0;overflow:hidden}`)
    expect(css).toContain(`${PRE}>.swiper-slide:nth-child(n+1):nth-child(-n+2){height:auto;overflow:visible}`)
  })

  it('grid rows: the same tracks as Swiper’s wrapped rows', () => {
    expect(gridColumns(7, 2, 3)).toBe(4)
    expect(gridColumns(2, 2, 3)).toBe(3)
    const css = preInitCss('#s', { ...base, count: 8, gridRows: 2, steps: [{ minWidth: 0, perView: 2, gap: 12 }] })
    expect(css).toContain(
      `${PRE}{display:grid;grid-template-columns:repeat(4,calc((100% - 12px) / 2));column-gap:12px;row-gap:12px}`,
    )
  })

  it('auto slides per view: only the gap (the slide’s CSS sets its width)', () => {
    expect(preInitCss('#s', { ...base, steps: [{ minWidth: 0, perView: 'auto', gap: 8 }] })).toBe(
      `${PRE}>.swiper-slide{margin-right:8px}${PRE}{transform:none}`,
    )
  })

  it('coverflow: perspective and each nearby slide turned as Swiper turns it', () => {
    const css = preInitCss('#s', {
      ...base,
      effect: 'coverflow',
      centered: true,
      coverflow: { rotate: 30, depth: 140, stretch: 0, modifier: 1 },
      steps: [{ minWidth: 0, perView: 3, gap: 0 }],
    })
    expect(css).toContain('#s:not(.swiper-initialized){perspective:1200px}')
    expect(css).toContain(
      `${PRE}>.swiper-slide:nth-child(2){transform:translate3d(0px,0px,-140px) rotateX(0deg) rotateY(-30deg) scale(1);z-index:0}`,
    )
    expect(css).not.toContain('nth-child(5)')
  })
})

describe('coverflowTransform', () => {
  it('matches Swiper’s formula', () => {
    expect(coverflowTransform(0, {})).toEqual({
      transform: 'translate3d(0px,0px,0px) rotateX(0deg) rotateY(0deg) scale(1)',
      zIndex: 1,
    })
    expect(coverflowTransform(-1, { rotate: 50, depth: 100, stretch: 10 })).toEqual({
      transform: 'translate3d(10px,0px,-100px) rotateX(0deg) rotateY(50deg) scale(1)',
      zIndex: 0,
    })
    expect(coverflowTransform(2, {}, false).transform).toBe('translate3d(0px,0px,-200px) rotateX(100deg) rotateY(0deg) scale(1)')
  })
})

describe('sliderDomId', () => {
  it('keeps letters, digits, - and _ only', () => {
    expect(sliderDomId('66a1b2c3', 'x')).toBe('slider-66a1b2c3')
    expect(sliderDomId('a"b<c>', 'x')).toBe('slider-abc')
    expect(sliderDomId(null, 'Product photos')).toBe('slider-Productphotos')
  })
})
