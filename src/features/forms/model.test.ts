import { describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from '../../core/forms/fixtures'
import { computeVisibility } from '../../core/forms/logic'
import { resolveSubmission } from '../../core/forms/submission'
import { kitchenSink } from '../../core/forms/test-forms'
import type { Field, Form } from '../../core/forms/types'
import type { Values } from '../../core/forms/values'
import { UnknownFieldTypeError } from '../../core/forms/fields'
import { docFromForm, formFromDoc, messageToLexical } from './model'

const roundTrip = (form: Form) => formFromDoc({ id: form.id, ...docFromForm(form) })

/** What a field means to visitors and to the engine, as the admin can hold it. */
const essence = (f: Field) => ({
  id: f.id,
  type: f.type,
  label: f.label,
  description: f.description,
  isRequired: f.isRequired === true,
  placeholder: f.placeholder,
  defaultValue: f.defaultValue,
  visibility: f.visibility,
  span: f.layoutGridColumnSpan ?? 12,
  logic: f.conditionalLogic ?? null,
  inputName: f.inputName,
  choices: 'choices' in f ? f.choices : undefined,
  extra:
    f.type === 'text' || f.type === 'textarea'
      ? f.maxLength
      : f.type === 'number'
        ? [f.numberFormat, f.rangeMin, f.rangeMax]
        : f.type === 'email'
          ? f.emailConfirmEnabled === true
          : f.type === 'phone'
            ? [f.phoneFormat, f.defaultCountry]
            : f.type === 'date'
              ? [f.dateType, f.dateFormat]
              : f.type === 'time'
                ? f.timeFormat
                : f.type === 'consent'
                  ? f.checkboxLabel
                  : f.type === 'html'
                    ? f.content
                    : f.type === 'page'
                      ? [f.nextButton?.text ?? 'Next', f.previousButton?.text ?? 'Previous']
                      : f.type === 'radio'
                        ? [f.enableOtherChoice === true, f.otherPlaceholder]
                        : f.type === 'checkbox'
                          ? f.enableSelectAll === true
                          : f.type === 'address'
                            ? f.defaultCountry
                            : undefined,
})

describe('docFromForm', () => {
  for (const form of [contactForm, quoteForm, kitchenSink]) {
    it(`keeps what the admin can hold of "${form.title}"`, () => {
      const back = roundTrip(form)
      expect(back.fields.map(essence)).toEqual(form.fields.map(essence))
      expect(back.title).toBe(form.title)
      expect(back.description).toBe(form.description)
      expect(back.button.text).toBe(form.button.text)
      expect(back.settings.enableHoneypot).toBe(form.settings.enableHoneypot)
      expect(
        back.notifications.map((n) => [
          n.name,
          n.toType,
          n.toEmails ?? [],
          n.toField,
          n.replyToField,
          n.subject,
          n.message,
          n.conditionalLogic ?? null,
        ]),
      ).toEqual(
        form.notifications.map((n) => [
          n.name,
          n.toType,
          n.toType === 'email' ? n.toEmails : [],
          n.toField,
          n.replyToField,
          n.subject,
          n.message,
          n.conditionalLogic ?? null,
        ]),
      )
      expect(back.confirmations.map((c) => [c.name, c.isDefault, c.type, c.message, c.conditionalLogic ?? null])).toEqual(
        // The admin's rich text holds paragraphs: a bare text comes back as one.
        form.confirmations.map((c) => [
          c.name,
          c.isDefault,
          c.type,
          c.message?.startsWith('<') ? c.message : `<p>${c.message}</p>`,
          c.conditionalLogic ?? null,
        ]),
      )
    })

    it(`is a fixed point for "${form.title}": saving the form again changes nothing`, () => {
      expect(docFromForm(roundTrip(form))).toEqual(docFromForm(form))
    })
  }

  it('keeps the pages of the quote form, their names and the last previous button', () => {
    const back = roundTrip(quoteForm)
    expect(back.pagination?.type).toBe('steps')
    expect(back.pagination?.pageNames).toEqual(quoteForm.pagination?.pageNames)
    expect(back.lastPageButton).toEqual(quoteForm.lastPageButton)
  })

  it('behaves the same after the round trip: the same logic, errors and pages', async () => {
    for (const form of [contactForm, quoteForm]) {
      const back = roundTrip(form)
      for (const values of [{}, { '7': 'care', '1.3': 'Jan' }, { '2': 'bad', '9': '0' }] as Values[]) {
        expect(computeVisibility(back, values)).toEqual(computeVisibility(form, values))
        for (const type of ['next', 'submit'] as const) {
          const a = await resolveSubmission({ form, values, type, sourcePage: 1 })
          const b = await resolveSubmission({ form: back, values, type, sourcePage: 1 })
          expect(b.kind).toBe(a.kind)
          if (a.kind === 'invalid' && b.kind === 'invalid')
            expect(b.errors.map((e) => e.fieldId)).toEqual(a.errors.map((e) => e.fieldId))
        }
      }
    }
  })
})

describe('formFromDoc and field types', () => {
  it('says which stored field it cannot read, where it used to drop it with its answers', () => {
    const doc = { id: 7, ...docFromForm(contactForm) } as Record<string, unknown>
    const fields = [...(doc.fields as Record<string, unknown>[]), { blockType: 'ff_signature', fieldId: 99, label: 'Pick one' }]
    expect(() => formFromDoc({ ...doc, fields })).toThrow(
      'The form 7 has a field (id 99) of the type "signature", which this site does not know.',
    )
    expect(() => formFromDoc({ ...doc, fields })).toThrow(UnknownFieldTypeError)
  })
})

describe('messageToLexical', () => {
  it('turns paragraphs into Lexical paragraphs, merge tags and all', () => {
    const state = messageToLexical('<p>Thank you, {Name:1.3}.</p><p>Tom &amp; Jerry</p>') as {
      root: { children: { children: { text: string }[] }[] }
    }
    expect(state.root.children.map((p) => p.children[0]?.text)).toEqual(['Thank you, {Name:1.3}.', 'Tom & Jerry'])
  })
})
