/**
 * The rules of a file upload field, shared by the browser (checks before a byte is sent)
 * and the server (the same checks again, before a byte is stored): allowed extensions,
 * size and count limits, the types that are never taken, GF's messages word for word,
 * and the per-submission upload id.
 */

/** GF's upload messages, word for word. */
export const UPLOAD_MESSAGES = {
  fileExceedsLimit: 'File exceeds size limit',
  invalidExtension: 'This type of file is not allowed.',
  mustBeOneOf: 'Must be one of the following:',
  maxReached: 'Maximum number of files reached',
  inProgress: 'Please wait for the uploading to complete',
  saveFailed: 'There was a problem while saving the file on the server',
  cancelled: 'Cancelled',
  /** Contents that do not match their extension (checked by the server at the first chunk). */
  contentMismatch: 'The contents of the file do not match its type.',
  illegalFile: 'This file cannot be accepted.',
} as const

/**
 * Executable and script types: never taken, whatever a field allows. A browser or a
 * server could run them, and a download of one could be opened by accident.
 */
export const BLOCKED_EXTENSIONS: ReadonlySet<string> = new Set([
  'exe',
  'com',
  'bat',
  'cmd',
  'msi',
  'msp',
  'dll',
  'scr',
  'pif',
  'cpl',
  'sys',
  'drv',
  'ocx',
  'vbs',
  'vbe',
  'js',
  'jse',
  'mjs',
  'cjs',
  'ws',
  'wsf',
  'wsh',
  'wsc',
  'ps1',
  'psm1',
  'psd1',
  'ps1xml',
  'sh',
  'bash',
  'zsh',
  'csh',
  'ksh',
  'fish',
  'command',
  'run',
  'bin',
  'elf',
  'out',
  'app',
  'dmg',
  'pkg',
  'deb',
  'rpm',
  'apk',
  'jar',
  'class',
  'war',
  'ear',
  'php',
  'php3',
  'php4',
  'php5',
  'php7',
  'php8',
  'phtml',
  'phar',
  'pht',
  'phps',
  'py',
  'pyc',
  'pyo',
  'pyw',
  'pl',
  'pm',
  'cgi',
  'rb',
  'lua',
  'tcl',
  'asp',
  'aspx',
  'asa',
  'asax',
  'ascx',
  'ashx',
  'asmx',
  'cer',
  'jsp',
  'jspx',
  'cfm',
  'cfc',
  'shtml',
  'shtm',
  'html',
  'htm',
  'xhtml',
  'xht',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'hta',
  'htaccess',
  'htpasswd',
  'lnk',
  'inf',
  'reg',
  'scf',
  'url',
  'desktop',
  'application',
  'gadget',
  'msc',
  'vb',
  'vba',
  'xbap',
  'docm',
  'dotm',
  'xlsm',
  'xltm',
  'xlam',
  'pptm',
  'potm',
  'ppam',
  'ppsm',
  'sldm',
])

/** The extension of a file name, lowercase, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : ''
}

/** A field's allowed extensions (`"pdf, .JPG,png"` → `['pdf', 'jpg', 'png']`), blocked types removed. */
export function allowedExtensions(setting: string | undefined): string[] {
  const list = (setting ?? '')
    .split(/[\s,;]+/)
    .map((e) => e.trim().replace(/^\.+/, '').toLowerCase())
    .filter((e) => /^[a-z0-9]{1,16}$/.test(e) && !BLOCKED_EXTENSIONS.has(e))
  return [...new Set(list)]
}

/**
 * Whether a file name may be uploaded, by its last extension: never a blocked type, and one
 * the field allows (an empty allow-list allows every type that is not blocked; a name with
 * no extension is refused). `plan.pdf.php` is refused; `plan.php.pdf` is a PDF: an inner
 * extension is not refused, because what protects the site is that the contents must match
 * the last extension (checked at the first chunk), files are stored under random names, and
 * staff download them as attachments, so the inner `.php` never reaches a disk or a browser.
 */
