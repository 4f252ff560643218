import { describe, expect, it } from 'vitest'

import { quoteForm } from './fixtures'
import {
  computeVisibility,
  evaluateLogic,
  isFieldVisible,
  isRuleMatch,
  logicValue,
  matchesOperation,
  matchingNotifications,
  notificationRecipients,
  notificationReplyTo,
  pickConfirmation,
  valuesSource,
  visibleValues,
  type RuleSource,
} from './logic'
import { fieldOf, kitchenSink, makeForm, when } from './test-forms'
import type { ConditionalLogic, Field, Form, LogicRule, Notification } from './types'
import type { Values } from './values'

describe('matchesOperation', () => {
  it('compares text without regard to case', () => {
    expect(matchesOperation('Care', 'care', 'is')).toBe(true)
    expect(matchesOperation('Care', 'CARE', 'isnot')).toBe(false)
    expect(matchesOperation('Care home', 'HOME', 'contains')).toBe(true)
    expect(matchesOperation('Care home', 'care', 'starts_with')).toBe(true)
    expect(matchesOperation('Care home', 'Home', 'ends_with')).toBe(true)
    expect(matchesOperation('ab', 'abc', 'ends_with')).toBe(false)
    expect(matchesOperation('', '', 'is')).toBe(true)
    expect(matchesOperation('x', '', 'contains')).toBe(true)
  })
  it('compares numbers for greater and less than, and is false when either side is not a number', () => {
    expect(matchesOperation('10', '9', '>')).toBe(true)
    expect(matchesOperation('10', '9', '<')).toBe(false)
    expect(matchesOperation('1,000', '999', '>')).toBe(true)
    expect(matchesOperation('2,5', '2', '>')).toBe(true)
    expect(matchesOperation('abc', '1', '>')).toBe(false)
    expect(matchesOperation('', '1', '<')).toBe(false)
    expect(matchesOperation('5', 'x', '<')).toBe(false)
  })
  it('compares number fields as numbers for is and is not', () => {
    expect(matchesOperation('5', '5,0', 'is', 'number')).toBe(true)
    expect(matchesOperation('5', '5.0', 'is')).toBe(false)
    expect(matchesOperation('5', '6', 'isnot', 'number')).toBe(true)
  })
  it('compares dates as dates', () => {
    expect(matchesOperation('2026-03-07', '2026-03-06', '>', 'date')).toBe(true)
    expect(matchesOperation('2026-03-07', '2026-12-01', '<', 'date')).toBe(true)
    expect(matchesOperation('2026-03-07', '2026-03-07', 'is', 'date')).toBe(true)
    expect(matchesOperation('', '2026-03-07', '<', 'date')).toBe(false)
  })
})

const source =
  (values: Record<string, string | string[]>): RuleSource =>
  (inputId) => ({ field: undefined, value: values[inputId] ?? '', kind: 'text' })
const rule = (fieldId: string, operator: LogicRule['operator'], value: string): LogicRule => ({ fieldId, operator, value })

describe('rules on several values', () => {
  it('match when any value matches, and is not when none does', () => {
    const s = source({ '3': ['', 'b', '', 'd'] })
    expect(isRuleMatch(rule('3', 'is', 'b'), s)).toBe(true)
    expect(isRuleMatch(rule('3', 'is', 'c'), s)).toBe(false)
    expect(isRuleMatch(rule('3', 'isnot', 'c'), s)).toBe(true)
    expect(isRuleMatch(rule('3', 'isnot', 'b'), s)).toBe(false)
  })
  it('see an empty list as one empty value', () => {
    const s = source({ '3': [] })
    expect(isRuleMatch(rule('3', 'is', ''), s)).toBe(true)
    expect(isRuleMatch(rule('3', 'isnot', 'x'), s)).toBe(true)
  })
})

