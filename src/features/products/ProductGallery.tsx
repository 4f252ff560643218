import { Picture } from '../../components/Picture'
import { sitePath } from '../../components/url'
import type { Media } from '../../payload-types'
import { GallerySwitcher } from './GallerySwitcher'

/**
 * The product's images: the first one large, the others as thumbnails. The
 * large images are rendered here on the server; the small client part only
 * chooses which one shows. Without JavaScript a thumbnail opens its image.
 */
export function ProductGallery({ images, name }: { images: Media[]; name: string }) {
  if (images.length === 0) return <div className="gallery gallery--empty" aria-hidden="true" />
  const slides = images.map((media, i) => (
    <Picture
      key={media.id}
      media={media}
      priority={i === 0}
      sizes="(min-width: 1240px) 600px, (min-width: 900px) 50vw, calc(100vw - 2.5rem)"
    />
  ))
  const thumbs = images.map((media, i) => ({
    href: sitePath(media.url) ?? '#',
    label: `Image ${i + 1} of ${images.length}: ${media.alt || name}`,
    picture: <Picture key={media.id} media={media} sizes="96px" />,
  }))
  return <GallerySwitcher slides={slides} thumbs={thumbs} />
}
