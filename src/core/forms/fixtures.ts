/**
 * The demo forms of Oproep Systems: the contact form and the multi-page quote request.
 * The engine's tests run against them and the seed creates them, so what is tested is what
 * a fresh site shows.
 */
import { quoteSystemFields } from './fixtures-quote'
import type { ConditionalLogic, Form } from './types'

const PRIVACY_TEXT =
  'Oproep Systems B.V. uses your details only to answer this message and, if you ask for one, to prepare a quote. ' +
  'We keep them for up to two years and never share them with other companies. See our privacy policy for your rights.'

const showWhen = (fieldId: string, operator: ConditionalLogic['rules'][number]['operator'], value: string): ConditionalLogic => ({
  actionType: 'show',
  logicType: 'all',
  rules: [{ fieldId, operator, value }],
})

export const contactForm: Form = {
  id: 1,
  title: 'Contact',
  description: 'Questions about a system, an order or a repair? We answer within one working day.',
  labelPlacement: 'top_label',
  descriptionPlacement: 'below',
  subLabelPlacement: 'below',
  button: { text: 'Send message' },
  fields: [
    {
      type: 'name',
      id: 1,
      label: 'Name',
      isRequired: true,
      autocompleteAttribute: 'name',
      inputs: [
        { id: '1.2', label: 'Prefix', isHidden: true },
        { id: '1.3', label: 'First name' },
        { id: '1.4', label: 'Middle name', isHidden: true },
        { id: '1.6', label: 'Last name' },
        { id: '1.8', label: 'Suffix', isHidden: true },
      ],
    },
    {
      type: 'email',
      id: 2,
      label: 'E-mail',
      isRequired: true,
      layoutGridColumnSpan: 6,
      autocompleteAttribute: 'email',
      allowsPrepopulate: true,
      inputName: 'email',
    },
    {
      type: 'phone',
      id: 3,
      label: 'Phone',
      phoneFormat: 'international',
      defaultCountry: 'NL',
      description: 'Numbers without a country code are read as Dutch.',
      layoutGridColumnSpan: 6,
      autocompleteAttribute: 'tel',
    },
    { type: 'text', id: 4, label: 'Company', maxLength: 120, autocompleteAttribute: 'organization' },
    {
      type: 'select',
      id: 5,
      label: 'Subject',
      isRequired: true,
      placeholder: 'Choose a subject',
      allowsPrepopulate: true,
      inputName: 'subject',
      choices: [
        { text: 'A question about a product', value: 'product' },
        { text: 'An order or delivery', value: 'order' },
        { text: 'Service and repairs', value: 'service' },
        { text: 'Something else', value: 'other' },
      ],
    },
    { type: 'textarea', id: 6, label: 'Message', isRequired: true, maxLength: 3000 },
    {
      type: 'consent',
      id: 7,
      label: 'Privacy',
      isRequired: true,
      checkboxLabel: 'I agree that Oproep Systems stores my details to answer me.',
      description: PRIVACY_TEXT,
    },
    { type: 'hidden', id: 8, label: 'Campaign', allowsPrepopulate: true, inputName: 'utm_campaign' },
  ],
  confirmations: [
    {
      id: 'contact-default',
      name: 'Default confirmation',
      isDefault: true,
      type: 'message',
      message:
        '<p>Thank you, {Name:1.3}. Your message is with our team in Utrecht, and one of our engineers will answer within one working day, usually sooner.</p>' +
        '<p>Is a nurse call system down? Please call the 24/7 fault line on the number in your service contract: it is always answered.</p>',
    },
  ],
  notifications: [
    {
      id: 'contact-admin',
      name: 'To the sales desk',
      isActive: true,
      event: 'form_submission',
      toType: 'email',
      toEmails: ['info@oproep.example'],
      replyToField: 2,
      subject: 'Contact form: {Subject:5}',
      message: '{all_fields}',
    },
    {
      id: 'contact-service',
      name: 'Copy to the service desk',
      isActive: true,
      event: 'form_submission',
      toType: 'email',
      toEmails: ['service@oproep.example'],
      replyToField: 2,
      subject: 'Service request from {Name:1.3} {Name:1.6}',
      message: '{all_fields}',
      conditionalLogic: showWhen('5', 'is', 'service'),
    },
    {
      // A fixed text only: a message built from submitted text would let anyone send mail through the site.
      id: 'contact-receipt',
      name: 'Receipt to the visitor',
      isActive: true,
      event: 'form_submission',
      toType: 'field',
      toField: 2,
      subject: 'We have your message',
      message: 'Thank you for contacting Oproep Systems. We answer within one working day.',
    },
  ],
  settings: { enableHoneypot: true, requireLogin: false, validationSummary: true },
}