export function isAllowedFile(name: string, allowed: readonly string[]): boolean {
  const ext = extensionOf(name)
  if (!ext || BLOCKED_EXTENSIONS.has(ext)) return false
  return allowed.length === 0 || allowed.includes(ext)
}

export const MIB = 1024 * 1024

/** The site-wide ceiling when a field sets no maximum size. */
export const DEFAULT_MAX_FILE_MB = 1024

/** A field's maximum size in bytes (its setting in MB, else the site-wide ceiling). */
export function maxFileBytes(maxFileSizeMb: number | undefined, ceilingMb = DEFAULT_MAX_FILE_MB): number {
  const mb = maxFileSizeMb && maxFileSizeMb > 0 ? Math.min(maxFileSizeMb, ceilingMb) : ceilingMb
  return Math.floor(mb * MIB)
}

/** How many files a field takes: 1 for a single upload, the setting (0: no limit) for several. */
export function maxFileCount(field: { multipleFiles?: boolean; maxFiles?: number }): number {
  if (!field.multipleFiles) return 1
  return field.maxFiles && field.maxFiles > 0 ? Math.floor(field.maxFiles) : Infinity
}

/** `<name> - File exceeds size limit` */
export function sizeErrorText(fileName: string): string {
  return `${fileName} - ${UPLOAD_MESSAGES.fileExceedsLimit}`
}

/** `<name> - This type of file is not allowed. Must be one of the following: pdf, jpg, png` */
export function extensionErrorText(fileName: string, allowed: readonly string[]): string {
  const list = allowed.length ? ` ${UPLOAD_MESSAGES.mustBeOneOf} ${allowed.join(', ')}` : ''
  return `${fileName} - ${UPLOAD_MESSAGES.invalidExtension}${list}`
}

/** Any other upload error: `Error: <code>, Message: <text>, File: <name>`. */
export function uploadErrorText(code: string | number, message: string, fileName?: string): string {
  return `Error: ${code}, Message: ${message}${fileName ? `, File: ${fileName}` : ''}`
}

/** An answer whose status is not `ok`. */
export function unknownErrorText(fileName: string): string {
  return `unknown error: ${fileName}`
}

/** GF's `gform_unique_id`: 8 hex characters. */
export const UNIQUE_ID_PATTERN = /^[0-9a-f]{8}$/

export function isUniqueId(value: string): boolean {
  return UNIQUE_ID_PATTERN.test(value)
}

/** A new `gform_unique_id` from 4 random bytes (the caller's source: Web Crypto or node:crypto). */
export function makeUniqueId(randomBytes: (n: number) => Uint8Array): string {
  return [...randomBytes(4)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The value given when it is a unique id, else a new one. */
export function ensureUniqueId(value: string | undefined, randomBytes: (n: number) => Uint8Array): string {
  return value && isUniqueId(value) ? value : makeUniqueId(randomBytes)
}

/** `1.2 MB`, `340 KB`, `12 bytes`: sizes as a file list shows them. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < MIB) return `${Math.round(bytes / 1024)} KB`
  if (bytes < 1024 * MIB) return `${(bytes / MIB).toFixed(bytes < 10 * MIB ? 1 : 0)} MB`
  return `${(bytes / 1024 / MIB).toFixed(1)} GB`
}

/** The rules line under a field: `Accepted file types: pdf, jpg, png. Max. file size: 10 MB. Max. files: 3.` */
export function rulesText(
  field: { allowedExtensions?: string; maxFileSize?: number; multipleFiles?: boolean; maxFiles?: number },
  ceilingMb = DEFAULT_MAX_FILE_MB,
): string {
  const parts: string[] = []
  const allowed = allowedExtensions(field.allowedExtensions)
  if (allowed.length) parts.push(`Accepted file types: ${allowed.join(', ')}.`)
  parts.push(`Max. file size: ${formatFileSize(maxFileBytes(field.maxFileSize, ceilingMb))}.`)
  const count = maxFileCount(field)
  if (field.multipleFiles && Number.isFinite(count)) parts.push(`Max. files: ${count}.`)
  return parts.join(' ')
}
