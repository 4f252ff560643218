import { type AosOptions, parseAosOptions, timingProperties } from '../../core/aos/options'
import { debounce, throttle } from '../../core/aos/timing'
import { belowFold, type Box, observerMargin, outOfSight, shouldAnimate } from '../../core/aos/trigger'

/** On the root once the runtime runs. */
export const READY_CLASS = 'aos-ready'
const ANIMATED = 'aos-animate'
/** An element hidden, ready to animate in: only these are ever hidden (aos.css). */
const INIT = 'aos-init'
const SELECTOR = '[data-aos]'
const OPTION_NAMES = ['offset', 'delay', 'duration', 'easing', 'once', 'mirror', 'anchor', 'anchor-placement']
const TIMING_PROPERTIES = ['--aos-delay', '--aos-duration', '--aos-easing']

/** `ready`: hidden, waiting for its trigger point; until then the element is shown as it is. */
type Tracked = { el: HTMLElement; target: Element; options: AosOptions; animated: boolean; ready: boolean }

/**
 * The anchor's layout box, as AOS measures it (offsetTop through the offset
 * parents): the effect's own transform must not move its trigger point, or an
 * element moved 100 px down by fade-up would trigger 100 px late.
 */
function layoutBox(target: Element): Box {
  if (!(target instanceof HTMLElement)) {
    const r = target.getBoundingClientRect()
    return { top: r.top, height: r.height }
  }
  let top = 0
  for (let node: HTMLElement | null = target; node; node = node.offsetParent as HTMLElement | null) {
    top += node.offsetTop - (node === document.body ? 0 : node.scrollTop)
  }
  return { top: top - window.scrollY, height: target.offsetHeight }
}

/**
 * Animate on scroll with AOS's attributes and classes, for what the visitor scrolls to. Elements in
 * the first view (below the fold is all that animates) are simply shown, and nothing is hidden until
 * the visitor scrolls: then everything still well out of sight below is made ready (`aos-init`,
 * hidden by aos.css) and animates in (`aos-animate`) at its trigger point. So the page is complete
 * for a full-page capture, a printout or a crawler, and without JavaScript.
 *
 * One IntersectionObserver tells which elements are near the viewport; only while some are, a scroll
 * listener (throttled to 99 ms) checks their exact trigger points. Every observer report and the end
 * of every scroll re-check all elements, so a jump (Home, End, an anchor link) that carries elements
 * past their points without them ever coming near leaves them as AOS would. Elements added later
 * (client navigation) are found by a MutationObserver. Returns a function that stops it all.
 */
