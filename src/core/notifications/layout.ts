/**
 * The branded frame around a notification e-mail's body: the site's logo, a bar in its brand
 * colour, the message on a white card and the company's details underneath.
 *
 * E-mail clients are not browsers. Outlook on Windows draws with Word, which knows tables and
 * inline styles but not max-width, flex or most CSS; Gmail drops a <style> block in some of its
 * apps. So the layout is tables (`role="presentation"`, so screen readers do not announce them),
 * every style that matters is inline, the 600 px column is a fixed-width table inside Outlook's
 * conditional comment and `max-width` elsewhere, and the <style> block only adds what may be
 * lost: dark mode and full-width on small screens.
 *
 * Every brand value is escaped here; the body is placed as it is given, so the caller must pass
 * sanitised HTML (the notification's composer does).
 */
import { contrastRatio, parseHex, type Rgb } from '../consent/colors'
import { escapeHtml } from '../forms/escape'

export type EmailBrand = {
  siteName: string
  /** An absolute http(s) address; anything else is left out (a relative one means nothing in a mail client). */
  logoUrl?: string
  logoAlt?: string
  logoWidth?: number
  logoHeight?: number
  /** `#rgb` or `#rrggbb`; anything else becomes DEFAULT_BRAND_COLOUR. */
  brandColour?: string
  /** The body text colour, checked the same way and for contrast on white. */
  textColour?: string
  address?: string
  phone?: string
  email?: string
  siteUrl?: string
  /** Staff's own line under the details (one line per line break). */
  footerText?: string
}

export const DEFAULT_BRAND_COLOUR = '#0b2545'
export const DEFAULT_TEXT_COLOUR = '#1f2933'
const WHITE = '#ffffff'
const DARK = '#111111'
const PAGE_BACKGROUND = '#f3f4f6'
const MUTED = '#5f6b7a'
/** The logo is drawn at most this wide and tall (CSS pixels); the file may be larger for sharp screens. */
const LOGO_MAX_WIDTH = 200
const LOGO_MAX_HEIGHT = 60
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** A colour as `#rrggbb` when it is `#rgb` or `#rrggbb`, else the fallback. */
export function emailColour(value: string | null | undefined, fallback: string): string {
  const rgb = parseHex(value)
  return rgb ? toHex(rgb) : fallback
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`

/** White or near-black, whichever reads better on the colour (WCAG contrast). */
export function textOn(background: string): string {
  const bg = parseHex(background) ?? parseHex(DEFAULT_BRAND_COLOUR)!
  return contrastRatio(parseHex(WHITE)!, bg) >= contrastRatio(parseHex(DARK)!, bg) ? WHITE : DARK
}

/** The body text colour: staff's when it reads at AA on white, else the default. */
function bodyTextColour(value: string | undefined): string {
  const colour = emailColour(value, DEFAULT_TEXT_COLOUR)
  return contrastRatio(parseHex(colour)!, parseHex(WHITE)!) >= 4.5 ? colour : DEFAULT_TEXT_COLOUR
}

/**
 * The brand colour as a link colour on the white card: the colour itself when it reads at AA on
 * white, else the body text colour (a pale yellow brand would leave links unreadable).
 */
function linkColour(brand: string, text: string): string {
  return contrastRatio(parseHex(brand)!, parseHex(WHITE)!) >= 4.5 ? brand : text
}

const absoluteHttp = (url: string | undefined): string | undefined => {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

/** The logo's drawn size: its own proportions, within LOGO_MAX_WIDTH × LOGO_MAX_HEIGHT. */
export function logoSize(width?: number, height?: number): { width: number; height: number } {
  if (!width || !height || width <= 0 || height <= 0) return { width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT }
  const scale = Math.min(1, LOGO_MAX_WIDTH / width, LOGO_MAX_HEIGHT / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Text as lines of HTML: escaped, one <br> per line break, blank lines dropped. */
const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map(escapeHtml)

/**
 * `{all_fields}`'s table (core/forms/merge-tags.ts writes it as bare markup, for the site's
 * stylesheet) with the inline styles an e-mail needs: a label column and a value column, a rule
 * between rows. Only that exact markup is touched, so staff's own tables stay as they wrote them.
 */
export function styleAllFields(html: string, colours: { text: string; muted: string; rule: string }): string {
  const cell = `padding:10px 12px;border-bottom:1px solid ${colours.rule};vertical-align:top;font-size:15px;line-height:22px;`
  return html.replace(/<table class="gform_all_fields">([\s\S]*?)<\/table>/g, (_, rows: string) => {
    const styled = rows
      .replace(
        /<th colspan="2" scope="rowgroup">/g,
        `<th colspan="2" scope="rowgroup" align="left" style="padding:18px 12px 6px;font-size:13px;line-height:18px;text-transform:uppercase;letter-spacing:0.04em;color:${colours.muted};text-align:left;border-bottom:1px solid ${colours.rule};">`,
      )
      .replace(
        /<th scope="row">/g,
        `<th scope="row" align="left" width="35%" style="${cell}width:35%;font-weight:600;color:${colours.muted};text-align:left;">`,
      )
      .replace(/<td>/g, `<td style="${cell}color:${colours.text};word-break:break-word;">`)
    return `<table class="gform_all_fields" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:8px 0 0;">${styled}</table>`
  })
}

