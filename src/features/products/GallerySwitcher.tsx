'use client'

import { type MouseEvent, type ReactNode, useState } from 'react'

type Thumb = { href: string; label: string; picture: ReactNode }

/**
 * Shows one of the server-rendered images. Every image box has the same
 * aspect ratio, so switching never moves the page. Hidden images are
 * `display: none`, so their lazy `<img>` is only fetched when chosen.
 */
export function GallerySwitcher({ slides, thumbs }: { slides: ReactNode[]; thumbs: Thumb[] }) {
  const [current, setCurrent] = useState(0)
  const choose = (index: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    // Opening the image in a new tab or window stays the browser's business.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    setCurrent(index)
  }
  return (
    <div className="gallery">
      <div className="gallery__stage">
        {slides.map((slide, i) => (
          <div key={i} className="gallery__slide" hidden={i !== current}>
            {slide}
          </div>
        ))}
      </div>
      {thumbs.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Product images">
          {thumbs.map((thumb, i) => (
            <li key={i}>
              <a
                href={thumb.href}
                className="gallery__thumb"
                aria-label={thumb.label}
                aria-current={i === current ? 'true' : undefined}
                onClick={choose(i)}
              >
                {thumb.picture}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
