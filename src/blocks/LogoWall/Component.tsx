import { anchorProps } from '../../components/TableOfContents'
import { sitePath } from '../../components/url'
import { aos } from '../../features/aos/attributes'
import type { LogoWallBlock as Data, Media } from '../../payload-types'

/**
 * A logo drawn small: the 480 px WebP copy when the upload was larger, else the
 * original. The alt text is the organisation's name, whatever the upload's own
 * alt text says, since the name is what the logo means here.
 */
function Logo({ media, name }: { media: Media | number; name: string }) {
  if (typeof media !== 'object' || !media.url) return <span className="logos__name">{name}</span>
  const small = media.mimeType === 'image/svg+xml' ? null : media.sizes?.w480
  const file = small?.url ? small : media
  return (
    <img
      src={sitePath(file.url)}
      alt={name}
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      loading="lazy"
      decoding="async"
    />
  )
}

export function LogoWallBlock({ block, anchor }: { block: Data; first: boolean; anchor?: string }) {
  const logos = block.logos ?? []
  if (!logos.length) return null
  return (
    <section className="logos" {...aos(block.animation)}>
      <div className="container">
        {block.heading && (
          <h2 className="logos__heading" {...anchorProps(anchor)}>
            {block.heading}
          </h2>
        )}
        <ul className={`logos__list${block.greyscale ? ' logos__list--grey' : ''}`}>
          {logos.map((item, index) => (
            <li key={item.id ?? index} className="logos__item">
              {item.url ? (
                <a className="logos__tile logos__tile--link" href={item.url} rel="noopener">
                  <Logo media={item.logo} name={item.name} />
                </a>
              ) : (
                <span className="logos__tile">
                  <Logo media={item.logo} name={item.name} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
