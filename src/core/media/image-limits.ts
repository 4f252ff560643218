/**
 * The largest image the site takes into its media library, by decoded size. A compressed
 * file can be tiny and still decode to gigabytes (a PNG of one colour, 30,000 pixels square,
 * is about a megabyte and 2.7 GB decoded), and every upload is decoded to make the page
 * sizes. 50 megapixels is more than any camera photo a marketing site needs.
 */
export const MAX_IMAGE_PIXELS = 50_000_000

/** Null when the image may be taken, else the message for the editor. */
export function imageTooLarge(width: number | undefined, height: number | undefined): string | null {
  if (!width || !height) return null
  if (width * height <= MAX_IMAGE_PIXELS) return null
  return `This image is too large: ${width} × ${height} pixels. The limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; please scale it down first.`
}
