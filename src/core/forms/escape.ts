/** Text made safe inside HTML text and quoted attributes. A leaf: the markup kits and the upload markup import it without the merge-tag engine. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
