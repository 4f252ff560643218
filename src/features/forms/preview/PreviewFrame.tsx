'use client'

import { useEffect, useState } from 'react'

import { PREVIEW_HEIGHT, PREVIEW_MESSAGE, PREVIEW_READY, type PreviewMessage } from './messages'

/**
 * Shows the form markup the builder's panel sends (rendered and sanitised by the server's form
 * renderer, the string a page embeds), from its own origin only, and tells the panel its height.
 * Posting is switched off: it is a preview.
 */
export function PreviewFrame() {
  const [html, setHtml] = useState('')

  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return
      if (event.data?.type === PREVIEW_MESSAGE && typeof event.data.html === 'string') setHtml(event.data.html)
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: PREVIEW_READY } satisfies PreviewMessage, window.location.origin)
    const stopSubmit = (event: Event) => event.preventDefault()
    document.addEventListener('submit', stopSubmit, true)
    const sizes = new ResizeObserver(() => {
      const height = Math.ceil(document.documentElement.scrollHeight)
      window.parent.postMessage({ type: PREVIEW_HEIGHT, height } satisfies PreviewMessage, window.location.origin)
    })
    sizes.observe(document.body)
    return () => {
      window.removeEventListener('message', onMessage)
      document.removeEventListener('submit', stopSubmit, true)
      sizes.disconnect()
    }
  }, [])

  // The server's form renderer escapes every value and sanitises staff's HTML (FormMarkup.tsx does the same).
  return <div className="gform-host" dangerouslySetInnerHTML={{ __html: html }} />
}
