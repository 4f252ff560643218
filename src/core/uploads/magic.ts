/**
 * What a file's first bytes say it is. The server reads them from the first chunk of an
 * upload, before anything is stored: a file whose contents do not match its extension, or
 * that is a program or a script whatever its name, is refused. Only the signatures of
 * types a form may reasonably take are known; a type without a signature (plain text, CSV)
 * is taken when its start is text and nothing executable.
 */

/** Bytes the server looks at. */
export const SNIFF_BYTES = 512

type Signature = { offset: number; bytes: number[] }

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))
const sig = (bytes: number[] | string, offset = 0): Signature => ({
  offset,
  bytes: typeof bytes === 'string' ? ascii(bytes) : bytes,
})

const PDF = [sig('%PDF-')]
const PNG = [sig([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]
const JPEG = [sig([0xff, 0xd8, 0xff])]
const GIF = [sig('GIF87a'), sig('GIF89a')]
const ZIP = [sig([0x50, 0x4b, 0x03, 0x04]), sig([0x50, 0x4b, 0x05, 0x06])]
const OLE = [sig([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])]
const TIFF = [sig([0x49, 0x49, 0x2a, 0x00]), sig([0x4d, 0x4d, 0x00, 0x2a])]
const RTF = [sig('{\\rtf')]

/** Extensions with a known signature; the file must start with one of them. */
const SIGNATURES: Record<string, Signature[] | ((head: Uint8Array) => boolean)> = {
  pdf: PDF,
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  jpe: JPEG,
  gif: GIF,
  bmp: [sig('BM')],
  tif: TIFF,
  tiff: TIFF,
  webp: (h) => startsWith(h, sig('RIFF')) && startsWith(h, sig('WEBP', 8)),
  heic: (h) => startsWith(h, sig('ftyp', 4)) && /^(heic|heix|hevc|mif1|msf1|heim|heis)$/.test(text(h, 8, 12)),
  heif: (h) => startsWith(h, sig('ftyp', 4)),
  avif: (h) => startsWith(h, sig('ftyp', 4)) && /^(avif|avis|mif1)$/.test(text(h, 8, 12)),
  mp4: (h) => startsWith(h, sig('ftyp', 4)),
  mov: (h) => startsWith(h, sig('ftyp', 4)) || startsWith(h, sig('moov', 4)) || startsWith(h, sig('wide', 4)),
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  odt: ZIP,
  ods: ZIP,
  odp: ZIP,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  msg: OLE,
  rtf: RTF,
  '7z': [sig([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  gz: [sig([0x1f, 0x8b])],
  mp3: (h) => startsWith(h, sig('ID3')) || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0),
  wav: (h) => startsWith(h, sig('RIFF')) && startsWith(h, sig('WAVE', 8)),
  dwg: [sig('AC10')],
  dxf: (h) => isText(h),
}

/** Plain-text types: no signature, but the start must be text. */
const TEXT_TYPES = new Set(['txt', 'csv', 'tsv', 'log', 'md', 'json', 'ics', 'vcf'])

/** Programs and scripts, recognised by their start whatever the file is called. */
const EXECUTABLE: (Signature | ((head: Uint8Array) => boolean))[] = [
  sig('MZ'), // Windows programs and libraries
  sig([0x7f, 0x45, 0x4c, 0x46]), // ELF (Linux)
  sig([0xfe, 0xed, 0xfa, 0xce]),
  sig([0xfe, 0xed, 0xfa, 0xcf]),
  sig([0xce, 0xfa, 0xed, 0xfe]),
  sig([0xcf, 0xfa, 0xed, 0xfe]), // Mach-O (macOS)
  sig([0xca, 0xfe, 0xba, 0xbe]), // Java class, universal Mach-O
  sig('#!'), // scripts
  sig([0x00, 0x61, 0x73, 0x6d]), // WebAssembly
  (h) => /<\?php|<\?=|<%@?|<script\b|<html\b|<!doctype html|<svg\b|<\?xml[^>]*>\s*<(svg|html)/i.test(text(h, 0, h.length)),
]

function startsWith(head: Uint8Array, s: Signature): boolean {
  if (head.length < s.offset + s.bytes.length) return false
  return s.bytes.every((b, i) => head[s.offset + i] === b)
}

function text(head: Uint8Array, from: number, to: number): string {
  let out = ''
  for (let i = from; i < Math.min(to, head.length); i++) out += String.fromCharCode(head[i]!)
  return out
}

/** Text: no NUL and few control characters (a UTF-8 BOM or UTF-8 letters are fine). */
export function isText(head: Uint8Array): boolean {
  let control = 0
  for (const b of head) {
    if (b === 0) return false
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++
  }
  return control <= head.length / 100
}

export function isExecutable(head: Uint8Array): boolean {
  return EXECUTABLE.some((check) => (typeof check === 'function' ? check(head) : startsWith(head, check)))
}

export type SniffResult = { ok: true } | { ok: false; reason: 'executable' | 'mismatch' }

/**
 * Whether the first bytes of a file fit its extension. `head` is the start of the file
 * (at most `SNIFF_BYTES`; the whole file when it is shorter).
 */
export function sniff(extension: string, head: Uint8Array): SniffResult {
  const ext = extension.toLowerCase()
  const known = SIGNATURES[ext]
  if (known) {
    const fits = typeof known === 'function' ? known(head) : known.some((s) => startsWith(head, s))
    if (!fits) return { ok: false, reason: 'mismatch' }
    // A PDF or an image that is also a script (a polyglot) is still a PDF to every reader; the
    // signature check above is what matters for typed files.
    return { ok: true }
  }
  if (isExecutable(head)) return { ok: false, reason: 'executable' }
  if (TEXT_TYPES.has(ext) && !isText(head)) return { ok: false, reason: 'mismatch' }
  return { ok: true }
}

/** A content type to store beside the file, from its checked extension (downloads are sent as attachments anyway). */
export function contentTypeFor(extension: string): string {
  const types: Record<string, string> = {
    pdf: 'application/pdf',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    txt: 'text/plain',
    csv: 'text/csv',
    zip: 'application/zip',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
  }
  return types[extension.toLowerCase()] ?? 'application/octet-stream'
}
