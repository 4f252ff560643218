'use client'

import { useEffect } from 'react'

/**
 * Starts the forms' browser script for one form (see runtime.ts for what it does and the
 * `window.gform` API). Rendered by the Form block beside the form's server markup; renders
 * nothing itself. The script is a separate chunk fetched after the page is interactive, so
 * pages without a form never load it and pages with one are not slowed down by it.
 */
export function FormScript({ formId }: { formId: number }) {
  useEffect(() => {
    let cleanup: (() => void) | undefined
    let cancelled = false
    import('./runtime')
      .then(({ mountForm }) => {
        if (!cancelled) cleanup = mountForm(formId)
      })
      .catch((error: unknown) => {
        // Without the script the form still posts normally: the page reloads with the answer.
        console.error('gform: the form script could not be loaded.', error)
      })
    return () => {
      cancelled = true
      cleanup?.()
    }
  }, [formId])
  return null
}
