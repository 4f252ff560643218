import type { Page, SliderBlock } from '../../payload-types'
import { splitSlidePath } from '../../core/slider/history'
import { planSlider } from '../../core/slider/options'
import { findPage } from '../site/queries'

/** A slider block as the page hands it over: the slide to show first when the address names one. */
export type SliderBlockData = SliderBlock & { startSlide?: number }

type Block = NonNullable<Page['layout']>[number]

/**
 * The page at `path`; or, when `path` is `<page>/<prefix>/<slide>` and that page
 * has a slider with history navigation under that prefix and a slide of that
 * name, the page itself with that slide shown first. History navigation gives
 * every slide such an address, so a shared link or a reload opens the same slide.
 */
export async function findPageWithSlides(path: string): Promise<Page | null> {
  const page = await findPage(path)
  if (page) return page
  const split = splitSlidePath(path)
  if (!split) return null
  const parent = await findPage(split.pagePath)
  if (!parent?.layout) return null
  let found = false
  const layout = parent.layout.map((block): Block => {
    if (found || block.blockType !== 'slider') return block
    const plan = planSlider(block)
    if (plan.historyKey !== split.key) return block
    const index = plan.slides.findIndex((s) => s.history === split.slug)
    if (index < 0) return block
    found = true
    return { ...block, startSlide: index } as SliderBlockData
  })
  return found ? { ...parent, layout } : null
}

/** Whether the page opens with a hero slider whose first slide has a heading: that heading is the page's h1. */
export function opensWithHeroSlider(layout: Page['layout']): boolean {
  const first = layout?.[0]
  return first?.blockType === 'slider' && (first.appearance ?? 'hero') === 'hero' && Boolean(first.slides?.[0]?.heading)
}