describe('evaluateLogic', () => {
  const s = source({ '1': 'a', '2': 'b' })
  const logic = (actionType: 'show' | 'hide', logicType: 'all' | 'any', rules: LogicRule[]): ConditionalLogic => ({
    actionType,
    logicType,
    rules,
  })
  it('shows when all or any rules match', () => {
    expect(evaluateLogic(logic('show', 'all', [rule('1', 'is', 'a'), rule('2', 'is', 'b')]), s)).toBe(true)
    expect(evaluateLogic(logic('show', 'all', [rule('1', 'is', 'a'), rule('2', 'is', 'x')]), s)).toBe(false)
    expect(evaluateLogic(logic('show', 'any', [rule('1', 'is', 'x'), rule('2', 'is', 'b')]), s)).toBe(true)
    expect(evaluateLogic(logic('show', 'any', [rule('1', 'is', 'x'), rule('2', 'is', 'x')]), s)).toBe(false)
  })
  it('hides when they match with hide', () => {
    expect(evaluateLogic(logic('hide', 'all', [rule('1', 'is', 'a')]), s)).toBe(false)
    expect(evaluateLogic(logic('hide', 'all', [rule('1', 'is', 'x')]), s)).toBe(true)
  })
  it('shows without logic or rules', () => {
    expect(evaluateLogic(null, s)).toBe(true)
    expect(evaluateLogic(undefined, s)).toBe(true)
    expect(evaluateLogic(logic('hide', 'all', []), s)).toBe(true)
  })
})

describe('logicValue', () => {
  const value = (id: number, inputId: string, values: Values) => {
    const field = kitchenSink.fields.find((f) => f.id === id) as Field
    return logicValue(field, inputId, values)
  }
  it('lists every checkbox, unticked ones empty', () => {
    const v = value(6, '6', { '6.2': 'b2', '6.11': 'b10' }).value as string[]
    expect(v).toHaveLength(11)
    expect(v.filter(Boolean)).toEqual(['b2', 'b10'])
    expect(value(6, '6.2', { '6.2': 'b2' }).value).toBe('b2')
  })
  it('reads numbers, dates and times in comparable form', () => {
    expect(value(5, '5', { '5': '1.234,5' })).toEqual({ value: '1234.5', kind: 'number' })
    expect(value(5, '5', { '5': 'abc' })).toEqual({ value: '', kind: 'number' })
    expect(value(16, '16', { '16': '7.3.2026' })).toEqual({ value: '2026-03-07', kind: 'date' })
    expect(value(17, '17', { '17.1': '3', '17.2': '7', '17.3': '2026' })).toEqual({ value: '2026-03-07', kind: 'date' })
    expect(value(18, '18', { '18.1': '8', '18.2': '5', '18.3': 'pm' }).value).toBe('20:05')
  })
  it('joins names and addresses, and reads the consent tick', () => {
    expect(value(11, '11', { '11.3': 'Jan', '11.6': 'Jansen', '11.4': 'hidden' }).value).toBe('Jan Jansen')
    expect(value(15, '15', { '15.1': 'Kanaalweg 14', '15.3': 'Utrecht' }).value).toBe('Kanaalweg 14, Utrecht')
    expect(value(20, '20', { '20.1': '1' }).value).toBe('1')
    expect(value(7, '7', { '7': 'gf_other_choice' }).value).toBe('')
    expect(value(4, '4', { '4': ['red', 'blue'] }).value).toEqual(['red', 'blue'])
  })
})

