'use client'

import 'swiper/css'
import './slider.css'

import {
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance, SwiperModule, SwiperOptions } from 'swiper/types'

import { historyRoot, pagePathOf } from '../../core/slider/history'
import type { SliderPlan } from '../../core/slider/options'
import { guardSliderKeys } from './key-guard'
import { loadModules } from './modules'

export type Appearance = 'hero' | 'cards' | 'gallery'

export type SliderClientProps = {
  /** The id of the `.swiper` element; the server's pre-start style sheet is written for it. */
  id: string
  appearance: Appearance
  plan: SliderPlan
  /** The slide shown first: 0, or the slide a history address asks for. */
  start: number
  /** Each slide's content, rendered on the server. */
  slides: ReactNode[]
  /** Thumbnails for the thumbs gallery, rendered on the server; null without one. */
  thumbs: ReactNode[] | null
}

const NO_MODULES: SwiperModule[] = []
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const Chevron = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path
      d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
)
const PauseIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
  </svg>
)
const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M8 5l11 7-11 7z" fill="currentColor" />
  </svg>
)
const ZoomIcon = ({ out }: { out: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
    <path
      d={out ? 'M7.5 10.5h6M16 16l4.5 4.5' : 'M7.5 10.5h6M10.5 7.5v6M16 16l4.5 4.5'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
)

/**
 * One slider: Swiper (swiper/react) over the slides the server rendered. The
 * server HTML already has every slide where Swiper will put it (see
 * core/slider/layout), so starting Swiper moves nothing. Rotation follows the
 * WAI-ARIA carousel pattern: a stop/start button, paused while the pointer is
 * over the slider or focus is inside it, never started for visitors who ask for
 * reduced motion, and the slides announced politely only while it is stopped.
 */
export default function SliderClient({ id, appearance, plan, start, slides, thumbs }: SliderClientProps) {
  // The server renders the markup without modules (they add nothing to it); the
  // browser waits for the slider's own modules before it hydrates, so Swiper starts with all of them.
  const modules = typeof window === 'undefined' ? NO_MODULES : use(loadModules(plan.modules))

  const frameRef = useRef<HTMLDivElement>(null)
  const prevRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [thumbsSwiper, setThumbsSwiper] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(start)
  const [zoomed, setZoomed] = useState(false)

  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
  // null until the visitor uses the stop/start button (or stops rotation by using the slider).
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = plan.autoplay !== null && (choice ?? !reducedMotion)

  const count = slides.length
  const history = plan.historyKey
  const historySlugs = useMemo(() => plan.slides.map((s) => s.history), [plan.slides])

  const options = useMemo<SwiperOptions>(() => {
    const { navigation, pagination, scrollbar } = plan.options
    const o: SwiperOptions = { ...(plan.options as SwiperOptions), initialSlide: start }
    // Visitors who ask for less motion see the next slide at once, without the transition.
    if (reducedMotion) o.speed = 0
    // Our own elements (given to Swiper in onBeforeInit): null keeps swiper/react from rendering its own.
    if (navigation) o.navigation = { nextEl: null, prevEl: null, addIcons: false }
    if (pagination) o.pagination = { ...pagination, el: null }
    if (scrollbar) o.scrollbar = { ...scrollbar, el: null }
    if (history && plan.options.history && typeof window !== 'undefined') {
      o.history = {
        ...(plan.options.history as object),
        root: historyRoot(window.location.origin, pagePathOf(window.location.pathname, history, historySlugs)),
      }
    }
    return o
  }, [plan.options, start, history, historySlugs, reducedMotion])

  const thumbsParam = useMemo(
    () => (plan.thumbs ? { swiper: thumbsSwiper && !thumbsSwiper.destroyed ? thumbsSwiper : null } : undefined),
    [plan.thumbs, thumbsSwiper],
  )

  /** The elements Swiper's modules drive are ours: give them to Swiper before its modules start. */
  const onBeforeInit = useCallback(
    (s: SwiperInstance) => {
      // Found in the DOM: the refs of elements after the slider are not set yet when Swiper starts.
      // Set in the original parameters too, which Swiper goes back to below the first breakpoint.
      const frame = s.el.closest('.slider__frame')
      const find = (selector: string) => frame?.querySelector<HTMLElement>(selector) ?? null
      for (const params of [s.params, s.originalParams]) {
        if (params.navigation && typeof params.navigation === 'object') {
          params.navigation.prevEl = find('.slider__arrow--prev')
          params.navigation.nextEl = find('.slider__arrow--next')
        }
        if (params.pagination && typeof params.pagination === 'object') params.pagination.el = find('.slider__pagination')
        if (params.scrollbar && typeof params.scrollbar === 'object') params.scrollbar.el = find('.slider__scrollbar')
      }
      if (plan.hash && s.params.hashNavigation && typeof s.params.hashNavigation === 'object') {
        // Back at the page's own address (no #slide): Swiper shows the first slide and would then write
        // its #name as a new history entry, dropping the visitor's way forward. Not for that move.
        const hashParams = s.params.hashNavigation
        const onBareAddress = () => {
          if (window.location.hash !== '' || !hashParams.enabled) return
          hashParams.enabled = false
          s.once('transitionEnd', () => {
            hashParams.enabled = true
          })
        }
        // Added before Swiper's own listener (its module starts after this), so it runs first.
        window.addEventListener('hashchange', onBareAddress)
        s.once('destroy', () => window.removeEventListener('hashchange', onBareAddress))
      }
      if (history) {
        // Swiper adds an address to the browser's history whenever a slide settles, unless the current
        // entry already records it. Record the first slide's address on the entry we start from, so
        // settling there (on arrival, or back at the page's own address) adds nothing.
        const root = historyRoot(window.location.origin, pagePathOf(window.location.pathname, history, historySlugs))
        const value = `${root}/${history}/${historySlugs[start] ?? ''}`
        window.history.replaceState({ ...(window.history.state ?? {}), value }, '')
      }
    },
    [history, historySlugs, plan.hash, start],
  )

  // Slide changes: the current thumbnail, zoom reset, and rotation stopped for good when the visitor moved the slider.
  useEffect(() => {
    if (!swiper) return
    const onChange = () => {
      setActive(swiper.realIndex)
      setZoomed(false)
    }
    const onZoom = (_s: SwiperInstance, scale: number) => setZoomed(scale > 1)
    swiper.on('slideChange', onChange)
    swiper.on('zoomChange', onZoom)
    return () => {
      swiper.off('slideChange', onChange)
      swiper.off('zoomChange', onZoom)
    }
  }, [swiper])

  // Rotation: runs while the visitor wants it and neither the pointer nor focus is inside.
  const stopping = useRef(false)
  useEffect(() => {
    const frame = frameRef.current
    const autoplay = plan.autoplay
    if (!swiper || !autoplay || !frame || !swiper.autoplay) return
    const rotation = swiper.autoplay
    const isRotationButton = (el: Element | null) => Boolean(el?.closest('.slider__rotation'))
    let hovered = autoplay.pauseOnHover && frame.matches(':hover')
    let focused = frame.contains(document.activeElement) && !isRotationButton(document.activeElement)
    let hidden = document.visibilityState === 'hidden'
    const apply = () => {
      const run = playing && !hovered && !focused && !hidden
      if (run && !rotation.running) rotation.start()
      if (!run && rotation.running) {
        stopping.current = true
        rotation.stop()
        stopping.current = false
      }
      // The WAI-ARIA carousel pattern: no announcements while the slides change by themselves.
      swiper.wrapperEl?.setAttribute('aria-live', run ? 'off' : 'polite')
    }
    const onEnter = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse' || !autoplay.pauseOnHover) return
      hovered = true
      apply()
    }
    const onLeave = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return
      hovered = false
      apply()
    }
    const onFocusIn = (e: FocusEvent) => {
      // The stop/start button does not pause rotation: pressing "start" must start it.
      focused = !isRotationButton(e.target as Element)
      apply()
    }
    const onFocusOut = (e: FocusEvent) => {
      if (frame.contains(e.relatedTarget as Node | null)) return
      focused = false
      apply()
    }
    const onVisibility = () => {
      hidden = document.visibilityState === 'hidden'
      apply()
    }
    // Swiper stops rotation itself when the visitor swipes or clicks (stop on interaction).
    const onStop = () => {
      if (!stopping.current) setChoice(false)
    }
    // While paused, any slide change is the visitor's (or the address's): with stop on interaction it stays stopped.
    const onChange = () => {
      if (!rotation.running && autoplay.stopOnInteraction && playing) setChoice(false)
    }
    frame.addEventListener('pointerenter', onEnter)
    frame.addEventListener('pointerleave', onLeave)
    frame.addEventListener('focusin', onFocusIn)
    frame.addEventListener('focusout', onFocusOut)
    document.addEventListener('visibilitychange', onVisibility)
    swiper.on('autoplayStop', onStop)
    swiper.on('slideChange', onChange)
    apply()
    return () => {
      frame.removeEventListener('pointerenter', onEnter)
      frame.removeEventListener('pointerleave', onLeave)
      frame.removeEventListener('focusin', onFocusIn)
      frame.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('visibilitychange', onVisibility)
      swiper.off('autoplayStop', onStop)
      swiper.off('slideChange', onChange)
    }
  }, [swiper, plan.autoplay, playing])

  // Arrow keys meant for a select, a date picker or a menu elsewhere on the page stay theirs.
  useEffect(() => {
    if (!swiper || !plan.keyboard) return
    return guardSliderKeys(swiper)
  }, [swiper, plan.keyboard])

  // Back or forward to the page's own address (no slide in it): Swiper's History module leaves that one out.
  useEffect(() => {
    if (!swiper || !history) return
    const onPop = () => {
      const here = window.location.pathname.replace(/\/+$/, '') || '/'
      if (pagePathOf(here, history, historySlugs) !== here) return
      if (plan.loop) swiper.slideToLoop(0)
      else swiper.slideTo(0)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [swiper, history, historySlugs, plan.loop])

  /** A disabled arrow loses focus: hand it to the other arrow, so keyboard users keep their place. */
  const keepFocus = (e: ReactMouseEvent<HTMLButtonElement>) => {
    if (!e.currentTarget.disabled) return
    const other = e.currentTarget === prevRef.current ? nextRef.current : prevRef.current
    other?.focus()
  }

  const goTo = (index: number) => {
    if (!swiper) return
    if (plan.loop) swiper.slideToLoop(index)
    else swiper.slideTo(index)
  }

  const pagination = plan.pagination !== 'none' && (
    <div className={`swiper-pagination slider__pagination slider__pagination--${plan.pagination}`} />
  )
  const overlayPagination = appearance === 'hero'
  // Cards keep their arrows in the bar below; on photos they sit over the sides.
  const arrowsInBar = appearance === 'cards'
  const bar = (!overlayPagination && pagination) || plan.scrollbar || (arrowsInBar && plan.arrows)

  const prevArrow = plan.arrows && (
    <button
      ref={prevRef}
      type="button"
      className="slider__arrow slider__arrow--prev"
      aria-label="Previous slide"
      onClick={keepFocus}
    >
      <Chevron back />
    </button>
  )
  const nextArrow = plan.arrows && (
    <button ref={nextRef} type="button" className="slider__arrow slider__arrow--next" aria-label="Next slide" onClick={keepFocus}>
      <Chevron />
    </button>
  )
  return (
    <div ref={frameRef} className="slider__frame">
      {plan.autoplay && (
        <button
          type="button"
          className="slider__rotation"
          aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
          onClick={() => setChoice(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
      <div className="slider__stage">
        <Swiper
          {...options}
          id={id}
          className={`slider__swiper slider__swiper--${plan.effect}`}
          modules={modules}
          thumbs={thumbsParam}
          onBeforeInit={onBeforeInit}
          onSwiper={setSwiper}
          // A place for keyboard focus even when no slide has a link: the arrow keys then move the slides.
          tabIndex={plan.keyboard ? 0 : undefined}
          aria-label={plan.keyboard ? 'Slides: use the arrow keys to move' : undefined}
          role={plan.keyboard ? 'group' : undefined}
        >
          {slides.map((node, i) => {
            const s = plan.slides[i]
            return (
              <SwiperSlide
                key={i}
                className="slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                data-index={i}
                data-swiper-autoplay={s?.autoplayDelay ?? undefined}
                data-history={s?.history ?? undefined}
                data-hash={s?.hash ?? undefined}
              >
                {node}
              </SwiperSlide>
            )
          })}
        </Swiper>
        {!arrowsInBar && prevArrow}
        {!arrowsInBar && nextArrow}
        {plan.zoom && (
          <button
            type="button"
            className="slider__zoom"
            aria-pressed={zoomed}
            aria-label="Zoom in on the photo"
            onClick={() => swiper?.zoom?.toggle()}
          >
            <ZoomIcon out={zoomed} />
          </button>
        )}
        {overlayPagination && pagination}
      </div>
      {bar && (
        <div className={`slider__bar${arrowsInBar && plan.arrows ? ' slider__bar--arrows' : ''}`}>
          {arrowsInBar && prevArrow}
          <div className="slider__track">
            {!overlayPagination && pagination}
            {plan.scrollbar && <div className="swiper-scrollbar slider__scrollbar" />}
          </div>
          {arrowsInBar && nextArrow}
        </div>
      )}
      {plan.thumbs && thumbs && (
        <Swiper
          className="slider__thumbs"
          slidesPerView={plan.thumbs.perView}
          spaceBetween={plan.thumbs.gap}
          watchSlidesProgress
          id={`${id}-thumbs`}
          onSwiper={setThumbsSwiper}
        >
          {thumbs.map((node, i) => (
            <SwiperSlide key={i} className="slider__thumb">
              <button
                type="button"
                className="slider__thumb-button"
                aria-current={active === i ? 'true' : undefined}
                onClick={() => goTo(i)}
                onFocus={() => {
                  // Keep the focused thumbnail in view without scrolling the thumbs' box itself.
                  if (!thumbsSwiper) return
                  thumbsSwiper.el.scrollLeft = 0
                  if (!thumbsSwiper.slides[i]?.classList.contains('swiper-slide-visible')) thumbsSwiper.slideTo(i)
                }}
              >
                {node}
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </div>
  )
}
