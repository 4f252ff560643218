import { describe, expect, it } from 'vitest'

import { layoutSteps, maxVisible, parsePerView, planSlider, slideKeys, SWIPER_DEFAULTS, type SliderInput } from './options'

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ heading: `Slide ${i + 1}` }))

describe('parsePerView', () => {
  it('reads numbers and auto, and falls back on anything else', () => {
    expect(parsePerView('1')).toBe(1)
    expect(parsePerView('2.5')).toBe(2.5)
    expect(parsePerView(' 3 ')).toBe(3)
    expect(parsePerView('auto')).toBe('auto')
    expect(parsePerView('')).toBe(1)
    expect(parsePerView(null)).toBe(1)
    expect(parsePerView('0')).toBe(1)
    expect(parsePerView('-2', 2)).toBe(2)
    expect(parsePerView('many')).toBe(1)
  })
})

describe('layoutSteps', () => {
  it('sorts breakpoints, lets them inherit the gap, and lets a later one at the same width amend the earlier', () => {
    expect(
      layoutSteps({
        layout: {
          slidesPerView: '1',
          spaceBetween: 16,
          breakpoints: [
            { minWidth: 1100, slidesPerView: '3', spaceBetween: 24 },
            { minWidth: 768, slidesPerView: '2' },
            { minWidth: 1100, slidesPerView: '4' },
          ],
        },
      }),
    ).toEqual([
      { minWidth: 0, perView: 1, gap: 16 },
      { minWidth: 768, perView: 2, gap: 16 },
      { minWidth: 1100, perView: 4, gap: 24 },
    ])
  })
})

