/**
 * The browser's pass over rich text (on paste, and before the editor writes into its
 * textarea): DOMPurify with the same allow-list and link rule as the server
 * (core/forms/rich-text.ts, features/forms/sanitize.ts). DOMPurify comes in as an argument,
 * so the unit tests run this very function with the server's DOMPurify.
 */
import { RICH_TEXT_LINK_REL, RICH_TEXT_PURIFY } from '../../core/forms/rich-text'

type Purifier = {
  sanitize(html: string, config: typeof RICH_TEXT_PURIFY & { RETURN_DOM_FRAGMENT: true }): DocumentFragment
}

export function cleanRichText(purify: Purifier, html: string): string {
  const fragment = purify.sanitize(html, { ...RICH_TEXT_PURIFY, RETURN_DOM_FRAGMENT: true })
  for (const link of fragment.querySelectorAll('a')) {
    if (link.hasAttribute('href')) link.setAttribute('rel', RICH_TEXT_LINK_REL)
  }
  const holder = fragment.ownerDocument.createElement('div')
  holder.append(fragment)
  return holder.innerHTML
}
