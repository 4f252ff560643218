import DOMPurify from 'isomorphic-dompurify'

/**
 * The admin's HTML in a form (HTML fields, confirmation messages) after merge tags were
 * filled in: DOMPurify with form controls, styles and frames removed as well, so an HTML
 * field can neither run script nor add inputs that post with the form. Ids are prefixed
 * (`user-content-`), so they can never collide with the form's own element ids.
 */
const CONFIG = {
  SANITIZE_NAMED_PROPS: true,
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'option', 'textarea', 'style', 'iframe', 'frame', 'object', 'embed', 'base'],
  FORBID_ATTR: ['formaction', 'form', 'autofocus'],
}

export function sanitizeFormHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG)
}
