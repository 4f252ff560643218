import { describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from './fixtures'
import { readSubmissionMeta, submissionType } from './protocol'
import { formAvailability, resolveSubmission, type SubmissionOutcome } from './submission'
import { makeForm, when } from './test-forms'
import type { Form } from './types'
import { readValues, type Pair, type Values } from './values'

const page1: Values = {
  '1.3': 'Jan',
  '1.6': 'Jansen',
  '2': 'Bakker & Zn',
  '3': 'jan@oproep.example',
  '3.2': 'jan@oproep.example',
  '4': '06 12345678',
}
const page2: Values = { '7': 'hospitality', '8.1': 'guest-pagers', '9': '40', '10': '01-06-2026' }
const page3: Values = { '17.1': '1' }

const resolve = (
  values: Values,
  type: Parameters<typeof resolveSubmission>[0]['type'],
  sourcePage: number,
  form: Form = quoteForm,
) => resolveSubmission({ form, values, type, sourcePage })

function expectKind<K extends SubmissionOutcome['kind']>(
  outcome: SubmissionOutcome,
  kind: K,
): Extract<SubmissionOutcome, { kind: K }> {
  expect(outcome.kind).toBe(kind)
  return outcome as Extract<SubmissionOutcome, { kind: K }>
}

describe('next', () => {
  it('validates the current page only and stays on it with errors', async () => {
    const outcome = expectKind(await resolve({ '1.3': 'Jan' }, 'next', 1), 'invalid')
    expect(outcome.errors.map((e) => e.fieldId)).toEqual([1, 2, 3, 4])
    expect(outcome).toMatchObject({ pageNumber: 1, sourcePageNumber: 1, targetPageNumber: 2 })
  })
  it('moves on when the page is valid, whatever is missing on later pages', async () => {
    const outcome = expectKind(await resolve(page1, 'next', 1), 'page')
    expect(outcome).toMatchObject({ pageNumber: 2, sourcePageNumber: 1, targetPageNumber: 3, errors: [] })
    expect(outcome.values).toMatchObject(page1)
  })
  it('skips a hidden page', async () => {
    const form = makeForm([
      { type: 'text', id: 1, label: 'a' },
      { type: 'page', id: 2, label: 'p2', conditionalLogic: when('1', 'is', 'skip', 'hide') },
      { type: 'text', id: 3, label: 'b', isRequired: true },
      { type: 'page', id: 4, label: 'p3' },
      { type: 'text', id: 5, label: 'c' },
    ])
    expect(await resolve({ '1': 'skip' }, 'next', 1, form)).toMatchObject({ kind: 'page', pageNumber: 3, targetPageNumber: 0 })
    expect(await resolve({}, 'next', 1, form)).toMatchObject({ kind: 'page', pageNumber: 2, targetPageNumber: 3 })
    // From page 3 back: page 2 is hidden, so page 1.
    expect(await resolve({ '1': 'skip' }, 'previous', 3, form)).toMatchObject({
      kind: 'page',
      pageNumber: 1,
      targetPageNumber: 3,
    })
  })
  it('submits from the last shown page', async () => {
    const form = makeForm([
      { type: 'text', id: 1, label: 'a' },
      { type: 'page', id: 2, label: 'p2', conditionalLogic: when('1', 'is', 'skip', 'hide') },
      { type: 'text', id: 3, label: 'b', isRequired: true },
    ])
    expect((await resolve({ '1': 'skip' }, 'next', 1, form)).kind).toBe('complete')
  })
  it('is refused when the next button is hidden', async () => {
    const form = makeForm([
      { type: 'consent', id: 1, label: 'c', checkboxLabel: 'ok' },
      { type: 'page', id: 2, label: 'p2', nextButton: { text: 'Next', conditionalLogic: when('1', 'is', '1') } },
      { type: 'text', id: 3, label: 't' },
    ])
    expect(await resolve({}, 'next', 1, form)).toMatchObject({ kind: 'refused', reason: 'button-hidden', pageNumber: 1 })
    expect(await resolve({ '1.1': '1' }, 'next', 1, form)).toMatchObject({ kind: 'page', pageNumber: 2 })
  })
})

describe('previous', () => {
  it('goes back without validating', async () => {
    const outcome = expectKind(await resolve({}, 'previous', 3), 'page')
    expect(outcome).toMatchObject({ pageNumber: 2, sourcePageNumber: 3, targetPageNumber: 3, errors: [] })
  })
  it('stays on page 1 from page 1 and treats nonsense pages as page 1', async () => {
    expect(await resolve({}, 'previous', 1)).toMatchObject({ pageNumber: 1 })
    expect(await resolve({}, 'previous', 99)).toMatchObject({ pageNumber: 1, sourcePageNumber: 1 })
  })
})

describe('submit', () => {
  it('validates every page and shows the first page with an error', async () => {
    const outcome = expectKind(await resolve({ ...page1, ...page3 }, 'submit', 3), 'invalid')
    expect(outcome.errors.map((e) => e.fieldId)).toEqual([7, 8, 9])
    expect(outcome).toMatchObject({ pageNumber: 2, sourcePageNumber: 3, targetPageNumber: 3 })
  })
  it('completes with the entry, the confirmation and the notifications, hidden fields dropped', async () => {
    const values = { ...page1, ...page2, ...page3, '12': '30', '5.4': 'forged region' }
    const outcome = expectKind(await resolve(values, 'submit', 3), 'complete')
    expect(outcome.values['12']).toBeUndefined()
    expect(outcome.values['5.4']).toBeUndefined()
    expect(outcome.entry).toEqual({
      '1.3': 'Jan',
      '1.6': 'Jansen',
      '2': 'Bakker & Zn',
      '3': 'jan@oproep.example',
      '4': '06 12345678',
      '7': 'hospitality',
      '8.1': 'guest-pagers',
      '9': '40',
      '10': '2026-06-01',
      '66': '0',
      '68': '0,00 €',
      '17.1': '1',
      '17.2': 'I agree that Oproep Systems stores my details to prepare a quote.',
      '17.3': expect.stringContaining('Oproep Systems B.V. uses your details'),
    })
    expect(outcome.confirmation?.id).toBe('quote-default')
    expect(outcome.notifications.map((n) => n.id)).toEqual(['quote-sales'])
  })
  it('picks the confirmation and notifications from the values', async () => {
    const values = { ...page1, ...page2, ...page3, '7': 'care', '9': '1.200', '12': '30' }
    const outcome = expectKind(await resolve(values, 'submit', 3), 'complete')
    expect(outcome.confirmation?.id).toBe('quote-large')
    expect(outcome.notifications.map((n) => n.id)).toEqual(['quote-sales', 'quote-care'])
    expect(outcome.entry['12']).toBe('30')
  })
  it('is refused when the submit button is hidden', async () => {
    const form = makeForm([{ type: 'consent', id: 1, label: 'c', checkboxLabel: 'ok' }], {
      button: { text: 'Send', conditionalLogic: when('1', 'is', '1') },
    })
    expect(await resolve({}, 'submit', 1, form)).toMatchObject({ kind: 'refused', reason: 'button-hidden' })
    expect((await resolve({ '1.1': '1' }, 'submit', 1, form)).kind).toBe('complete')
  })
  it('checks duplicates through the injected lookup', async () => {
    const form = makeForm([{ type: 'email', id: 1, label: 'e', noDuplicates: true }])
    const outcome = await resolveSubmission({
      form,
      values: { '1': 'a@b.co' },
      type: 'submit',
      sourcePage: 1,
      isDuplicate: async () => true,
    })
    expect(outcome).toMatchObject({ kind: 'invalid', errors: [{ fieldId: 1 }] })
  })
  it('takes translated messages', async () => {
    const outcome = await resolveSubmission({
      form: contactForm,
      values: {},
      type: 'submit',
      sourcePage: 1,
      messages: { required: 'Verplicht.' },
    })
    expect(expectKind(outcome, 'invalid').errors[0]?.message).toBe('Verplicht.')
  })
})

describe('save and send link', () => {
  it('keep the page without validating', async () => {
    expect(await resolve({}, 'save-continue', 2)).toMatchObject({ kind: 'save', pageNumber: 2, targetPageNumber: 3, errors: [] })
    expect(await resolve({}, 'send-link', 3)).toMatchObject({ kind: 'send-link', pageNumber: 3, targetPageNumber: 0 })
  })
})

describe('a whole post, from the wire to the outcome', () => {
  it('reads, decides and completes the contact form', async () => {
    const post: Pair[] = [
      ['input_1.3', 'Jan'],
      ['input_1.6', 'Jansen'],
      ['input_2', 'jan@oproep.example'],
      ['input_3', '030 123 4567'],
      ['input_5', 'service'],
      ['input_6', 'The charger\r\nis broken.'],
      ['input_7.1', '1'],
      ['input_7.2', 'forged'],
      ['is_submit_1', '1'],
      ['gform_submit', '1'],
      ['gform_source_page_number_1', '1'],
      ['gform_target_page_number_1', '0'],
      ['input_9', ''],
    ]
    const meta = readSubmissionMeta(contactForm, post)
    const { values } = readValues(contactForm, post)
    const outcome = await resolveSubmission({
      form: contactForm,
      values,
      type: submissionType(meta, contactForm),
      sourcePage: meta.sourcePage,
      targetPage: meta.targetPage,
    })
    const done = expectKind(outcome, 'complete')
    expect(done.entry['6']).toBe('The charger\nis broken.')
    expect(done.entry['7.2']).toBe('I agree that Oproep Systems stores my details to answer me.')
    expect(done.notifications.map((n) => n.id)).toEqual(['contact-admin', 'contact-service', 'contact-receipt'])
    expect(meta.honeypot).toBe('')
  })
})

describe('formAvailability', () => {
  const at = (iso: string, entryCount?: number) => ({ now: Date.parse(iso), entryCount })
  const form = (settings: Partial<Form['settings']>): Form => ({
    ...contactForm,
    settings: { ...contactForm.settings, ...settings },
  })
  it('is open without schedule or limit', () => {
    expect(formAvailability(contactForm, at('2026-03-07T10:00:00Z'))).toEqual({ open: true })
  })
  it('follows the schedule', () => {
    const scheduled = form({
      schedule: {
        start: '2026-03-01T09:00:00+01:00',
        end: '2026-04-01T00:00:00+02:00',
        pendingMessage: 'Soon',
        closedMessage: 'Closed',
      },
    })
    expect(formAvailability(scheduled, at('2026-03-01T07:59:59Z'))).toEqual({ open: false, reason: 'pending', message: 'Soon' })
    expect(formAvailability(scheduled, at('2026-03-01T08:00:00Z'))).toEqual({ open: true })
    expect(formAvailability(scheduled, at('2026-03-31T22:00:00Z'))).toEqual({ open: false, reason: 'closed', message: 'Closed' })
  })
  it('closes at the entry limit', () => {
    const limited = form({ limitEntries: { count: 100, period: 'month', message: 'Full' } })
    expect(formAvailability(limited, at('2026-03-07T10:00:00Z', 99))).toEqual({ open: true })
    expect(formAvailability(limited, at('2026-03-07T10:00:00Z', 100))).toEqual({ open: false, reason: 'limit', message: 'Full' })
  })
})
