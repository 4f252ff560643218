import { describe, expect, it } from 'vitest'

import {
  embedUrl,
  posterUrl,
  startFromUrl,
  startSeconds,
  watchUrl,
  YOUTUBE_FRAME_ORIGIN,
  YOUTUBE_IMAGE_ORIGIN,
  youtubeId,
} from './youtube'

const ID = 'aqz-KE-bpKQ'

describe('youtubeId', () => {
  it('keeps a bare id', () => {
    expect(youtubeId(ID)).toBe(ID)
    expect(youtubeId(`  ${ID}\n`)).toBe(ID)
  })

  it('finds the id in every kind of link editors paste', () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?feature=share&v=${ID}&t=42`,
      `http://m.youtube.com/watch?v=${ID}`,
      `https://music.youtube.com/watch?v=${ID}`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abc&t=10`,
      `youtu.be/${ID}`,
      `www.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/embed/${ID}?start=30`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://www.youtube.com/live/${ID}?feature=share`,
      `https://www.youtube.com/v/${ID}`,
    ]) {
      expect(youtubeId(link), link).toBe(ID)
    }
  })

  it('refuses anything that is not a YouTube video', () => {
    for (const value of [
      '',
      null,
      undefined,
      'hello',
      'aqz-KE-bpKQx',
      'aqz KE bpKQ',
      `https://evil.example/watch?v=${ID}`,
      `https://youtube.com.evil.example/watch?v=${ID}`,
      `https://notyoutube.com/watch?v=${ID}`,
      `https://evil.example/youtube.com/watch?v=${ID}`,
      'https://www.youtube.com/watch?v=short',
      `https://www.youtube.com/watch?v=${ID}"><script>`,
      'https://www.youtube.com/channel/UCabcdefghij',
      'https://www.youtube.com/embed/videoseries?list=PL1234567890',
      'javascript:alert(1)',
    ]) {
      expect(youtubeId(value), String(value)).toBeNull()
    }
  })
})

describe('startSeconds', () => {
  it('reads the ways YouTube and clocks write a time', () => {
    expect(startSeconds('90')).toBe(90)
    expect(startSeconds('90s')).toBe(90)
    expect(startSeconds('1m30s')).toBe(90)
    expect(startSeconds('1m')).toBe(60)
    expect(startSeconds('1h2m3s')).toBe(3723)
    expect(startSeconds('1H2M3S')).toBe(3723)
    expect(startSeconds('1:30')).toBe(90)
    expect(startSeconds('1:02:03')).toBe(3723)
    expect(startSeconds(' 45 ')).toBe(45)
    expect(startSeconds(12.9)).toBe(12)
  })

  it('gives 0 for nothing or nonsense', () => {
    for (const value of ['', null, undefined, 'soon', '1:75', 'm', '-5', '1.5', -3, Number.NaN, Infinity]) {
      expect(startSeconds(value), String(value)).toBe(0)
    }
  })
})

describe('startFromUrl', () => {
  it('reads t or start from a pasted link', () => {
    expect(startFromUrl(`https://youtu.be/${ID}?t=42`)).toBe(42)
    expect(startFromUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toBe(90)
    expect(startFromUrl(`https://www.youtube.com/embed/${ID}?start=30`)).toBe(30)
    expect(startFromUrl(ID)).toBe(0)
    expect(startFromUrl(`https://youtu.be/${ID}`)).toBe(0)
    expect(startFromUrl('')).toBe(0)
  })
})

describe('addresses', () => {
  it('takes the poster from the image server', () => {
    expect(posterUrl(ID)).toBe(`${YOUTUBE_IMAGE_ORIGIN}/vi/${ID}/hqdefault.jpg`)
    expect(posterUrl(ID, 'maxres')).toBe(`${YOUTUBE_IMAGE_ORIGIN}/vi/${ID}/maxresdefault.jpg`)
  })

  it('plays from the privacy-enhanced host at once', () => {
    const url = new URL(embedUrl(ID))
    expect(url.origin).toBe(YOUTUBE_FRAME_ORIGIN)
    expect(url.pathname).toBe(`/embed/${ID}`)
    expect(url.searchParams.get('autoplay')).toBe('1')
    expect(url.searchParams.get('start')).toBeNull()
    expect(new URL(embedUrl(ID, 90.7)).searchParams.get('start')).toBe('90')
    expect(new URL(embedUrl(ID, -4)).searchParams.get('start')).toBeNull()
  })

  it('links to the video on YouTube', () => {
    expect(watchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`)
    expect(watchUrl(ID, 90)).toBe(`https://www.youtube.com/watch?v=${ID}&t=90s`)
  })

  it('keeps whatever it is given inside the path', () => {
    expect(embedUrl('a/../b?c')).toBe(`${YOUTUBE_FRAME_ORIGIN}/embed/a%2F..%2Fb%3Fc?autoplay=1&rel=0&playsinline=1`)
  })
})
