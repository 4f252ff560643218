'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { Toolbar } from '../../core/entries/toolbar'
// Types only: the toolbar's code is loaded with import() below, for staff.
import type * as View from './FormToolbars'

type Shown = { path: string; toolbar: Toolbar; view: typeof View; placed: View.Placed[] }

/**
 * The form toolbar, for signed-in staff only, drawn in the browser: the page's HTML is the
 * cached one every visitor gets, so it cannot say who is looking. On a page with a form this
 * asks /next/staff-toolbar, which answers only a staff session (an empty 204 for anyone
 * else); only then is the toolbar's code loaded and drawn above each form.
 */
export function StaffToolbarLoader() {
  const pathname = usePathname()
  const [shown, setShown] = useState<Shown | null>(null)

  useEffect(() => {
    const ids = [...document.querySelectorAll<HTMLElement>('.gform-host > .gform_wrapper[data-form-id]')]
      .map((w) => w.dataset.formId ?? '')
      .filter((id) => /^[1-9]\d*$/.test(id))
    if (!pathname || ids.length === 0) return
    const query = new URLSearchParams({ path: pathname })
    for (const id of ids) query.append('form', id)
    const controller = new AbortController()
    let placed: Shown['placed'] = []
    void (async () => {
      try {
        const res = await fetch(`/next/staff-toolbar?${query}`, {
          credentials: 'same-origin',
          cache: 'no-store',
          signal: controller.signal,
        })
        if (res.status !== 200) return
        const toolbar = (await res.json()) as Toolbar
        const view = await import('./FormToolbars')
        if (controller.signal.aborted) return
        placed = view.placeToolbars(toolbar)
        setShown({ path: pathname, toolbar, view, placed })
      } catch {
        // No toolbar: the page works as it does for everyone.
      }
    })()
    return () => {
      controller.abort()
      for (const { host } of placed) host.remove()
    }
  }, [pathname])

  if (!shown || shown.path !== pathname) return null
  const { FormToolbars } = shown.view
  return <FormToolbars editPage={shown.toolbar.editPage} placed={shown.placed} />
}
