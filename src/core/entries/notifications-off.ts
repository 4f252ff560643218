/**
 * What staff are told when a form e-mails nobody: every notification switched off (or none at
 * all), which is easy to miss once entries only arrive in the admin. Null when some notification
 * is active.
 */
export function notificationsNotice(notifications: readonly { isActive?: boolean | null }[] | null | undefined): string | null {
  const list = notifications ?? []
  if (list.length === 0) return 'Notifications are off: this form has none, so no e-mail is sent for its entries.'
  return list.some((n) => n.isActive !== false) ? null : 'Notifications are off: no e-mail is sent for this form’s entries.'
}

/** The short form, for the forms list. */
export const NOTIFICATIONS_OFF = 'Notifications are off'
