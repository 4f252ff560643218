/**
 * The dealer application of Oproep Systems (/dealer-application): a company's details, its
 * website and a social profile, an e-mail address the server checks, the password of the
 * dealer portal account (asked twice, at least "Medium" strength, kept only as a hash), and
 * the date it would like to start, within the next sales season.
 */
import type { Form } from './types'

export const dealerForm: Form = {
  id: 3,
  title: 'Become a dealer',
  description: 'Resell and install Oproep paging and call systems in your region.',
  labelPlacement: 'top_label',
  descriptionPlacement: 'below',
  subLabelPlacement: 'below',
  button: { text: 'Send my application' },
  fields: [
    { type: 'text', id: 1, label: 'Company name', isRequired: true, maxLength: 120, autocompleteAttribute: 'organization' },
    {
      type: 'name',
      id: 2,
      label: 'Contact person',
      isRequired: true,
      inputs: [
        { id: '2.3', label: 'First name' },
        { id: '2.6', label: 'Last name' },
      ],
    },
    {
      type: 'email',
      id: 3,
      label: 'E-mail for the dealer portal',
      description: 'We check that the address can receive mail.',
      isRequired: true,
      enableServerCheck: true,
      layoutGridColumnSpan: 6,
    },
    { type: 'website', id: 4, label: 'Website', layoutGridColumnSpan: 6 },
    {
      type: 'password',
      id: 8,
      label: 'Password for the dealer portal',
      description: 'You sign in to the dealer portal with your e-mail address and this password.',
      isRequired: true,
      passwordStrengthEnabled: true,
      minPasswordStrength: 'good',
    },
    {
      type: 'social',
      id: 5,
      label: 'LinkedIn page',
      description: 'Your company page address, or your handle.',
      platform: 'linkedin',
    },
    {
      type: 'date',
      id: 6,
      label: 'Preferred start date',
      description: 'Dealers start between 1 February and 30 June 2027.',
      dateType: 'datepicker',
      dateFormat: 'dmy',
      calendarIconType: 'calendar',
      minDate: '2027-02-01',
      maxDate: '2027-06-30',
      isRequired: true,
    },
    { type: 'textarea', id: 7, label: 'Your region and customers', maxLength: 2000 },
  ],
  confirmations: [
    {
      id: 'dealer-default',
      name: 'Default confirmation',
      isDefault: true,
      type: 'message',
      message: '<p>Thank you, {Contact person:2.3}. Our dealer manager will call you within a week.</p>',
    },
  ],
  notifications: [
    {
      id: 'dealer-sales',
      name: 'To the dealer manager',
      isActive: true,
      event: 'form_submission',
      toType: 'email',
      toEmails: ['dealers@oproep.example'],
      replyToField: 3,
      subject: 'Dealer application: {Company name:1}',
      message: '{all_fields}',
    },
  ],
  settings: { enableHoneypot: true, requireLogin: false, validationSummary: true },
}