/** The text a mail client shows beside the subject in the inbox: the body's first words. */
export function preheaderOf(html: string, max = 120): string {
  const text = html
    .replace(/<(style|script|head)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity) => decodeEntity(entity))
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function decodeEntity(entity: string): string {
  const named: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" }
  if (named[entity]) return named[entity]
  const m = /^&#(x?)([0-9a-f]+);$/i.exec(entity)
  if (!m) return ' '
  const code = parseInt(m[2]!, m[1] ? 16 : 10)
  return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' '
}

/** The complete e-mail document around `bodyHtml` (already sanitised). */
export function emailLayout(bodyHtml: string, brand: EmailBrand, options: { preheader?: string; lang?: string } = {}): string {
  const colour = emailColour(brand.brandColour, DEFAULT_BRAND_COLOUR)
  const onColour = textOn(colour)
  const text = bodyTextColour(brand.textColour)
  const link = linkColour(colour, text)
  const name = escapeHtml(brand.siteName.trim() || 'Website')
  const logoUrl = absoluteHttp(brand.logoUrl)
  const size = logoSize(brand.logoWidth, brand.logoHeight)
  const preheader = escapeHtml(options.preheader ?? preheaderOf(bodyHtml))
  const siteUrl = absoluteHttp(brand.siteUrl)
  const body = styleAllFields(bodyHtml, { text, muted: MUTED, rule: '#e5e7eb' })

  // The logo (or the site's name in its place) sits on the brand colour bar.
  const masthead = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" width="${size.width}" height="${size.height}" alt="${escapeHtml(brand.logoAlt?.trim() || brand.siteName.trim() || 'Logo')}" style="display:block;border:0;outline:none;text-decoration:none;height:auto;max-width:${size.width}px;width:${size.width}px;">`
    : `<span style="font-family:${FONT};font-size:22px;line-height:28px;font-weight:700;color:${onColour};">${name}</span>`
  // A logo is drawn on white (most logos are made for white); without one the name stands on the colour.
  const mastheadCell = logoUrl
    ? `<td class="sp-masthead" align="left" style="padding:24px 32px 4px;background-color:${WHITE};border-top:6px solid ${colour};border-radius:8px 8px 0 0;">${masthead}</td>`
    : `<td class="sp-masthead" align="left" style="padding:22px 32px;background-color:${colour};border-radius:8px 8px 0 0;">${masthead}</td>`

  const details = [
    ...lines(brand.address),
    [
      brand.phone?.trim() ? escapeHtml(brand.phone.trim()) : '',
      brand.email?.trim()
        ? `<a href="mailto:${escapeHtml(brand.email.trim())}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(brand.email.trim())}</a>`
        : '',
      siteUrl
        ? `<a href="${escapeHtml(siteUrl)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''))}</a>`
        : '',
    ]
      .filter(Boolean)
      .join(' &middot; '),
  ].filter(Boolean)
  const footerText = lines(brand.footerText)
  const footer = [`<strong style="color:${text};">${name}</strong>`, ...details].join('<br>')

  return `<!DOCTYPE html>
<html lang="${escapeHtml(options.lang ?? 'en')}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${name}</title>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<style>
  body { margin: 0; padding: 0; }
  .sp-body a { color: ${link}; }
  .sp-body img { max-width: 100%; height: auto; }
  @media (max-width: 620px) {
    .sp-outer { padding: 0 !important; }
    .sp-masthead, .sp-content, .sp-footer { padding-left: 20px !important; padding-right: 20px !important; }
    .sp-masthead, .sp-content { border-radius: 0 !important; }
  }
  @media (prefers-color-scheme: dark) {
    .sp-page { background-color: #111418 !important; }
    .sp-content { background-color: #1c2128 !important; color: #e6e8eb !important; }
    .sp-content th, .sp-content td { color: #e6e8eb !important; border-color: #30363d !important; }
    .sp-footer, .sp-footer strong, .sp-footer a { color: #a9b1ba !important; }
  }
</style>
</head>
<body class="sp-page" style="margin:0;padding:0;width:100%;background-color:${PAGE_BACKGROUND};-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${preheader}&#8199;&#847;&#8199;&#847;&#8199;&#847;&#8199;&#847;&#8199;&#847;&#8199;&#847;</div>
<table role="presentation" class="sp-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background-color:${PAGE_BACKGROUND};">
<tr><td class="sp-outer" align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;margin:0 auto;">
<tr>${mastheadCell}</tr>
<tr><td class="sp-content sp-body" align="left" style="padding:20px 32px 32px;background-color:${WHITE};border-radius:0 0 8px 8px;font-family:${FONT};font-size:16px;line-height:24px;color:${text};">
${body}
</td></tr>
<tr><td class="sp-footer" align="left" style="padding:20px 32px 8px;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">
${footer}${footerText.length ? `<br><br>${footerText.join('<br>')}` : ''}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>`
}
