'use client'

import type React from 'react'
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'

import {
  ALL,
  choiceChanged,
  hideDelay,
  NONE,
  scrolledPast,
  type Choice,
  type Effective,
  type Method,
} from '../../core/consent/decision'
import { ASK_CLASS, CHOICE_ATTRIBUTE, DONE_CLASS, HIDING_CLASS, PENDING_KEY, READY_KEY, type EarlyChoice } from './early'
import { configureConsent, consent, onConsent, saveChoice, SERVER_CONSENT } from './store'

export type NoticeLink = { href: string; label: string }

/** Everything the notice shows and does, from the Cookie notice settings (see CookieConsent.tsx). */
export type NoticeConfig = {
  version: number
  title: string
  message: string
  links: NoticeLink[]
  acceptLabel: string
  refuseLabel: string
  settingsLabel: string
  savedMessage: string
  gpcMessage: string
  settingsButton: boolean
  settingsTitle: string
  saveLabel: string
  texts: { necessary: string; analytics: string; marketing: string }
  position: 'bottom' | 'bottom-left' | 'bottom-right'
  colours: { background: string; text: string; buttonBackground: string; buttonText: string }
  closeButton: boolean
  revokeButton: boolean
  revokeLabel: string
  hideMs: number
  acceptDays: number
  refuseDays: number
  afterChange: 'nothing' | 'reload' | 'redirect'
  redirectUrl: string | null
  acceptOnScroll: boolean
  scrollOffset: number
  acceptOnClick: boolean
}

/** The delegated revoke links: the footer's "Cookie settings" and the optional floating button. */
export const REVOKE_SELECTOR = '[data-cookie-settings]'

const root = () => document.documentElement

/**
 * The cookie notice: a labelled region over the bottom of the page (never over
 * the header, never moving anything), shown from the first paint when the
 * early script found no choice. Accept and refuse are equal buttons; "Choose"
 * opens a dialog with the categories, none ticked in advance; closing refuses.
 * After a choice it confirms, hides over the hide time and gives focus back.
 */