describe('planSlider', () => {
  it('keeps Swiper’s defaults for what the block leaves open, with only the modules needed', () => {
    const plan = planSlider({ slides: slides(3) })
    expect(plan.options.speed).toBe(SWIPER_DEFAULTS.speed)
    expect(plan.options.slidesPerView).toBe(1)
    expect(plan.options.spaceBetween).toBe(0)
    expect(plan.options.effect).toBe('slide')
    expect(plan.options.loop).toBe(false)
    expect(plan.options.rewind).toBe(false)
    expect(plan.options.breakpoints).toBeUndefined()
    // The schema's defaults: arrows, bullets, keyboard, lazy images; A11y always.
    expect(plan.modules).toEqual(['a11y', 'navigation', 'pagination', 'keyboard'])
    expect(plan.options.lazyPreloadPrevNext).toBe(1)
    expect(plan.autoplay).toBeNull()
    expect(plan.options.autoplay).toBeUndefined()
  })

  it('labels slides "n of m" as WAI-ARIA slides and leaves the region to the section', () => {
    expect(planSlider({ slides: slides(2) }).options.a11y).toMatchObject({
      enabled: true,
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      itemRoleDescriptionMessage: 'slide',
      slideRole: 'group',
      containerRoleDescriptionMessage: null,
    })
  })

  it('maps breakpoints, direction, ending, centring, auto height and grid rows', () => {
    const plan = planSlider({
      slides: slides(8),
      layout: {
        slidesPerView: '1.5',
        spaceBetween: 10,
        speed: 600,
        breakpoints: [{ minWidth: 900, slidesPerView: '3', spaceBetween: 20 }],
        ending: 'rewind',
        centeredSlides: true,
        autoHeight: true,
        gridRows: 2,
      },
    })
    expect(plan.options).toMatchObject({
      speed: 600,
      slidesPerView: 1.5,
      spaceBetween: 10,
      breakpoints: { 900: { slidesPerView: 3, spaceBetween: 20 } },
      rewind: true,
      loop: false,
      centeredSlides: true,
      autoHeight: true,
      grid: { rows: 2, fill: 'row' },
    })
    expect(plan.modules).toContain('grid')
    const looped = planSlider({ slides: slides(8), layout: { ending: 'loop', gridRows: 2, direction: 'vertical', height: 500 } })
    expect(looped.options.loop).toBe(true)
    // Swiper's loop does not work with rows filled one after another.
    expect(looped.options.grid).toBeUndefined()
    expect(looped.direction).toBe('vertical')
    expect(looped.height).toBe(500)
  })

  it.each([
    ['fade', 'effect-fade', { fadeEffect: { crossFade: true } }],
    ['cube', 'effect-cube', { cubeEffect: { shadow: true, slideShadows: true, shadowOffset: 20, shadowScale: 0.94 } }],
    ['flip', 'effect-flip', { flipEffect: { slideShadows: true, limitRotation: true } }],
    [
      'coverflow',
      'effect-coverflow',
      { coverflowEffect: { rotate: 50, stretch: 0, depth: 100, modifier: 1, slideShadows: true } },
    ],
  ] as const)('%s: its module and its options with Swiper’s defaults', (type, module, expected) => {
    const plan = planSlider({ slides: slides(4), effect: { type } })
    expect(plan.modules).toContain(module)
    expect(plan.options).toMatchObject({ effect: type, ...expected })
  })

  it('shows one whole slide at a time with fade, cube and flip', () => {
    const plan = planSlider({
      slides: slides(4),
      layout: { slidesPerView: '3', spaceBetween: 30, breakpoints: [{ minWidth: 800, slidesPerView: '4' }] },
      effect: { type: 'cube' },
    })
    expect(plan.steps).toEqual([{ minWidth: 0, perView: 1, gap: 0 }])
    expect(plan.options.breakpoints).toBeUndefined()
  })

  it('takes each effect’s options from the block', () => {
    const plan = planSlider({
      slides: slides(4),
      effect: { type: 'coverflow', rotate: 30, depth: 140, stretch: 10, modifier: 2, slideShadows: false },
    })
    expect(plan.options.coverflowEffect).toEqual({ rotate: 30, stretch: 10, depth: 140, modifier: 2, slideShadows: false })
    expect(plan.coverflow).toEqual({ rotate: 30, stretch: 10, depth: 140, modifier: 2 })
    expect(planSlider({ effect: { type: 'fade', crossFade: false } }).options.fadeEffect).toEqual({ crossFade: false })
  })

  it('configures the controls the editor switched on', () => {
    const plan = planSlider({
      slides: slides(5),
      controls: {
        arrows: false,
        pagination: 'bullets',
        clickable: false,
        dynamicBullets: true,
        scrollbar: true,
        scrollbarDraggable: true,
        mousewheel: true,
        keyboard: true,
        touch: true,
        mouseDrag: false,
        grabCursor: true,
      },
    })
    expect(plan.modules).toEqual(['a11y', 'pagination', 'scrollbar', 'keyboard', 'mousewheel'])
    expect(plan.options.navigation).toBeUndefined()
    expect(plan.options.pagination).toEqual({ type: 'bullets', clickable: false, dynamicBullets: true })
    expect(plan.options.scrollbar).toEqual({ draggable: true })
    // Swiper's own behaviour: the arrow keys move the slider in view, any wheel turn over it moves it.
    expect(plan.options.keyboard).toEqual({ enabled: true, onlyInViewport: true, pageUpDown: false })
    expect(plan.options.mousewheel).toEqual({ enabled: true, releaseOnEdges: true })
    expect(plan.options.simulateTouch).toBe(false)
    expect(plan.options.allowTouchMove).toBe(true)
    expect(plan.options.grabCursor).toBe(true)
    expect(planSlider({ controls: { touch: false, mouseDrag: false } }).options.allowTouchMove).toBe(false)
  })

  it('clickable and dynamic apply to bullets only; no pagination means no module', () => {
    expect(
      planSlider({ controls: { pagination: 'fraction', clickable: true, dynamicBullets: true } }).options.pagination,
    ).toEqual({
      type: 'fraction',
      clickable: false,
      dynamicBullets: false,
    })
    const none = planSlider({ controls: { pagination: 'none' } })
    expect(none.options.pagination).toBeUndefined()
    expect(none.modules).not.toContain('pagination')
  })

  it('autoplay: the delay (3000 ms by default), stop on interaction, pause on hover; started by the client', () => {
    const plan = planSlider({ slides: [{ autoplayDelay: 8000 }, {}, { autoplayDelay: 0 }], motion: { autoplay: true } })
    expect(plan.modules).toContain('autoplay')
    expect(plan.autoplay).toEqual({ delay: 3000, stopOnInteraction: true, pauseOnHover: true })
    expect(plan.options.autoplay).toEqual({ enabled: false, delay: 3000, disableOnInteraction: true })
    expect(plan.slides.map((s) => s.autoplayDelay)).toEqual([8000, null, null])
    const custom = planSlider({ motion: { autoplay: true, autoplayDelay: 6000, stopOnInteraction: false, pauseOnHover: false } })
    expect(custom.autoplay).toEqual({ delay: 6000, stopOnInteraction: false, pauseOnHover: false })
  })

  it('parallax, zoom with its maximum, and images fetched at once when not lazy', () => {
    const plan = planSlider({ slides: slides(4), motion: { parallax: true, zoom: true, zoomMaxRatio: 5, lazy: false } })
    expect(plan.modules).toEqual(expect.arrayContaining(['parallax', 'zoom']))
    expect(plan.options.parallax).toEqual({ enabled: true })
    expect(plan.options.zoom).toEqual({ maxRatio: 5, toggle: true })
    expect(plan.options.lazyPreloadPrevNext).toBe(4)
    expect(planSlider({ motion: { zoom: true } }).options.zoom).toEqual({ maxRatio: 3, toggle: true })
  })

  it('thumbnails: the Thumbs module and the thumbnails per view', () => {
    const plan = planSlider({ slides: slides(6), controls: { thumbs: true, thumbsPerView: 4 } })
    expect(plan.modules).toContain('thumbs')
    expect(plan.thumbs).toEqual({ perView: 4, gap: 8 })
    expect(planSlider({ controls: { thumbs: true } }).thumbs).toEqual({ perView: 5, gap: 8 })
  })

  it('history navigation: the key and an address for every slide', () => {
    const plan = planSlider({
      slides: [{ historySlug: 'terrace' }, { heading: 'The Kitchen' }, {}, { historySlug: 'terrace' }],
      controls: { history: true, historyKey: 'projects', hashNavigation: true },
    })
    expect(plan.modules).toContain('history')
    expect(plan.historyKey).toBe('projects')
    expect(plan.options.history).toEqual({ enabled: true, key: 'projects', replaceState: false })
    expect(plan.slides.map((s) => s.history)).toEqual(['terrace', 'the-kitchen', 'slide-3', 'terrace-2'])
    // Swiper ignores hash navigation next to history navigation: leave it out.
    expect(plan.hash).toBe(false)
    expect(plan.modules).not.toContain('hash-navigation')
    expect(planSlider({ controls: { history: true } }).historyKey).toBe('slides')
  })

  it('hash navigation: watches the address, a #name for every slide', () => {
    const plan = planSlider({ slides: [{ hash: 'photo-one' }, { heading: 'Photo two' }], controls: { hashNavigation: true } })
    expect(plan.modules).toContain('hash-navigation')
    expect(plan.options.hashNavigation).toEqual({ enabled: true, watchState: true, replaceState: false })
    expect(plan.slides.map((s) => s.hash)).toEqual(['photo-one', 'photo-two'])
  })

  it('accepts the generated block type', () => {
    const block: SliderInput = { slides: null, layout: null, effect: null, controls: null, motion: null }
    expect(planSlider(block).slides).toEqual([])
  })
})

describe('slideKeys and maxVisible', () => {
  it('makes unique address parts', () => {
    expect(slideKeys([{ hash: 'a' }, { hash: 'a' }, { heading: 'Ä café!' }, {}], (s) => s.hash)).toEqual([
      'a',
      'a-2',
      'a-cafe',
      'slide-4',
    ])
  })
  it('counts the slides in view at the widest layout', () => {
    expect(
      maxVisible([
        { minWidth: 0, perView: 1.3, gap: 0 },
        { minWidth: 900, perView: 3, gap: 0 },
      ]),
    ).toBe(3)
    expect(maxVisible([{ minWidth: 0, perView: 'auto', gap: 0 }])).toBe(1)
  })
})
