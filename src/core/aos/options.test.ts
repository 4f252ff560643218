import { describe, expect, it } from 'vitest'

import { AOS_DEFAULTS, AOS_EASINGS, parseAosOptions, timingProperties } from './options'

const read = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null

describe('parseAosOptions', () => {
  it('gives the spec defaults to an element with no options', () => {
    expect(parseAosOptions(read({}))).toEqual({
      offset: 120,
      outOffset: 120,
      delay: 0,
      duration: 400,
      easing: 'ease',
      once: false,
      mirror: false,
      anchor: null,
      anchorPlacement: 'top-bottom',
    })
  })

  it('reads every AOS attribute', () => {
    const options = parseAosOptions(
      read({
        offset: '-50',
        delay: '150',
        duration: '1200',
        easing: 'ease-in-out-back',
        once: 'true',
        mirror: 'true',
        anchor: '#trigger',
        'anchor-placement': 'center-center',
      }),
    )
    expect(options).toEqual({
      offset: -50,
      outOffset: -50,
      delay: 150,
      duration: 1200,
      easing: 'ease-in-out-back',
      once: true,
      mirror: true,
      anchor: '#trigger',
      anchorPlacement: 'center-center',
    })
  })

  it('starts from offset 0 when an anchor placement is named without an offset, as AOS does', () => {
    const options = parseAosOptions(read({ 'anchor-placement': 'top-center' }))
    expect(options.offset).toBe(0)
    // The mirror point still uses the default offset, as in AOS.
    expect(options.outOffset).toBe(120)
    expect(parseAosOptions(read({ 'anchor-placement': 'top-center', offset: '40' })).offset).toBe(40)
  })

  it('falls back to the defaults for invalid values', () => {
    const options = parseAosOptions(
      read({
        offset: '12px',
        delay: '-100',
        duration: '9000',
        easing: 'bouncy',
        once: 'yes',
        mirror: '',
        anchor: '   ',
        'anchor-placement': 'middle-middle',
      }),
    )
    expect(options).toEqual({ ...AOS_DEFAULTS, outOffset: 120, anchor: null })
    expect(parseAosOptions(read({ delay: 'soon', duration: '' })).delay).toBe(0)
    expect(parseAosOptions(read({ easing: 'constructor' })).easing).toBe('ease')
  })

  it('rounds times and accepts the edges of the range', () => {
    expect(parseAosOptions(read({ delay: '0', duration: '3000' }))).toMatchObject({ delay: 0, duration: 3000 })
    expect(parseAosOptions(read({ duration: ' 250.4 ' })).duration).toBe(250)
  })

  it('honours other defaults', () => {
    expect(parseAosOptions(read({}), { ...AOS_DEFAULTS, once: true, offset: 0 })).toMatchObject({ once: true, offset: 0 })
    expect(parseAosOptions(read({ once: 'false' }), { ...AOS_DEFAULTS, once: true }).once).toBe(false)
  })
})

describe('timingProperties', () => {
  it('sets nothing for the stylesheet defaults', () => {
    expect(timingProperties(parseAosOptions(read({})))).toEqual({})
  })
  it('writes the custom properties the stylesheet reads', () => {
    expect(timingProperties(parseAosOptions(read({ delay: '200', duration: '800', easing: 'ease-out-quad' })))).toEqual({
      '--aos-delay': '200ms',
      '--aos-duration': '800ms',
      '--aos-easing': AOS_EASINGS['ease-out-quad'],
    })
  })
})
