/**
 * What replaces a form after "Save and Continue Later": GF's saved message with the resume
 * link, how long it lasts, and a small form (still `form#gform_{id}`, so the form script
 * posts it) to have the link e-mailed; after sending, GF's confirmation that it was sent.
 */
import { escapeHtml as esc } from '../forms/escape'
import type { Form } from '../forms/types'

export type SavedView = {
  /** The address that resumes the form (with its token). */
  resumeUrl: string
  token: string
  expiresInDays: number
  /** The address the link was sent to, once sent. */
  sentTo?: string
  /** A problem with the address typed for the link. */
  emailError?: string
  email?: string
}

export const DRAFT_MESSAGES = {
  intro: 'Please use the following link to return and complete this form from any computer.',
  expires: (days: number) => `Note: This link will expire after ${days} days.`,
  askEmail: 'Enter your email address if you would like to receive the above link via email.',
  sent: 'A link to resume this form has been sent to the email address provided.',
  invalidEmail: 'Please enter a valid email address.',
  expired: 'This link to resume the form has expired or is not valid. Please fill in the form again.',
  sendFailed: 'The e-mail could not be sent. Please copy the link above instead, or try again later.',
  sendButton: 'Send Link',
  emailLabel: 'Email address',
}

export type SavedRenderOptions = {
  action: string
  ajaxUrl: string
  /** The form's config script (nonce and settings for the form script). */
  configScript: string
  focus?: boolean
}

export function renderSaved(form: Form, view: SavedView, options: SavedRenderOptions): string {
  const fid = form.id
  const link = `<p class="resume_form_link_wrapper"><a class="resume_form_link" href="${esc(view.resumeUrl)}">${esc(view.resumeUrl)}</a></p>`
  const sent = view.sentTo
    ? `<div class="form_saved_message_sent" id="gform_resume_link_sent_${fid}" role="status" tabindex="-1"><p>${esc(DRAFT_MESSAGES.sent)}</p></div>`
    : ''
  const errorId = `gform_resume_email_error_${fid}`
  const emailForm = `<form method="post" id="gform_${fid}" action="${esc(options.action)}" data-formid="${fid}" data-ajax-url="${esc(
    options.ajaxUrl,
  )}" enctype="multipart/form-data" novalidate><div class="form_saved_message_emailform"><p>${esc(DRAFT_MESSAGES.askEmail)}</p><div class="gfield${
    view.emailError ? ' gfield_error' : ''
  }"><label class="gfield_label gform-field-label" for="gform_resume_email_${fid}">${esc(DRAFT_MESSAGES.emailLabel)}</label><div class="ginput_container ginput_container_email"><input type="email" name="gform_resume_email" id="gform_resume_email_${fid}" autocomplete="email" value="${esc(
    view.email ?? '',
  )}" aria-invalid="${view.emailError ? 'true' : 'false'}"${view.emailError ? ` aria-describedby="${errorId}"` : ''}></div>${
    view.emailError
      ? `<div class="gfield_description validation_message gfield_validation_message" id="${errorId}">${esc(view.emailError)}</div>`
      : ''
  }</div><input type="hidden" name="gform_resume_token" value="${esc(view.token)}"><input type="hidden" name="is_submit_${fid}" value="1"><input type="hidden" name="gform_submit" value="${fid}"><input type="hidden" name="gform_submission_method" value="postback"><div class="gform_footer"><input type="submit" name="gform_send_resume_link" value="${esc(
    DRAFT_MESSAGES.sendButton,
  )}" class="gform_send_resume_link_button gform_button button"></div></div></form>`
  return `<div class="gform_wrapper gravity-theme gform-theme--no-framework gform_saved" id="gform_wrapper_${fid}" data-form-id="${fid}"><div id="gf_${fid}" class="gform_anchor" tabindex="-1"></div><div class="form_saved_message" id="gform_saved_message_${fid}" tabindex="-1"${
    options.focus ? ' autofocus' : ''
  }><p>${esc(DRAFT_MESSAGES.intro)}</p>${link}<p>${esc(DRAFT_MESSAGES.expires(view.expiresInDays))}</p></div>${sent}${emailForm}${options.configScript}</div>`
}
