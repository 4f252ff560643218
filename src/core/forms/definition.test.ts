import { describe, expect, it } from 'vitest'

import { formProblems } from './definition'
import { contactForm, demoForms, quoteForm } from './fixtures'
import { makeForm, when } from './test-forms'
import type { Form } from './types'

const messages = (form: Form) => formProblems(form).map((p) => p.message)

describe('formProblems', () => {
  it('finds nothing wrong with the demo forms', () => {
    for (const form of demoForms) expect(formProblems(form), form.title).toEqual([])
  })
  it('finds duplicate and invalid ids', () => {
    const form = makeForm([
      { type: 'text', id: 1, label: 'a' },
      { type: 'text', id: 1, label: 'b' },
      { type: 'text', id: 0, label: 'c' },
    ])
    expect(messages(form)).toEqual(['Field id 1 is used twice.', 'Field id 0 is not a positive whole number.'])
  })
  it('finds rules on missing, display-only and own fields', () => {
    const form = makeForm(
      [
        { type: 'html', id: 1, label: 'h', content: '' },
        { type: 'text', id: 2, label: 'a', conditionalLogic: when('9', 'is', 'x') },
        { type: 'text', id: 3, label: 'b', conditionalLogic: when('1', 'is', 'x') },
        { type: 'text', id: 4, label: 'c', conditionalLogic: when('4', 'is', 'x') },
        { type: 'page', id: 5, label: 'p', nextButton: { text: 'n', conditionalLogic: when('8', 'is', 'x') } },
      ],
      { button: { text: 's', conditionalLogic: when('7', 'is', 'x') } },
    )
    expect(messages(form)).toEqual([
      'Field 2 (a): a rule refers to field 9, which does not exist.',
      'Field 3 (b): a rule refers to field 1, which holds no value.',
      'Field 4 (c): a rule refers to the field itself.',
      'Field 5 (p), next button: a rule refers to field 8, which does not exist.',
      'Submit button: a rule refers to field 7, which does not exist.',
    ])
  })
  it('finds bad choices, ranges, lengths and countries', () => {
    const form = makeForm([
      { type: 'select', id: 1, label: 's', choices: [] },
      {
        type: 'radio',
        id: 2,
        label: 'r',
        choices: [
          { text: 'A', value: 'a' },
          { text: 'B', value: 'a' },
        ],
      },
      { type: 'number', id: 3, label: 'n', numberFormat: 'decimal_dot', rangeMin: 5, rangeMax: 1 },
      { type: 'text', id: 4, label: 't', maxLength: 0 },
      { type: 'phone', id: 5, label: 'p', phoneFormat: 'international', defaultCountry: 'XX' },
      { type: 'address', id: 6, label: 'a', addressType: 'international', defaultCountry: 'Atlantis' },
    ])
    expect(messages(form)).toEqual([
      'Field 1 (s) has no choices.',
      'Field 2 (r) has two choices with the same value.',
      'Field 3 (n): the minimum is above the maximum.',
      'Field 4 (t): the maximum length must be a positive whole number.',
      'Field 5 (p): unknown default country XX.',
      'Field 6 (a): the default country is not in the countries list.',
    ])
  })
  it('checks pages, confirmations and notifications', () => {
    const form: Form = {
      ...quoteForm,
      pagination: { type: 'steps', pageNames: ['a', 'b', 'c', 'd'] },
      confirmations: [
        { id: 'x', name: 'Go', isDefault: false, type: 'redirect' },
        { id: 'y', name: 'Page', isDefault: false, type: 'page', conditionalLogic: when('99', 'is', '') },
      ],
      notifications: [
        { ...contactForm.notifications[2]!, toField: 2 },
        { ...contactForm.notifications[0]!, toEmails: [], replyToField: undefined },
        { ...contactForm.notifications[2]!, toField: undefined },
      ],
    }
    expect(messages(form)).toEqual([
      'There are 4 page names for 3 pages.',
      'There must be exactly one default confirmation (found 0).',
      'Confirmation "Go" has no destination.',
      'Confirmation "Page": a rule refers to field 99, which does not exist.',
      'Confirmation "Page" has no destination.',
      'Notification "Receipt to the visitor": the recipient field is not an e-mail field.',
      'Notification "To the sales desk" has no recipients.',
      'Notification "Receipt to the visitor" has no recipient field.',
    ])
  })
})
