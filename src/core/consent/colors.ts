/**
 * The notice's colours come from the admin. They are checked here so the notice
 * stays readable: WCAG AA asks for 4.5:1 between text and its background.
 */
export const MIN_CONTRAST = 4.5

export type Rgb = [number, number, number]

/** `#rgb` or `#rrggbb`, nothing else (the value is written into a style attribute). */
export function parseHex(value: string | null | undefined): Rgb | null {
  const v = (value ?? '').trim()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(v)
  if (short) return [short[1]!, short[2]!, short[3]!].map((h) => parseInt(h + h, 16)) as Rgb
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(v)
  if (long) return [long[1]!, long[2]!, long[3]!].map((h) => parseInt(h, 16)) as Rgb
  return null
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** A field validator's answer for a foreground colour against its background. */
export function checkContrast(foreground: string | null | undefined, background: string | null | undefined): true | string {
  const fg = parseHex(foreground)
  if (!fg) return 'Use a colour such as #0b2545.'
  const bg = parseHex(background)
  if (!bg) return true // the background field reports its own error
  const ratio = contrastRatio(fg, bg)
  return ratio >= MIN_CONTRAST
    ? true
    : `Contrast with the background is ${ratio.toFixed(1)}:1; at least ${MIN_CONTRAST}:1 is needed to be readable.`
}
