import type { PayloadRequest } from 'payload'

import { firstAdminEmail } from './admin-email'

/**
 * What a new form starts with, as in Gravity Forms: an active "Admin Notification" with every
 * answer to the site's address, and a "Default Confirmation" message. They are the arrays'
 * default values, so only a form created in the admin gets them (the seed, the importer and
 * the tests always give both arrays, so theirs stay as they are).
 */
export const DEFAULT_CONFIRMATION_TEXT = 'Thanks for contacting us! We will get in touch with you shortly.'

/** A Lexical editor state of one paragraph of plain text, as the confirmation's rich text stores it. */
function paragraphState(text: string) {
  const format = { direction: 'ltr', format: '', indent: 0, version: 1 }
  return {
    root: {
      type: 'root',
      ...format,
      children: [
        {
          type: 'paragraph',
          ...format,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', detail: 0, format: 0, mode: 'normal', style: '', text, version: 1 }],
        },
      ],
    },
  }
}

export function newFormConfirmations() {
  return [{ name: 'Default Confirmation', isDefault: true, type: 'message', message: paragraphState(DEFAULT_CONFIRMATION_TEXT) }]
}

/**
 * GF's `{admin_email}` is the site's address: Site settings' e-mail, else the address of the staff
 * member creating the form, else the first admin's (notifications take addresses only, so a
 * placeholder would send nothing).
 */
export async function newFormNotifications({ req }: { req: PayloadRequest }) {
  let to = ''
  try {
    const site = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    to = typeof site?.email === 'string' ? site.email.trim() : ''
  } catch {
    // No settings yet: the creator's address below.
  }
  if (!to && typeof req.user?.email === 'string') to = req.user.email
  if (!to) {
    // Made without a signed-in user (a script): the first admin, as the importer reads {admin_email}.
    to = (await firstAdminEmail(req.payload, req)) ?? ''
  }
  // No address anywhere: no notification, rather than one that fails the form's validation.
  if (!to) return []
  return [
    {
      name: 'Admin Notification',
      isActive: true,
      toType: 'email',
      toEmails: to,
      subject: 'New submission from {form_title}',
      message: '{all_fields}',
    },
  ]
}
