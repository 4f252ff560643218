// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { answerFields, entryRows, PASSWORD_SET } from '../entries/values'
import { renderForm, type RenderOptions } from '../forms/markup'
import { replaceMergeTags } from '../forms/merge-tags'
import { resolveSubmission } from '../forms/submission'
import { makeForm } from '../forms/test-forms'
import { validateForm } from '../forms/validate'
import { readValues, toEntry, toPairs } from '../forms/values'
import { isPasswordHash, passwordInputIds, withoutPasswords } from './field'
import { scorePassword } from './score'

const SECRET = 'Kw4rtel-Sn33uw-Lamp!'

const form = makeForm([
  { type: 'text', id: 1, label: 'Company' },
  {
    type: 'password',
    id: 2,
    label: 'Portal password',
    isRequired: true,
    passwordStrengthEnabled: true,
    minPasswordStrength: 'good',
  },
])
const once = makeForm([
  {
    type: 'password',
    id: 4,
    label: 'PIN',
    inputs: [{ id: '4.2', label: 'Confirm Password', isHidden: true }],
  },
])

const options: RenderOptions = {
  action: '/dealer-application',
  ajaxUrl: '/next/forms/ajax',
  nonce: 'n',
  displayTitle: false,
  displayDescription: false,
  sanitizeHtml: (html) => html,
  context: { today: '2027-03-01' },
}
const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')
const fid = form.id

describe('password field: markup', () => {
  it('writes GF’s two inputs, their sub-labels and the strength indicator', () => {
    const doc = parse(renderForm(form, { values: {} }, options))
    const field = doc.getElementById(`field_${fid}_2`)!
    expect(field.tagName).toBe('FIELDSET')
    expect(field.classList.contains('gfield--type-password')).toBe(true)
    const main = doc.getElementById(`input_${fid}_2`) as HTMLInputElement
    const confirm = doc.getElementById(`input_${fid}_2_2`) as HTMLInputElement
    expect([main.type, main.name, main.autocomplete]).toEqual(['password', 'input_2', 'new-password'])
    expect([confirm.type, confirm.name]).toEqual(['password', 'input_2_2'])
    expect(doc.querySelector(`label[for="input_${fid}_2"]`)?.textContent).toBe('Enter Password')
    expect(doc.querySelector(`label[for="input_${fid}_2_2"]`)?.textContent).toBe('Confirm Password')
    const meter = doc.getElementById(`input_${fid}_2_strength_indicator`)!
    expect(meter.className).toBe('gfield_password_strength')
    expect(meter.getAttribute('aria-live')).toBe('polite')
    expect(meter.textContent).toBe('Strength indicator')
    expect(main.getAttribute('aria-describedby')).toContain(meter.id)
  })

  it('never writes a password back, after errors included', () => {
    const values = { '1': 'Bakker', '2': SECRET, '2.2': 'other' }
    const errors = validateForm(form, values, { scorePassword }).errors
    const html = renderForm(form, { values, errors }, options)
    expect(html).not.toContain(SECRET)
    expect(html).toContain('Your passwords do not match.')
    const doc = parse(html)
    expect((doc.getElementById(`input_${fid}_2`) as HTMLInputElement).value).toBe('')
    expect(doc.getElementById(`input_${fid}_2_2`)?.getAttribute('aria-invalid')).toBe('true')
  })

  it('asks once when the confirmation is hidden, without a meter when it is off', () => {
    const doc = parse(renderForm(once, { values: {} }, options))
    expect(doc.getElementById(`field_${once.id}_4`)?.tagName).toBe('DIV')
    expect(doc.querySelector(`label.gfield_label[for="input_${once.id}_4"]`)?.textContent).toBe('PIN')
    expect(doc.getElementById(`input_${once.id}_4_2`)).toBeNull()
    expect(doc.querySelector('.gfield_password_strength')).toBeNull()
  })
})

describe('password field: reading and validating', () => {
  it('reads both inputs', () => {
    const { values } = readValues(form, [
      ['input_2', SECRET],
      ['input_2_2', SECRET],
    ])
    expect(values).toEqual({ '2': SECRET, '2.2': SECRET })
    expect(readValues(once, [['input_4_2', 'x']]).values).toEqual({})
  })

  it('requires it, wants the two to match, and measures the strength with zxcvbn', () => {
    const errorOf = (values: Record<string, string>) => validateForm(form, values, { scorePassword }).errors[0]
    expect(errorOf({})?.message).toBe('This field is required.')
    expect(errorOf({ '2.2': SECRET })).toMatchObject({ message: 'Your passwords do not match.', inputId: '2.2' })
    expect(errorOf({ '2': SECRET })).toMatchObject({ message: 'Your passwords do not match.', inputId: '2.2' })
    expect(errorOf({ '2': 'password1', '2.2': 'password1' })?.message).toBe(
      'Your password does not meet the required strength. Choose a medium or stronger password.',
    )
    expect(errorOf({ '2': 'x'.repeat(300), '2.2': 'x'.repeat(300) })?.message).toBe(
      'Your password must be at most 256 characters.',
    )
    expect(errorOf({ '2': SECRET, '2.2': SECRET })).toBeUndefined()
    // Without a scorer (the browser before zxcvbn has loaded) the minimum is left to the server.
    expect(validateForm(form, { '2': 'password1', '2.2': 'password1' }).valid).toBe(true)
  })

  it('is refused by the server when weak, whatever the browser says', async () => {
    const outcome = await resolveSubmission({
      form,
      values: { '1': 'Bakker', '2': 'password1', '2.2': 'password1' },
      type: 'submit',
      sourcePage: 1,
    })
    expect(outcome.kind).toBe('invalid')
  })
})

describe('password field: kept out of everything stored or sent', () => {
  const values = { '1': 'Bakker', '2': SECRET, '2.2': SECRET }

  it('is not in the engine’s entry, drafts and postback pairs, or the anti-spam’s values', async () => {
    expect(toEntry(form, values)).toEqual({ '1': 'Bakker' })
    expect(JSON.stringify(toPairs(form, values))).not.toContain(SECRET)
    expect(passwordInputIds(form)).toEqual(['2', '2.2'])
    expect(withoutPasswords(form, values)).toEqual({ '1': 'Bakker' })
    const outcome = await resolveSubmission({ form, values, type: 'submit', sourcePage: 1 })
    expect(outcome.kind).toBe('complete')
    if (outcome.kind === 'complete') expect(JSON.stringify(outcome.entry)).not.toContain(SECRET)
  })

  it('is not in {all_fields} or its own merge tags', () => {
    const merged = (template: string, format: 'html' | 'text') =>
      replaceMergeTags(template, { form, values, context: { today: '2027-03-01' }, format })
    for (const format of ['html', 'text'] as const) {
      const text = merged('{all_fields} {all_fields:empty} {Portal password:2} {:2.2} {Portal password:2:value}', format)
      expect(text).not.toContain(SECRET)
      expect(text).not.toContain('Portal password')
      expect(text).toContain('Bakker')
    }
  })

  it('shows as dots in the entry view and has no CSV column', () => {
    const entry = { '1': 'Bakker', '2': 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g' }
    expect(isPasswordHash(entry['2'])).toBe(true)
    expect(entryRows(form, entry).map((r) => [r.label, r.value])).toEqual([
      ['Company', 'Bakker'],
      ['Portal password', PASSWORD_SET],
    ])
    expect(answerFields(form).map((f) => f.id)).toEqual([1])
    // A hash left behind by a deleted field is not shown either.
    expect(entryRows(makeForm([]), entry).find((r) => r.id === '2')?.value).toBe(PASSWORD_SET)
  })
})
