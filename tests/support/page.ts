import type { Page } from '@playwright/test'

/**
 * Waits until no animate-on-scroll fade is under way, so what axe measures (contrast above all)
 * is what the visitor ends up seeing rather than a half-faded frame.
 */
export function aosSettled(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      return !(target instanceof Element && target.closest('[data-aos]'))
    }),
  )
}
