import type { ReactNode } from 'react'

import { Picture } from '../../components/Picture'
import { sitePath } from '../../components/url'
import { isVideoType } from '../../core/media/types'
import { embedUrl, posterUrl, startFromUrl, startSeconds, watchUrl, youtubeId } from '../../core/video/youtube'
import { anchorProps } from '../../components/TableOfContents'
import { aos } from '../../features/aos/attributes'
import { getGlobal } from '../../features/site/queries'
import type { VideoGate } from '../../features/video/VideoFacade'
import { VideoMount } from '../../features/video/VideoMount'
import type { Media, VideoBlock as Data } from '../../payload-types'

/** YouTube's hqdefault poster: 4:3 with the video letterboxed inside; the box crops it to 16:9. */
const POSTER = { width: 480, height: 360 }

export async function VideoBlock({ block, first, anchor }: { block: Data; first: boolean; anchor?: string }) {
  if (block.source === 'file') return <OwnVideo block={block} first={first} anchor={anchor} />
  const id = youtubeId(block.youtube ?? '')
  if (!id) return null
  const title = block.title?.trim() || block.heading?.trim() || 'Video'
  const start = startSeconds(block.start) || startFromUrl(block.youtube ?? '')
  const ownPoster = posterOf(block)
  const posterAlt = `Thumbnail of the video “${title}”`
  // YouTube needs consent (Cookie notice settings, on by default): nothing from YouTube before it, not even the thumbnail.
  const consent = await getGlobal('consent-settings')
  const gate: VideoGate | undefined =
    consent.enabled !== false && consent.youtubeMarketing !== false
      ? {
          message: consent.videoMessage ?? 'This video is played by YouTube, which may set cookies for marketing.',
          acceptLabel: consent.videoAcceptLabel ?? 'Allow YouTube and play',
          watchUrl: watchUrl(id, start),
          poster: ownPoster ? undefined : { src: posterUrl(id), alt: posterAlt, ...POSTER },
        }
      : undefined
  return (
    <VideoShell block={block} anchor={anchor}>
      <VideoMount src={embedUrl(id, start)} title={title} gate={gate}>
        {ownPoster ? (
          <Picture media={ownPoster} sizes="(min-width: 1040px) 960px, 100vw" priority={first} className="video__poster" />
        ) : gate ? (
          <div className="video__placeholder" aria-hidden="true">
            {title}
          </div>
        ) : (
          <img
            className="video__poster"
            src={posterUrl(id)}
            alt={posterAlt}
            width={POSTER.width}
            height={POSTER.height}
            loading={first ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </VideoMount>
      <noscript>
        <style>{'.video__play,.video__consent{display:none}'}</style>
        <a className="video__watch" href={watchUrl(id, start)}>
          Watch “{title}” on YouTube
        </a>
      </noscript>
    </VideoShell>
  )
}

/** The editor's own poster image, when one is chosen and stored. */
const posterOf = (block: Data): Media | null =>
  block.poster && typeof block.poster === 'object' && block.poster.url ? block.poster : null

/** The largest poster width the block asks for: the box is at most 960 px wide. */
function posterSrc(poster: Media): string {
  const size = poster.sizes?.w960?.url ? poster.sizes.w960 : poster.sizes?.w480?.url ? poster.sizes.w480 : null
  return sitePath(size?.url ?? poster.url) ?? ''
}

/**
 * A video file from the media library, played by the browser's own player: nothing from another
 * host, so no consent is asked. `preload="none"` fetches nothing but the poster until play is
 * pressed; the box keeps 16:9 like the YouTube one.
 */
function OwnVideo({ block, first, anchor }: { block: Data; first: boolean; anchor?: string }) {
  const file = block.file && typeof block.file === 'object' && block.file.url ? block.file : null
  if (!file || !isVideoType(file.mimeType)) return null
  const title = block.title?.trim() || block.heading?.trim() || file.alt || 'Video'
  const poster = posterOf(block)
  const start = startSeconds(block.start)
  const href = sitePath(file.url) ?? ''
  const src = href + (start > 0 ? `#t=${start}` : '')
  return (
    <VideoShell block={block} anchor={anchor}>
      <video
        className="video__file"
        controls
        playsInline
        preload={first ? 'metadata' : 'none'}
        poster={poster ? posterSrc(poster) : undefined}
        aria-label={title}
      >
        <source src={src} type={file.mimeType ?? undefined} />
        <a href={href}>Download “{title}”</a>
      </video>
    </VideoShell>
  )
}

/** Both sources' frame: the section, its heading (a contents anchor), the 16:9 box and the caption. */
function VideoShell({ block, anchor, children }: { block: Data; anchor?: string; children: ReactNode }) {
  return (
    <section className="video-block container" {...aos(block.animation)}>
      {block.heading && (
        <h2 className="video-block__heading" {...anchorProps(anchor)}>
          {block.heading}
        </h2>
      )}
      <figure className="video">
        <div className="video__frame">{children}</div>
        {block.caption && <figcaption className="video__caption">{block.caption}</figcaption>}
      </figure>
    </section>
  )
}
