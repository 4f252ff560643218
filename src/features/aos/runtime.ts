import { type AosOptions, parseAosOptions, timingProperties } from '../../core/aos/options'
import { debounce, throttle } from '../../core/aos/timing'
import { type Box, observerMargin, shouldAnimate } from '../../core/aos/trigger'
import { READY_CLASS, ROOT_CLASS } from './early'

const ANIMATED = 'aos-animate'
const INIT = 'aos-init'
const SELECTOR = '[data-aos]'
const OPTION_NAMES = ['offset', 'delay', 'duration', 'easing', 'once', 'mirror', 'anchor', 'anchor-placement']
const TIMING_PROPERTIES = ['--aos-delay', '--aos-duration', '--aos-easing']

type Tracked = { el: HTMLElement; target: Element; options: AosOptions; animated: boolean }

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
 * Animate on scroll with AOS's attributes and class. One IntersectionObserver
 * tells which elements are near the viewport; only while some are, a scroll
 * listener (throttled to 99 ms) checks their exact trigger points. Every
 * observer report and the end of every scroll re-check all elements, so a jump
 * (Home, End, an anchor link) that carries elements past their points without
 * them ever coming near leaves them as AOS would. Elements added later (client
 * navigation) are found by a MutationObserver. Returns a function that stops it all.
 */
export function startAos(): () => void {
  const root = document.documentElement
  if (!('IntersectionObserver' in window)) return () => {}

  const tracked = new Map<HTMLElement, Tracked>()
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
      if (shouldAnimate(t.animated, layoutBox(t.target), viewport, t.options) !== t.animated) changed.push(t)
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
    for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (tracked.has(el) || finished.has(el)) continue
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
      el.classList.add(INIT)
      const t: Tracked = { el, target, options, animated: el.classList.contains(ANIMATED) }
      tracked.set(el, t)
      const group = byTarget.get(target) ?? new Set()
      group.add(t)
      byTarget.set(target, group)
      fresh.push(t)
    }
    if (fresh.length === 0) return
    // Elements already past their point animate before the next paint.
    update(fresh)
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
          for (const name of TIMING_PROPERTIES) t.el.style.removeProperty(name)
        }
        finished.delete(r.target as Element)
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

  // Elements already past their point get their class before the effects apply. Normally the early
  // script set the root class long ago; if its fallback removed it (the runtime came late), setting it
  // again hides only what has not been reached yet, so animations work for the rest of the visit.
  scan()
  ensureObserver()
  root.classList.add(ROOT_CLASS, READY_CLASS)
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
    listen(false)
    onScroll.cancel()
    onResize.cancel()
    window.removeEventListener('resize', onResize)
    window.removeEventListener('scrollend', onScrollEnd)
  }
}