describe('computeVisibility', () => {
  it('shows and hides fields from other fields', () => {
    const form = makeForm([
      {
        type: 'select',
        id: 1,
        label: 's',
        choices: [
          { text: 'A', value: 'a' },
          { text: 'B', value: 'b' },
        ],
      },
      { type: 'text', id: 2, label: 'shown for a', conditionalLogic: when('1', 'is', 'a') },
      { type: 'text', id: 3, label: 'hidden for a', conditionalLogic: when('1', 'is', 'a', 'hide') },
    ])
    expect(computeVisibility(form, { '1': 'a' }).fields).toEqual({ 1: true, 2: true, 3: false })
    expect(computeVisibility(form, { '1': 'b' }).fields).toEqual({ 1: true, 2: false, 3: true })
  })
  it('hides a checkbox-dependent date as in the imported photo form', () => {
    // Photo uploader (GF 2.5 export): dates 10 and 22 hide when box 31.1 "bez data pořízení" is ticked.
    const unknown = 'bez data pořízení'
    const form = makeForm([
      {
        type: 'date',
        id: 10,
        label: 'Start',
        dateType: 'datepicker',
        dateFormat: 'dmy_dot',
        conditionalLogic: when('31', 'is', unknown, 'hide'),
      },
      {
        type: 'checkbox',
        id: 31,
        label: 'Unknown date',
        choices: [{ text: 'Nevím', value: unknown }],
        inputs: [{ id: '31.1', label: 'Nevím' }],
      },
    ])
    expect(computeVisibility(form, {}).fields[10]).toBe(true)
    expect(computeVisibility(form, { '31.1': unknown }).fields[10]).toBe(false)
  })
  it('treats a rule on a hidden field as empty, so chains collapse', () => {
    const form = makeForm([
      { type: 'text', id: 1, label: 'a' },
      { type: 'text', id: 2, label: 'b', conditionalLogic: when('1', 'is', 'yes') },
      { type: 'text', id: 3, label: 'c', conditionalLogic: when('2', 'is', 'go') },
      { type: 'text', id: 4, label: 'd', conditionalLogic: when('2', 'is', '') },
    ])
    expect(computeVisibility(form, { '1': 'yes', '2': 'go' }).fields).toMatchObject({ 2: true, 3: true, 4: false })
    // Field 2 keeps its value but is hidden: field 3 no longer sees "go".
    expect(computeVisibility(form, { '1': 'no', '2': 'go' }).fields).toMatchObject({ 2: false, 3: false, 4: true })
  })
  it('evaluates rules regardless of field order', () => {
    const form = makeForm([
      { type: 'text', id: 3, label: 'c', conditionalLogic: when('2', 'is', 'go') },
      { type: 'text', id: 2, label: 'b', conditionalLogic: when('1', 'is', 'yes') },
      { type: 'text', id: 1, label: 'a' },
    ])
    expect(computeVisibility(form, { '1': 'no', '2': 'go' }).fields[3]).toBe(false)
    expect(computeVisibility(form, { '1': 'yes', '2': 'go' }).fields[3]).toBe(true)
  })
  it('survives rules that refer to each other in a circle', () => {
    const form = makeForm([
      { type: 'text', id: 1, label: 'a', conditionalLogic: when('2', 'is', 'x') },
      { type: 'text', id: 2, label: 'b', conditionalLogic: when('1', 'is', 'x') },
      { type: 'text', id: 3, label: 'self', conditionalLogic: when('3', 'is', '') },
    ])
    const v = computeVisibility(form, { '1': 'x', '2': 'x' })
    expect(typeof v.fields[1]).toBe('boolean')
    expect(typeof v.fields[2]).toBe('boolean')
    expect(v.fields[3]).toBe(true)
  })
  it('treats rules on unknown fields as empty', () => {
    const form = makeForm([{ type: 'text', id: 1, label: 'a', conditionalLogic: when('99', 'isnot', '') }])
    expect(computeVisibility(form, { '99': 'x' }).fields[1]).toBe(false)
  })
  it('hides the fields of a hidden section, up to the next section or page', () => {
    const v = computeVisibility(quoteForm, { '7': 'hospitality' })
    expect(v.fields).toMatchObject({ 11: false, 12: false, 13: false, 14: true, 16: true })
    const care = computeVisibility(quoteForm, { '7': 'care' })
    expect(care.fields).toMatchObject({ 11: true, 12: true, 13: true })
  })
  it('hides the fields of a hidden page and keeps page 1', () => {
    const form = makeForm([
      { type: 'checkbox', id: 1, label: 'skip', choices: [{ text: 'Skip', value: 'skip' }] },
      { type: 'page', id: 2, label: 'p2', conditionalLogic: when('1', 'is', 'skip', 'hide') },
      { type: 'text', id: 3, label: 'on page 2' },
      { type: 'section', id: 4, label: 'section on page 2' },
      { type: 'text', id: 5, label: 'in it' },
      { type: 'page', id: 6, label: 'p3' },
      { type: 'text', id: 7, label: 'on page 3' },
    ])
    const v = computeVisibility(form, { '1.1': 'skip' })
    expect(v.pages).toEqual([true, false, true])
    expect(v.fields).toMatchObject({ 1: true, 2: false, 3: false, 4: false, 5: false, 6: true, 7: true })
    expect(computeVisibility(form, {}).pages).toEqual([true, true, true])
  })
  it('evaluates the submit button and the next buttons', () => {
    const form = makeForm(
      [
        { type: 'consent', id: 1, label: 'c', checkboxLabel: 'ok' },
        { type: 'page', id: 2, label: 'p2', nextButton: { text: 'Next', conditionalLogic: when('1', 'is', '1') } },
        { type: 'text', id: 3, label: 't' },
      ],
      { button: { text: 'Send', conditionalLogic: when('3', 'isnot', '') } },
    )
    expect(computeVisibility(form, {})).toMatchObject({ submitButton: false, nextButtons: [false, false] })
    expect(computeVisibility(form, { '1.1': '1', '3': 'x' })).toMatchObject({ submitButton: true, nextButtons: [true, false] })
    expect(computeVisibility(makeForm([{ type: 'text', id: 1, label: 'x' }]), {}).submitButton).toBe(true)
  })
  it('lists every field of the demo forms', () => {
    const v = computeVisibility(quoteForm, {})
    expect(Object.keys(v.fields)).toHaveLength(quoteForm.fields.length)
    expect(isFieldVisible(v, 1)).toBe(true)
    expect(isFieldVisible(v, 404)).toBe(false)
  })
})

