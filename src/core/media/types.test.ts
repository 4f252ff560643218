import { describe, expect, it } from 'vitest'

import { isVideoType, looksLikeVideo } from './types'

describe('isVideoType', () => {
  it('knows the videos the media library takes, and nothing else', () => {
    expect(isVideoType('video/mp4')).toBe(true)
    expect(isVideoType('video/webm')).toBe(true)
    expect(isVideoType('video/quicktime')).toBe(false)
    expect(isVideoType('image/jpeg')).toBe(false)
    expect(isVideoType(undefined)).toBe(false)
  })
})

describe('looksLikeVideo', () => {
  it('reads MP4 and WebM from their first bytes', () => {
    const mp4 = Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d])
    expect(looksLikeVideo(mp4)).toBe(true)
    expect(looksLikeVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01]))).toBe(true)
  })
  it('is not fooled by a picture or a short file', () => {
    expect(looksLikeVideo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).toBe(false)
    expect(looksLikeVideo(Buffer.from([0, 0, 0, 0x20, 0x66, 0x74]))).toBe(false)
    expect(looksLikeVideo(Buffer.alloc(0))).toBe(false)
  })
})
