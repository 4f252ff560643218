'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { preconnect } from 'react-dom'

import { YOUTUBE_FRAME_ORIGIN } from '../../core/video/youtube'

type Props = {
  /** The player's address (youtube-nocookie, autoplay on). */
  src: string
  /** The video's title: names the button and the player frame. */
  title: string
  /** The poster, rendered by the server (the editor's image or YouTube's thumbnail). */
  children: React.ReactNode
}

/**
 * A poster and a real play button in place of YouTube's player (about 540 KB),
 * which loads only when asked for: nothing of YouTube's but the poster is
 * fetched before the click, and the box around it keeps the 16:9 space.
 */
export function VideoFacade({ src, title, children }: Props) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  // The button is gone: focus goes into the player, so keyboard users carry on there. The player
  // sits exactly where the button was, so the page need not scroll.
  useEffect(() => {
    if (playing) frame.current?.focus({ preventScroll: true })
  }, [playing])

  // A pointer on the button or focus on it is a strong hint: open the connection early.
  const warm = () => preconnect(YOUTUBE_FRAME_ORIGIN)

  if (playing) {
    return (
      <iframe
        ref={frame}
        className="video__player"
        src={src}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <>
      {children}
      <button type="button" className="video__play" onClick={() => setPlaying(true)} onPointerOver={warm} onFocus={warm}>
        <svg className="video__icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
          <path
            className="video__icon-bg"
            d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z"
          />
          <path fill="#fff" d="M45 24 27 14v20Z" />
        </svg>
        <span className="visually-hidden">Play: {title}</span>
      </button>
    </>
  )
}