export function CookieNotice({ config }: { config: NoticeConfig }) {
  const current = useSyncExternalStore(onConsent, consent, () => SERVER_CONSENT)
  const [status, setStatus] = useState('')
  const [draft, setDraft] = useState<Choice>(NONE)
  const region = useRef<HTMLElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const timer = useRef(0)
  const choosing = useRef(false)

  const hide = () => {
    const r = root()
    r.classList.remove(ASK_CLASS)
    r.classList.add(DONE_CLASS, HIDING_CLASS)
    setStatus(config.savedMessage)
    // Focus inside the notice stays on it while it confirms (screen readers read the confirmation), then moves on.
    const notice = region.current
    if (notice && notice.contains(document.activeElement)) notice.focus({ preventScroll: true })
    window.clearTimeout(timer.current)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    timer.current = window.setTimeout(
      () => {
        r.classList.remove(HIDING_CLASS)
        if (notice && notice.contains(document.activeElement)) {
          const back = opener.current?.isConnected ? opener.current : document.getElementById('main')
          back?.focus({ preventScroll: true })
        }
        opener.current = null
        setStatus('')
      },
      hideDelay(config.hideMs, reduced),
    )
  }

  /** Under Global Privacy Control there is nothing to choose: "OK" just closes the explanation. */
  const dismiss = () => {
    root().classList.remove(ASK_CLASS)
    const notice = region.current
    if (notice && notice.contains(document.activeElement)) {
      const back = opener.current?.isConnected ? opener.current : document.getElementById('main')
      back?.focus({ preventScroll: true })
    }
    opener.current = null
  }

  const choose = (choice: Choice, method: Method) => {
    const before: Effective = consent()
    choosing.current = true
    const next = saveChoice(choice, method)
    choosing.current = false
    if (dialog.current?.open) dialog.current.close()
    hide()
    if (!choiceChanged(before, next)) return
    if (config.afterChange === 'reload') window.location.reload()
    else if (config.afterChange === 'redirect' && config.redirectUrl) window.location.assign(config.redirectUrl)
  }

  const openSettings = () => {
    const c = consent()
    setDraft({ analytics: c.analytics, marketing: c.marketing })
    dialog.current?.showModal()
  }

  // Keep the latest handlers for the listeners set up once below.
  const latest = useRef({ choose, hide, openSettings })
  useEffect(() => {
    latest.current = { choose, hide, openSettings }
  })

  // From the moment React handles the buttons, the early script stops holding clicks for it (a
  // layout effect: no click can come between the commit and this). A click from then on goes to the
  // buttons' handlers, possibly before the effect below has run, so what saving a choice needs is set
  // here first: set in that effect, a click in between threw and was lost.
  useLayoutEffect(() => {
    configureConsent({ version: config.version, acceptDays: config.acceptDays, refuseDays: config.refuseDays })
    ;(window as unknown as Record<string, unknown>)[READY_KEY] = true
  }, [config])

  useEffect(() => {
    const start = consent()
    // Global Privacy Control is a refusal: record it once, as proof, without asking.
    if (start.gpc && (start.decision?.method !== 'gpc' || start.decision.analytics || start.decision.marketing)) {
      saveChoice(NONE, 'gpc')
    }

    // A button pressed before the notice started (early.ts kept the choice): made now.
    const early = window as unknown as Record<string, unknown>
    const pending = early[PENDING_KEY] as EarlyChoice | undefined
    delete early[PENDING_KEY]
    if (pending && root().classList.contains(ASK_CLASS)) {
      if (pending === 'settings') latest.current.openSettings()
      else latest.current.choose(pending === 'accept' ? ALL : NONE, pending)
    }

    const reopen = (from: HTMLElement) => {
      window.clearTimeout(timer.current)
      root().classList.remove(HIDING_CLASS)
      root().classList.add(ASK_CLASS)
      opener.current = from
      setStatus('')
      window.requestAnimationFrame(() => region.current?.focus())
    }
    const onRevoke = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.(REVOKE_SELECTOR) as HTMLElement | null
      if (!link) return
      e.preventDefault()
      reopen(link)
    }
    document.addEventListener('click', onRevoke)

    // A choice made elsewhere (the video's prompt) answers the notice too.
    const stop = onConsent((next) => {
      if (!choosing.current && next.answered && root().classList.contains(ASK_CLASS)) latest.current.hide()
    })

    // The legacy implied-consent options, off by default (the admin warns: not valid consent in the EU).
    const implied: (() => void)[] = []
    if (!start.answered) {
      const accept = (method: Method) => {
        if (consent().answered) return
        for (const undo of implied) undo()
        latest.current.choose(ALL, method)
      }
      if (config.acceptOnScroll) {
        const onScroll = () => {
          if (scrolledPast(window.scrollY, config.scrollOffset)) accept('scroll')
        }
        window.addEventListener('scroll', onScroll, { passive: true })
        implied.push(() => window.removeEventListener('scroll', onScroll))
      }
      if (config.acceptOnClick) {
        const onElsewhere = (e: MouseEvent) => {
          const target = e.target as Element | null
          if (!target || region.current?.contains(target) || target.closest?.(REVOKE_SELECTOR)) return
          accept('click')
        }
        document.addEventListener('click', onElsewhere)
        implied.push(() => document.removeEventListener('click', onElsewhere))
      }
    }
    // The spacer after the footer is as tall as the notice, so the page's end can scroll clear of it.
    const notice = region.current
    const measure = new ResizeObserver(() => {
      const bottom = notice ? window.innerHeight - notice.getBoundingClientRect().bottom : 0
      root().style.setProperty('--cn-space', `${Math.ceil((notice?.offsetHeight ?? 0) + Math.max(0, bottom))}px`)
    })
    if (notice) measure.observe(notice)

    return () => {
      measure.disconnect()
      document.removeEventListener('click', onRevoke)
      stop()
      for (const undo of implied) undo()
      window.clearTimeout(timer.current)
    }
  }, [config])

  const style = {
    '--cn-bg': config.colours.background,
    '--cn-fg': config.colours.text,
    '--cn-button-bg': config.colours.buttonBackground,
    '--cn-button-fg': config.colours.buttonText,
    '--cn-hide': `${Math.max(0, config.hideMs)}ms`,
  } as React.CSSProperties
  const saved = status !== ''

  return (
    <>
      <section
        ref={region}
        className={`cookie-notice cookie-notice--${config.position}`}
        aria-labelledby="cookie-notice-title"
        tabIndex={-1}
        style={style}
        data-cookie-notice=""
      >
        <div className="cookie-notice__inner">
          <h2 id="cookie-notice-title" className="cookie-notice__title">
            {config.title}
          </h2>
          {!saved && (
            <>
              <p className="cookie-notice__text">
                {current.gpc ? config.gpcMessage : config.message}
                {config.links.map((l) => (
                  <span key={l.href}>
                    {' '}
                    <a href={l.href}>{l.label}</a>
                  </span>
                ))}
              </p>
              {current.gpc ? (
                <div className="cookie-notice__actions">
                  <button type="button" className="cookie-notice__button" onClick={dismiss}>
                    OK
                  </button>
                </div>
              ) : (
                <div className="cookie-notice__actions">
                  <button
                    type="button"
                    className="cookie-notice__button"
                    {...{ [CHOICE_ATTRIBUTE]: 'refuse' }}
                    onClick={() => choose(NONE, 'refuse')}
                  >
                    {config.refuseLabel}
                  </button>
                  <button
                    type="button"
                    className="cookie-notice__button"
                    {...{ [CHOICE_ATTRIBUTE]: 'accept' }}
                    onClick={() => choose(ALL, 'accept')}
                  >
                    {config.acceptLabel}
                  </button>
                  {config.settingsButton && (
                    <button
                      type="button"
                      className="cookie-notice__link"
                      aria-haspopup="dialog"
                      {...{ [CHOICE_ATTRIBUTE]: 'settings' }}
                      onClick={openSettings}
                    >
                      {config.settingsLabel}
                    </button>
                  )}
                </div>
              )}
            </>
          )}
          <p className="cookie-notice__status" role="status">
            {status}
          </p>
        </div>
        {config.closeButton && !saved && !current.gpc && (
          <button
            type="button"
            className="cookie-notice__close"
            aria-label="Close: refuse optional cookies"
            {...{ [CHOICE_ATTRIBUTE]: 'close' }}
            onClick={() => choose(NONE, 'close')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {config.settingsButton && (
          <dialog ref={dialog} className="cookie-settings" aria-labelledby="cookie-settings-title">
            <form
              method="dialog"
              onSubmit={(e) => {
                e.preventDefault()
                choose(draft, 'save')
              }}
            >
              <h2 id="cookie-settings-title" className="cookie-settings__title">
                {config.settingsTitle}
              </h2>
              <fieldset className="cookie-settings__categories">
                <legend className="visually-hidden">Cookie categories</legend>
                <Category
                  id="necessary"
                  label="Strictly necessary"
                  text={config.texts.necessary}
                  checked
                  disabled
                  note="Always on"
                />
                <Category
                  id="analytics"
                  label="Analytics"
                  text={config.texts.analytics}
                  checked={draft.analytics}
                  onChange={(on) => setDraft((d) => ({ ...d, analytics: on }))}
                />
                <Category
                  id="marketing"
                  label="Marketing"
                  text={config.texts.marketing}
                  checked={draft.marketing}
                  onChange={(on) => setDraft((d) => ({ ...d, marketing: on }))}
                />
              </fieldset>
              <div className="cookie-settings__actions">
                <button type="button" className="button button--secondary" onClick={() => choose(NONE, 'refuse')}>
                  {config.refuseLabel}
                </button>
                <button type="button" className="button button--secondary" onClick={() => choose(ALL, 'accept')}>
                  {config.acceptLabel}
                </button>
                <button type="submit" className="button button--primary">
                  {config.saveLabel}
                </button>
              </div>
              <button
                type="button"
                className="cookie-settings__close"
                aria-label="Back to the notice"
                onClick={() => dialog.current?.close()}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </form>
          </dialog>
        )}
        {/* The notice shows only once the browser has parsed up to here (consent.css). */}
        <span className="cookie-notice__end" hidden />
      </section>
      {config.revokeButton && (
        <aside className="cookie-revoke" aria-label={config.revokeLabel}>
          <button type="button" className="cookie-revoke__button" data-cookie-settings="">
            {config.revokeLabel}
          </button>
        </aside>
      )}
    </>
  )
}

function Category(props: {
  id: string
  label: string
  text: string
  checked: boolean
  disabled?: boolean
  note?: string
  onChange?: (on: boolean) => void
}) {
  const input = `cookie-category-${props.id}`
  return (
    <div className="cookie-settings__category">
      <input
        type="checkbox"
        id={input}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${input}-text`}
        onChange={(e) => props.onChange?.(e.target.checked)}
      />
      <label htmlFor={input}>
        {props.label}
        {props.note && <span className="cookie-settings__note"> ({props.note})</span>}
      </label>
      <p id={`${input}-text`} className="cookie-settings__text">
        {props.text}
      </p>
    </div>
  )
}
