import type { SwiperModule } from 'swiper/types'

import type { ModuleName } from '../../core/slider/options'

/**
 * One chunk per Swiper module, each with its own CSS, fetched only when a slider
 * on the page uses it. Each file under ./modules imports one named export of
 * `swiper/modules`, so the bundler keeps that module alone in its chunk.
 */
const loaders: Record<ModuleName, () => Promise<{ default: SwiperModule }>> = {
  a11y: () => import('./modules/a11y'),
  navigation: () => import('./modules/navigation'),
  pagination: () => import('./modules/pagination'),
  scrollbar: () => import('./modules/scrollbar'),
  keyboard: () => import('./modules/keyboard'),
  mousewheel: () => import('./modules/mousewheel'),
  parallax: () => import('./modules/parallax'),
  zoom: () => import('./modules/zoom'),
  autoplay: () => import('./modules/autoplay'),
  'effect-fade': () => import('./modules/effect-fade'),
  'effect-cube': () => import('./modules/effect-cube'),
  'effect-flip': () => import('./modules/effect-flip'),
  'effect-coverflow': () => import('./modules/effect-coverflow'),
  thumbs: () => import('./modules/thumbs'),
  history: () => import('./modules/history'),
  'hash-navigation': () => import('./modules/hash-navigation'),
  grid: () => import('./modules/grid'),
}

const loading = new Map<string, Promise<SwiperModule[]>>()

/**
 * The modules of one slider. The same list always gives the same promise, as
 * React's `use()` requires. A module that fails to load is left out: the slider
 * still works, without that feature.
 */
export function loadModules(names: readonly ModuleName[]): Promise<SwiperModule[]> {
  const key = names.join(',')
  let modules = loading.get(key)
  if (!modules) {
    modules = Promise.all(
      names.map((name) =>
        loaders[name]()
          .then((m) => m.default)
          .catch(() => null),
      ),
    ).then((list) => list.filter((m): m is SwiperModule => m !== null))
    loading.set(key, modules)
  }
  return modules
}
