import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { scriptsStarted } from '../support/page'
import { consentRecords, notice, storedChoice, watchThirdParties, YOUTUBE_VIDEO, youtubePage } from '../support/privacy'

const { id: ID, title: TITLE } = YOUTUBE_VIDEO

/**
 * The notice names embedded YouTube videos as marketing cookies, so with the settings as a
 * fresh site has them nothing comes from YouTube before consent: not the thumbnail, not a
 * preconnect, not the player. The video offers one click instead: "Allow YouTube and play",
 * a consent for YouTube alone, recorded like every other choice.
 */
for (const width of [1440, 390] as const) {
  test.describe(`YouTube before consent at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('after "Refuse all" nothing loads from YouTube; one click allows YouTube and plays', async ({ page, request }) => {
      const { youtube, google, problems } = await watchThirdParties(page)
      await page.goto(await youtubePage(request))
      await scriptsStarted(page)
      await notice(page).getByRole('button', { name: 'Refuse all' }).click()
      await expect(notice(page)).toBeHidden()

      // The video block in view: no thumbnail from YouTube's image host, nothing else of YouTube's.
      await page.locator('.video-block').scrollIntoViewIfNeeded()
      await expect(page.locator('.video__frame img')).toHaveCount(0)
      expect(youtube).toEqual([])

      const placeholder = page.getByRole('group', { name: `Play: ${TITLE}` })
      await expect(placeholder).toBeVisible()
      await expect(placeholder).toContainText('YouTube')
      const allow = placeholder.getByRole('button', { name: 'Allow YouTube and play' })
      await expect(allow).toBeVisible()
      await expect(placeholder.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.youtube\.com\/watch\?v=/,
      )
      // Hovering and focusing the button warm nothing up either (no preconnect).
      await allow.hover()
      await allow.focus()
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
      expect(loaded.filter((url) => /youtube|ytimg|youtu\.be|googlevideo/.test(new URL(url).hostname))).toEqual([])
      expect(youtube).toEqual([])

      const axe = await new AxeBuilder({ page }).include('.video-block').analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      await page.screenshot({ path: `test-results/shots/youtube-placeholder-${width}.png` })

      // Keyboard: Enter on the focused button allows YouTube and starts the player.
      await page.keyboard.press('Enter')
      const player = page.locator('.video__frame iframe')
      await expect(player).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${ID}\\?`))
      await expect(player).toHaveAttribute('title', TITLE)
      await expect(player).toBeFocused()
      expect(youtube.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true)
      await page.screenshot({ path: `test-results/shots/youtube-playing-${width}.png` })

      // YouTube only: the categories stay refused, so Google's advertising signals stay off.
      const choice = await storedChoice(page.context())
      expect(choice).toMatchObject({ analytics: false, marketing: false, vendors: ['youtube'], method: 'video' })
      await expect
        .poll(async () => (await consentRecords(request, choice!.id)).map((r) => [r.decision, r.method, r.marketing, r.youtube]))
        .toEqual([
          ['refused', 'refuse', false, false],
          ['partial', 'video', false, true],
        ])
      expect(google).toEqual([])

      // The next page remembers it: the thumbnail and the play button, no placeholder.
      await page.reload()
      await scriptsStarted(page)
      await expect(page.getByRole('button', { name: `Play: ${TITLE}` })).toBeVisible()
      await expect(page.locator('.video__frame img')).toHaveAttribute('src', /^https:\/\/i\.ytimg\.com\//)
      expect(problems).toEqual([])
    })
  })
}

test('a new choice in the notice replaces the YouTube consent: "Refuse all" withdraws it', async ({ page, request }) => {
  const { youtube } = await watchThirdParties(page)
  await page.goto(await youtubePage(request))
  await scriptsStarted(page)
  await notice(page).getByRole('button', { name: 'Refuse all' }).click()
  const placeholder = page.getByRole('group', { name: `Play: ${TITLE}` })
  await placeholder.getByRole('button', { name: 'Allow YouTube and play' }).click()
  await expect(page.locator('.video__frame iframe')).toHaveCount(1)

  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
  await notice(page).getByRole('button', { name: 'Refuse all' }).click()
  await expect(notice(page)).toBeHidden()
  expect(await storedChoice(page.context())).toMatchObject({ marketing: false, vendors: [], method: 'refuse' })
  const seen = youtube.length
  await page.reload()
  await scriptsStarted(page)
  await expect(page.getByRole('group', { name: `Play: ${TITLE}` })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(youtube.length).toBe(seen)
})
