/**
 * What the media library takes. Payload checks each upload's contents against these (file-type
 * and, for MP4, its box structure), so a file is judged by what it holds, not by its name.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'] as const
/** Videos the Video block plays from this site: MP4 (H.264) plays in every current browser, WebM in most. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const

export const isVideoType = (mimeType: string | null | undefined): boolean =>
  (VIDEO_TYPES as readonly string[]).includes(mimeType ?? '')

/**
 * Whether a file's first bytes are an MP4 (ISO base media, `ftyp` box first) or a WebM (EBML
 * header). The media hook skips decoding an image only for these, whatever type the browser
 * claimed, so a picture sent as "video/mp4" is still measured before Payload decodes it.
 */
export function looksLikeVideo(head: Uint8Array): boolean {
  const isMp4 = head.length >= 12 && head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70
  const isWebm = head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3
  return isMp4 || isWebm
}
