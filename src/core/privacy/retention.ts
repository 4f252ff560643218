/**
 * Per-form retention (GF's personal data settings): entries, and saved drafts, older than
 * N days are moved to the trash or deleted. Pure decisions; the purge job applies them.
 */
export type RetentionPolicy = { policy: 'retain' | 'trash' | 'delete'; days: number }

export const DAY_MS = 86_400_000

/** The moment before which a form's records expire, or null when it keeps them. */
export function retentionCutoff(retention: RetentionPolicy | undefined, now: number): Date | null {
  if (!retention || retention.policy === 'retain') return null
  if (!Number.isInteger(retention.days) || retention.days < 1) return null
  return new Date(now - retention.days * DAY_MS)
}

/**
 * What happens to an expired record: entries can go to the trash; records without a trash
 * (drafts) are deleted whatever the policy, and an entry already in the trash stays there
 * under a trash policy.
 */
export function expiryAction(
  policy: 'trash' | 'delete',
  record: { trashable: boolean; inTrash?: boolean },
): 'trash' | 'delete' | 'none' {
  if (policy === 'delete' || !record.trashable) return 'delete'
  return record.inTrash ? 'none' : 'trash'
}

/** An address typed to look up personal data: trimmed, lower case, or null when it is not one. */
export function normaliseEmail(text: string): string | null {
  const email = text.trim().toLowerCase()
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null
}
