import { srcSetOf } from '../core/media/srcset'
import type { Media } from '../payload-types'
import { sitePath } from './url'

type Props = {
  media: Media | number | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean
  className?: string
}

const WIDTHS = [480, 960, 1600] as const

type SizeKey = keyof NonNullable<Media['sizes']>

function srcSet(media: Media, suffix: '' | 'avif'): string {
  return srcSetOf(
    WIDTHS.map((w) => {
      const size = media.sizes?.[`w${w}${suffix}` as SizeKey]
      return size?.url ? { url: sitePath(size.url), width: size.width } : null
    }),
  )
}

/**
 * A responsive image: AVIF and WebP sources made on upload, the original as
 * fallback, explicit width and height so nothing shifts while it loads, and the
 * editor's focal point kept in view when the box crops it.
 */
export function Picture({ media, sizes, priority = false, className }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const isSvg = media.mimeType === 'image/svg+xml'
  const avif = isSvg ? '' : srcSet(media, 'avif')
  const webp = isSvg ? '' : srcSet(media, '')
  const position = `${media.focalX ?? 50}% ${media.focalY ?? 50}%`
  return (
    <picture className={className}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={sitePath(media.url)}
        alt={media.alt}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={{ objectPosition: position }}
      />
    </picture>
  )
}
