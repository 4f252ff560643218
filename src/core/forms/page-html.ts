/**
 * The no-JavaScript postback answers with the page the form is on: its cached HTML with
 * the form's wrapper swapped for the freshly rendered form or its confirmation. The wrapper
 * is markup this site wrote itself (markup.ts), so it is found by its opening tag and the
 * `div`s it opens and closes: every text and attribute inside it is escaped, the JSON
 * config escapes `<`, and sanitised HTML is balanced and free of comments.
 */

/** Where `div#gform_wrapper_{id}` starts and ends (end exclusive), or null. */
export function findWrapper(html: string, formId: number): { start: number; end: number } | null {
  const open = new RegExp(`<div\\b[^>]*\\bid="gform_wrapper_${formId}"[^>]*>`, 'g')
  const first = open.exec(html)
  if (!first) return null
  const tags = /<div\b|<\/div\s*>/gi
  tags.lastIndex = first.index + first[0].length
  let depth = 1
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1
    if (depth === 0) return { start: first.index, end: m.index + m[0].length }
  }
  return null
}

/** The HTML with the wrapper replaced, or null when the page has no such form. */
export function replaceWrapper(html: string, formId: number, replacement: string): string | null {
  const found = findWrapper(html, formId)
  if (!found) return null
  return html.slice(0, found.start) + replacement + html.slice(found.end)
}

/** The JSON config inside the form's wrapper (`script#gform_config_{id}`), or null. */
export function readWrapperConfig(html: string, formId: number): unknown {
  const found = findWrapper(html, formId)
  if (!found) return null
  const wrapper = html.slice(found.start, found.end)
  const m = new RegExp(`<script\\b[^>]*\\bid="gform_config_${formId}"[^>]*>([^<]*)</script>`).exec(wrapper)
  if (!m) return null
  try {
    return JSON.parse(m[1] ?? '')
  } catch {
    return null
  }
}