export const quoteForm: Form = {
  id: 2,
  title: 'Request a quote',
  description: 'Three short steps. We reply within one working day with advice and a quote.',
  labelPlacement: 'top_label',
  descriptionPlacement: 'below',
  subLabelPlacement: 'below',
  button: { text: 'Request my quote' },
  lastPageButton: { text: 'Previous' },
  pagination: {
    type: 'steps',
    pageNames: ['Your details', 'Your needs', 'Summary'],
    displayProgressbarOnConfirmation: false,
  },
  fields: [
    {
      type: 'name',
      id: 1,
      label: 'Name',
      isRequired: true,
      autocompleteAttribute: 'name',
      inputs: [
        { id: '1.3', label: 'First name' },
        { id: '1.6', label: 'Last name' },
      ],
    },
    { type: 'text', id: 2, label: 'Company or organisation', isRequired: true, maxLength: 120 },
    {
      type: 'email',
      id: 3,
      label: 'E-mail',
      isRequired: true,
      emailConfirmEnabled: true,
      layoutGridColumnSpan: 6,
      inputs: [
        { id: '3', label: 'E-mail' },
        { id: '3.2', label: 'Repeat e-mail' },
      ],
    },
    {
      type: 'phone',
      id: 4,
      label: 'Phone',
      isRequired: true,
      phoneFormat: 'international',
      defaultCountry: 'NL',
      layoutGridColumnSpan: 6,
    },
    {
      type: 'address',
      id: 5,
      label: 'Delivery address',
      addressType: 'international',
      defaultCountry: 'Netherlands',
      inputs: [
        { id: '5.1', label: 'Street and number' },
        { id: '5.2', label: 'Address line 2', isHidden: true },
        { id: '5.3', label: 'City' },
        { id: '5.4', label: 'Region', isHidden: true },
        { id: '5.5', label: 'Postcode' },
        { id: '5.6', label: 'Country' },
      ],
    },
    { type: 'page', id: 6, label: 'Your needs', nextButton: { text: 'Next' }, previousButton: { text: 'Previous' } },
    {
      type: 'radio',
      id: 7,
      label: 'Sector',
      isRequired: true,
      enableOtherChoice: true,
      otherPlaceholder: 'Your sector',
      choices: [
        { text: 'Restaurant or food court', value: 'hospitality' },
        { text: 'Care home or clinic', value: 'care' },
        { text: 'Hotel', value: 'hotel' },
        { text: 'Shop or retail chain', value: 'retail' },
      ],
    },
    {
      type: 'checkbox',
      id: 8,
      label: 'What do you need?',
      isRequired: true,
      choices: [
        { text: 'Guest pagers', value: 'guest-pagers' },
        { text: 'Staff pagers and watches', value: 'staff-pagers' },
        { text: 'Nurse call', value: 'nurse-call' },
        { text: 'Call buttons', value: 'call-buttons' },
      ],
    },
    {
      type: 'number',
      id: 9,
      label: 'Number of pagers',
      description: 'Roughly is fine: one per table, bed or checkout.',
      isRequired: true,
      numberFormat: 'decimal_comma',
      rangeMin: 1,
      rangeMax: 5000,
      layoutGridColumnSpan: 6,
    },
    {
      type: 'date',
      id: 10,
      label: 'Wanted by',
      dateType: 'datepicker',
      dateFormat: 'dmy_dash',
      calendarIconType: 'calendar',
      layoutGridColumnSpan: 6,
    },
    {
      type: 'section',
      id: 11,
      label: 'Care home details',
      conditionalLogic: showWhen('7', 'is', 'care'),
    },
    { type: 'number', id: 12, label: 'Number of rooms', numberFormat: 'decimal_comma', rangeMin: 1, isRequired: true },
    {
      type: 'checkbox',
      id: 13,
      label: 'Existing system to replace',
      enableSelectAll: true,
      choices: [
        { text: 'Wired nurse call', value: 'wired' },
        { text: 'DECT phones', value: 'dect' },
        { text: 'None', value: 'none' },
      ],
    },
    ...quoteSystemFields,
    { type: 'page', id: 14, label: 'Summary', nextButton: { text: 'Check my request' }, previousButton: { text: 'Previous' } },
    {
      type: 'html',
      id: 15,
      label: 'Summary',
      content: '<p>Please check your request. Use Previous to change anything.</p>\n{all_fields}',
    },
    { type: 'textarea', id: 16, label: 'Anything else we should know?', maxLength: 3000, useRichTextEditor: true },
    {
      type: 'consent',
      id: 17,
      label: 'Privacy',
      isRequired: true,
      checkboxLabel: 'I agree that Oproep Systems stores my details to prepare a quote.',
      description: PRIVACY_TEXT,
    },
  ],
  confirmations: [
    {
      id: 'quote-large',
      name: 'Large project',
      isDefault: false,
      type: 'message',
      message:
        '<p>Thank you, {Name:1.3}. For a project of {Number of pagers:9} pagers an account manager will call you to plan a site visit.</p>',
      conditionalLogic: { actionType: 'show', logicType: 'all', rules: [{ fieldId: '9', operator: '>', value: '100' }] },
    },
    {
      id: 'quote-default',
      name: 'Default confirmation',
      isDefault: true,
      type: 'message',
      message: '<p>Thank you, {Name:1.3}. You will have our quote within one working day.</p>',
    },
  ],
  notifications: [
    {
      id: 'quote-sales',
      name: 'To the sales desk',
      isActive: true,
      event: 'form_submission',
      toType: 'email',
      toEmails: ['sales@oproep.example'],
      replyToField: 3,
      subject: 'Quote request: {Company or organisation:2} ({Number of pagers:9} pagers)',
      message: '{all_fields}',
    },
    {
      id: 'quote-care',
      name: 'To the care team',
      isActive: true,
      event: 'form_submission',
      toType: 'email',
      toEmails: ['care@oproep.example'],
      subject: 'Nurse call quote: {Company or organisation:2}',
      message: '{all_fields}',
      conditionalLogic: {
        actionType: 'show',
        logicType: 'any',
        rules: [
          { fieldId: '7', operator: 'is', value: 'care' },
          { fieldId: '8', operator: 'is', value: 'nurse-call' },
        ],
      },
    },
  ],
  settings: { enableHoneypot: true, requireLogin: false, validationSummary: true },
}

export const demoForms: readonly Form[] = [contactForm, quoteForm]
