import DOMPurify from 'isomorphic-dompurify'

/**
 * A stored e-mail's HTML made safe to show to staff in the admin's frame. The frame is sandboxed
 * (no script, an origin of its own), and this is the second wall: whatever wrote the row, what is
 * shown carries no script, no handler, no form, no frame and no <base> or <meta> that could
 * redirect it. The e-mail's own <style> (dark mode, small screens) is kept, as the recipient's
 * client would read it; the whole document is kept so the preview looks as the e-mail does.
 */
const CONFIG = {
  WHOLE_DOCUMENT: true,
  ADD_TAGS: ['style'],
  FORBID_TAGS: [
    'script',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'base',
    'link',
    'meta',
  ],
  FORBID_ATTR: ['formaction', 'form', 'autofocus', 'srcset'],
}

export function sanitizeEmailHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, CONFIG) as string
  // DOMPurify gives the document without its doctype; without one the frame draws in quirks mode,
  // which mail clients do not.
  return `<!DOCTYPE html>${clean}`
}
