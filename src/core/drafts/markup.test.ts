import { describe, expect, it } from 'vitest'

import { quoteForm } from '../forms/fixtures'
import { renderSaved } from './markup'

const view = {
  resumeUrl: 'https://site.example/request-a-quote?gf_token=' + 'a'.repeat(48),
  token: 'a'.repeat(48),
  expiresInDays: 30,
}
const options = {
  action: '/request-a-quote',
  ajaxUrl: '/next/forms/ajax',
  configScript: '<script type="application/json"></script>',
}

describe('saved message', () => {
  it('shows the resume link, its lifetime and a form to e-mail it', () => {
    const html = renderSaved(quoteForm, view, options)
    expect(html).toContain('id="gform_wrapper_2"')
    expect(html).toContain('Please use the following link to return and complete this form from any computer.')
    expect(html).toContain(`<a class="resume_form_link" href="${view.resumeUrl}">`)
    expect(html).toContain('Note: This link will expire after 30 days.')
    expect(html).toContain('<form method="post" id="gform_2"')
    expect(html).toContain('<label class="gfield_label gform-field-label" for="gform_resume_email_2">Email address</label>')
    expect(html).toContain(`name="gform_resume_token" value="${view.token}"`)
    expect(html).toContain(
      'name="gform_send_resume_link" value="Send Link" class="gform_send_resume_link_button gform_button button"',
    )
    expect(html).toContain('name="is_submit_2" value="1"')
  })

  it('says when the link was sent, and what is wrong with an address', () => {
    expect(renderSaved(quoteForm, { ...view, sentTo: 'a@b.example' }, options)).toContain(
      'A link to resume this form has been sent to the email address provided.',
    )
    const bad = renderSaved(quoteForm, { ...view, email: '<x>', emailError: 'Please enter a valid email address.' }, options)
    expect(bad).toContain('aria-invalid="true" aria-describedby="gform_resume_email_error_2"')
    expect(bad).toContain('value="&#60;x&#62;"')
  })
})
