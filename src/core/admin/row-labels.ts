/**
 * What an array row says in the admin (features/admin/row-labels/ArrayRowLabel.tsx): the row's own
 * name, a menu item's label or a social network, instead of Payload's "Menu item 01" on every row.
 * Plain data in and out; the row's data is whatever the form holds, so nothing here trusts its shape.
 */
import { SOCIAL_PLATFORMS } from '../../shell/Footer/social'

export type RowLabelKind =
  | 'menuItem'
  | 'menuColumn'
  | 'menuLink'
  | 'featuredCard'
  | 'headerButton'
  | 'footerColumn'
  | 'footerLink'
  | 'legalLink'
  | 'socialLink'

export type RowLabelText = {
  /** The row's own name, else "<Thing> <n>". */
  text: string
  /** Whether `text` is the row's own (false: the numbered default). */
  named: boolean
  /** A short note after the name: a menu item's kind, a social link's address. */
  note?: string
}

type Row = Record<string, unknown>

const MAX = 80

/** One line of at most 80 characters, or '' for anything that is not text. */
export function cleanLabel(value: unknown): string {
  if (typeof value !== 'string') return ''
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line
}

const field = (row: Row, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Row)[key] : undefined), row)

const MENU_KINDS: Record<string, string> = { link: 'Link', panel: 'Panel', both: 'Link and panel' }

/** An address as staff read it: no scheme, no "www.", no trailing slash. */
function shortAddress(value: unknown): string {
  const text = cleanLabel(value)
  return text
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
}

const KINDS: Record<RowLabelKind, { fallback: string; name: (row: Row) => string; note?: (row: Row) => string }> = {
  menuItem: {
    fallback: 'Menu item',
    // A panel has a label of its own; a link (or a link with a panel) shows its link's label.
    name: (row) =>
      row.kind === 'panel'
        ? cleanLabel(row.label) || cleanLabel(field(row, 'link', 'label'))
        : cleanLabel(field(row, 'link', 'label')) || cleanLabel(row.label),
    note: (row) => MENU_KINDS[String(row.kind ?? 'link')] ?? '',
  },
  menuColumn: { fallback: 'Column', name: (row) => cleanLabel(row.heading) },
  menuLink: { fallback: 'Link', name: (row) => cleanLabel(field(row, 'link', 'label')) },
  featuredCard: { fallback: 'Featured card', name: (row) => cleanLabel(row.heading) },
  headerButton: { fallback: 'Header button', name: (row) => cleanLabel(row.label) },
  footerColumn: { fallback: 'Column', name: (row) => cleanLabel(row.heading) },
  footerLink: { fallback: 'Link', name: (row) => cleanLabel(row.label) },
  legalLink: { fallback: 'Legal link', name: (row) => cleanLabel(row.label) },
  socialLink: {
    fallback: 'Social link',
    name: (row) =>
      typeof row.platform === 'string' && Object.hasOwn(SOCIAL_PLATFORMS, row.platform)
        ? SOCIAL_PLATFORMS[row.platform as keyof typeof SOCIAL_PLATFORMS]
        : '',
    note: (row) => shortAddress(row.url),
  },
}

export function isRowLabelKind(value: unknown): value is RowLabelKind {
  return typeof value === 'string' && Object.hasOwn(KINDS, value)
}

/** The label of row `rowIndex` (from 0) of an array whose rows are `kind`. */
export function rowLabelText(kind: RowLabelKind, data: unknown, rowIndex: number | undefined): RowLabelText {
  const spec = KINDS[kind]
  const row: Row = data && typeof data === 'object' ? (data as Row) : {}
  const own = spec.name(row)
  const number = typeof rowIndex === 'number' && Number.isInteger(rowIndex) && rowIndex >= 0 ? ` ${rowIndex + 1}` : ''
  const note = spec.note?.(row) || undefined
  return { text: own || `${spec.fallback}${number}`, named: Boolean(own), ...(note ? { note } : {}) }
}
