/**
 * A field type's icon as a whole SVG document: for the palette's pictures (data: addresses,
 * which the admin's CSP allows) and inline on the builder's rows. Pure strings, no React.
 */
const INK = '#0b2545'

/** The icon at 24 × 24, drawn in the current colour (inline) or the site's ink (as a picture). */
export function iconSvg(icon: string, color = INK): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icon}</svg>`
}

/** The palette's 3:2 picture: the icon large on a pale card. */
export function thumbnailSvg(icon: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="120" height="80"><rect width="120" height="80" rx="8" fill="#eef3f9"/><g transform="translate(40 20) scale(1.6667)" fill="none" stroke="${INK}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">${icon}</g></svg>`
}
