import { expect, type Page } from '@playwright/test'

/**
 * The page's scripts have started: the header marks itself once its script runs, and React
 * hydrates the page's client parts (the header, the video's play button, …) together.
 */
export function scriptsStarted(page: Page): Promise<void> {
  return expect(page.locator('header.site-header')).toHaveAttribute('data-enhanced', 'true')
}

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