export function startAos(): () => void {
  const root = document.documentElement
  if (!('IntersectionObserver' in window)) return () => {}

  const tracked = new Map<HTMLElement, Tracked>()
  /** Tracked elements not hidden yet: made ready on a scroll that leaves them well out of sight. */
  const waiting = new Set<Tracked>()
  /** Elements in (or above) the first view when found: shown as they are, for good. */
  const shown = new WeakSet<Element>()
  const byTarget = new Map<Element, Set<Tracked>>()
  const near = new Set<Tracked>()
  /** `once` elements that have animated: done for good. */
  const finished = new WeakSet<Element>()
  let observer: IntersectionObserver | null = null
  let margin = 0
  let listening = false

  const update = (items: Iterable<Tracked>) => {
    // All reads first, then all writes: no layout is forced between elements.
    const viewport = window.innerHeight
    const changed: Tracked[] = []
    for (const t of items) {
      if (t.ready && shouldAnimate(t.animated, layoutBox(t.target), viewport, t.options) !== t.animated) changed.push(t)
    }
    for (const t of changed) {
      t.animated = !t.animated
      t.el.classList.toggle(ANIMATED, t.animated)
      if (t.animated && t.options.once) {
        finished.add(t.el)
        forget(t)
      }
    }
  }

  /**
   * Hides what is still well out of sight below, ready to animate in; what the scroll has already
   * brought near stays shown (and is made ready later, if it is ever out of sight below again).
   */
  const makeReady = () => {
    const viewport = window.innerHeight
    const ready = [...waiting].filter((t) => outOfSight(layoutBox(t.el), viewport))
    if (ready.length === 0) return
    // Hidden at once, not faded out: the transition is switched off until the hidden style applies.
    for (const t of ready) {
      waiting.delete(t)
      t.ready = true
      t.el.style.transition = 'none'
      t.el.classList.add(INIT)
    }
    void getComputedStyle(ready[0]!.el).opacity
    for (const t of ready) t.el.style.removeProperty('transition')
  }
  /** The first step of every scroll, unthrottled while anything waits, so it runs before the next frame. */
  const onScrollReady = () => {
    makeReady()
    if (waiting.size === 0) window.removeEventListener('scroll', onScrollReady)
  }
  const watchForScroll = () => {
    if (waiting.size > 0) window.addEventListener('scroll', onScrollReady, { passive: true })
  }

  const onScroll = throttle(() => update(near))

  const listen = (on: boolean) => {
    if (on === listening) return
    listening = on
    if (on) window.addEventListener('scroll', onScroll, { passive: true })
    else window.removeEventListener('scroll', onScroll)
  }

  const onIntersect = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      for (const t of byTarget.get(entry.target) ?? []) {
        if (entry.isIntersecting) near.add(t)
        else near.delete(t)
      }
    }
    update(tracked.values())
    listen(near.size > 0)
  }

  /** A wide enough band around the viewport; rebuilt only when it must grow. */
  const ensureObserver = () => {
    let tallest = 0
    for (const target of byTarget.keys()) tallest = Math.max(tallest, (target as HTMLElement).offsetHeight ?? 0)
    const needed = observerMargin(
      [...tracked.values()].map((t) => t.options),
      tallest,
    )
    if (observer && needed <= margin) return false
    observer?.disconnect()
    near.clear()
    margin = needed
    observer = new IntersectionObserver(onIntersect, { rootMargin: `${margin}px 0px` })
    for (const target of byTarget.keys()) observer.observe(target)
    return true
  }

  function forget(t: Tracked) {
    tracked.delete(t.el)
    waiting.delete(t)
    near.delete(t)
    const group = byTarget.get(t.target)
    group?.delete(t)
    if (group && group.size === 0) {
      byTarget.delete(t.target)
      observer?.unobserve(t.target)
    }
  }

  const scan = () => {
    for (const t of [...tracked.values()]) if (!t.el.isConnected) forget(t)
    const fresh: Tracked[] = []
    const viewport = window.innerHeight
    // Measured before anything below is written, so layout is worked out once.
    const found = [...document.querySelectorAll<HTMLElement>(SELECTOR)]
      .filter((el) => !tracked.has(el) && !finished.has(el) && !shown.has(el))
      .map((el) => ({ el, below: belowFold(layoutBox(el), viewport) }))
    for (const { el, below } of found) {
      if (!below) {
        shown.add(el)
        continue
      }
      const options = parseAosOptions((name) => el.getAttribute(`data-aos-${name}`))
      let target: Element = el
      if (options.anchor) {
        try {
          target = document.querySelector(options.anchor) ?? el
        } catch {
          // Not a valid selector: the element is its own anchor.
        }
      }
      for (const [name, value] of Object.entries(timingProperties(options))) el.style.setProperty(name, value)
      const t: Tracked = { el, target, options, animated: false, ready: false }
      tracked.set(el, t)
      waiting.add(t)
      const group = byTarget.get(target) ?? new Set()
      group.add(t)
      byTarget.set(target, group)
      fresh.push(t)
    }
    if (fresh.length === 0) return
    watchForScroll()
    if (!ensureObserver()) for (const t of fresh) if (tracked.has(t.el)) observer?.observe(t.target)
  }

  const touchesAos = (nodes: NodeList) => {
    for (const node of nodes) {
      if (node instanceof Element && (node.matches(SELECTOR) || node.querySelector(SELECTOR))) return true
    }
    return false
  }
  // Callbacks run as microtasks, before the browser paints the new content.
  const mutations = new MutationObserver((records) => {
    let changed = false
    for (const r of records) {
      if (r.type === 'attributes') {
        // An editor changed the animation in live preview: read the element afresh.
        const t = tracked.get(r.target as HTMLElement)
        if (t) {
          forget(t)
          t.el.classList.remove(INIT, ANIMATED)
          for (const name of TIMING_PROPERTIES) t.el.style.removeProperty(name)
        }
        finished.delete(r.target as Element)
        shown.delete(r.target as Element)
        changed = true
      } else if (touchesAos(r.addedNodes) || touchesAos(r.removedNodes)) changed = true
    }
    if (changed) scan()
  })

  const onResize = debounce(() => {
    ensureObserver()
    update(tracked.values())
  })

  // Once per scroll gesture, where supported: a jump that lands where nothing is near (the end of a
  // long footer) still leaves every element as AOS would. Elsewhere the next observer report does it,
  // which is always before an element comes into view.
  const onScrollEnd = () => update(tracked.values())

  scan()
  ensureObserver()
  root.classList.add(READY_CLASS)
  mutations.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-aos', ...OPTION_NAMES.map((name) => `data-aos-${name}`)],
  })
  window.addEventListener('resize', onResize)
  window.addEventListener('scrollend', onScrollEnd, { passive: true })

  return () => {
    mutations.disconnect()
    observer?.disconnect()
    window.removeEventListener('scroll', onScrollReady)
    listen(false)
    onScroll.cancel()
    onResize.cancel()
    window.removeEventListener('resize', onResize)
    window.removeEventListener('scrollend', onScrollEnd)
  }
}