describe('visibleValues', () => {
  it('drops values of hidden fields, display-only fields and hidden sub-inputs', () => {
    const values: Values = {
      '7': 'hospitality',
      '12': '40',
      '9': '10',
      '1.3': 'Jan',
      '1.4': 'middle',
      '5.4': 'forged region',
      '15': 'x',
    }
    const kept = visibleValues(quoteForm, values, computeVisibility(quoteForm, values))
    expect(kept).toEqual({ '7': 'hospitality', '9': '10', '1.3': 'Jan' })
  })
})

describe('confirmations and notifications', () => {
  it('picks the first matching confirmation, else the default', () => {
    expect(pickConfirmation(quoteForm, { '9': '250' })?.id).toBe('quote-large')
    expect(pickConfirmation(quoteForm, { '9': '20' })?.id).toBe('quote-default')
    expect(pickConfirmation(quoteForm, {})?.id).toBe('quote-default')
  })
  it('uses a non-default confirmation without logic, as GF does', () => {
    const form: Form = {
      ...quoteForm,
      confirmations: [
        { id: 'd', name: 'Default', isDefault: true, type: 'message' },
        { id: 'x', name: 'Always', isDefault: false, type: 'message' },
      ],
    }
    expect(pickConfirmation(form, {})?.id).toBe('x')
    expect(pickConfirmation({ ...form, confirmations: [] }, {})).toBeUndefined()
  })
  it('ignores hidden fields when a visibility is given', () => {
    const values = { '7': 'hospitality', '12': '300' }
    const v = computeVisibility(quoteForm, values)
    const section = valuesSource(quoteForm, values, v)('12')
    expect(section.value).toBe('')
  })
  it('selects the active notifications whose logic matches', () => {
    expect(matchingNotifications(quoteForm, { '7': 'hospitality' }).map((n) => n.id)).toEqual(['quote-sales'])
    expect(matchingNotifications(quoteForm, { '7': 'care' }).map((n) => n.id)).toEqual(['quote-sales', 'quote-care'])
    expect(matchingNotifications(quoteForm, { '8.3': 'nurse-call' }).map((n) => n.id)).toEqual(['quote-sales', 'quote-care'])
    const off: Form = { ...quoteForm, notifications: quoteForm.notifications.map((n) => ({ ...n, isActive: false })) }
    expect(matchingNotifications(off, { '7': 'care' })).toEqual([])
  })
  it('sends only to fixed addresses or one valid address from an e-mail field', () => {
    const [sales] = quoteForm.notifications as [Notification]
    expect(notificationRecipients(sales, quoteForm, {})).toEqual(['sales@oproep.example'])
    const toField: Notification = { ...sales, toType: 'field', toField: 3 }
    expect(notificationRecipients(toField, quoteForm, { '3': 'jan@oproep.example' })).toEqual(['jan@oproep.example'])
    expect(notificationRecipients(toField, quoteForm, { '3': 'a@b.c, x@y.z' })).toEqual([])
    expect(notificationRecipients(toField, quoteForm, { '3': 'a@b.c\nBcc: x@y.z' })).toEqual([])
    expect(notificationRecipients({ ...toField, toField: 2 }, quoteForm, { '2': 'x@y.z' })).toEqual([])
    expect(notificationRecipients({ ...sales, toEmails: ['ok@x.nl', 'not an address'] }, quoteForm, {})).toEqual(['ok@x.nl'])
    expect(notificationReplyTo(sales, quoteForm, { '3': 'jan@oproep.example' })).toBe('jan@oproep.example')
    expect(notificationReplyTo(sales, quoteForm, { '3': 'nope' })).toBeUndefined()
  })
})

describe('the kitchen sink', () => {
  it('shows every field without logic', () => {
    const v = computeVisibility(kitchenSink, {})
    expect(Object.values(v.fields).every(Boolean)).toBe(true)
    expect(fieldOf(kitchenSink, 21, 'page')).toBeDefined()
    expect(v.pages).toEqual([true, true])
  })
})
