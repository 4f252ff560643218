'use client'

import type React from 'react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { preconnect } from 'react-dom'

import { YOUTUBE_FRAME_ORIGIN } from '../../core/video/youtube'
import { allowsVendor } from '../../core/consent/decision'
import { consent, consentConfigured, onConsent, saveChoice, SERVER_CONSENT } from '../consent/store'

/** When YouTube needs consent (Cookie notice settings): what the facade offers before anything of YouTube's loads. */
export type VideoGate = {
  message: string
  acceptLabel: string
  /** The video on youtube.com, for visitors who would rather watch it there. */
  watchUrl: string
  /** YouTube's thumbnail, shown only once YouTube is allowed. */
  poster?: { src: string; alt: string; width: number; height: number }
}

export type VideoFacadeProps = {
  /** The player's address (youtube-nocookie, autoplay on). */
  src: string
  /** The video's title: names the button and the player frame. */
  title: string
  /** The poster, rendered by the server (the editor's image or YouTube's thumbnail; a plain box when gated). */
  children: React.ReactNode
  gate?: VideoGate
}

/**
 * A poster and a real play button in place of YouTube's player (about 540 KB),
 * which loads only when asked for: nothing of YouTube's but the poster is
 * fetched before the click, and the box around it keeps the 16:9 space. When
 * YouTube needs consent (the default: the cookie notice names it as marketing)
 * and the visitor has not given it, nothing at all comes from YouTube, not the
 * poster and not a preconnect: the box offers "Allow YouTube and play" instead,
 * one click that allows YouTube alone (not the marketing category) and plays.
 */
export function VideoFacade({ src, title, children, gate }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)
  const current = useSyncExternalStore(onConsent, consent, () => SERVER_CONSENT)
  const allowed = !gate || allowsVendor(current, 'youtube')
  const frame = useRef<HTMLIFrameElement>(null)

  // The button is gone: focus goes into the player, so keyboard users carry on there. The player
  // sits exactly where the button was, so the page need not scroll.
  useEffect(() => {
    if (playing) frame.current?.focus({ preventScroll: true })
  }, [playing])

  // A pointer on the button or focus on it is a strong hint: open the connection early (once allowed).
  const warm = () => {
    if (allowed) preconnect(YOUTUBE_FRAME_ORIGIN)
  }
  const allowAndPlay = () => {
    // Recorded like every choice, keeping the categories as they are. Without the notice on the
    // page (nothing to record with) the click itself is the consent for this one video.
    if (consentConfigured()) {
      const now = consent()
      saveChoice({ analytics: now.analytics, marketing: now.marketing }, 'video', [...now.vendors, 'youtube'])
    }
    setPlaying(true)
  }

  if (playing && (allowed || !consentConfigured())) {
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
      {gate?.poster && allowed && (
        <img
          className="video__poster"
          src={gate.poster.src}
          alt={gate.poster.alt}
          width={gate.poster.width}
          height={gate.poster.height}
          decoding="async"
        />
      )}
      {gate && !allowed ? (
        <div className="video__consent" role="group" aria-label={`Play: ${title}`}>
          <p>{current.gpc ? `${gate.message} Your browser’s Global Privacy Control keeps them off.` : gate.message}</p>
          <div className="video__consent-actions">
            {!current.gpc && (
              <button type="button" className="button button--primary" onClick={allowAndPlay}>
                {gate.acceptLabel}
              </button>
            )}
            <a className="video__consent-watch" href={gate.watchUrl} rel="noopener noreferrer">
              Watch on YouTube
            </a>
          </div>
        </div>
      ) : (
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
      )}
    </>
  )
}
