import { describe, expect, it } from 'vitest'

import { contactForm, quoteForm } from './fixtures'
import { computeVisibility, type FormVisibility } from './logic'
import {
  clampPage,
  isLastPage,
  nextPage,
  pageCount,
  pageName,
  pageOfField,
  paginate,
  previousPage,
  progress,
  progressNameText,
  sectionOfField,
} from './pages'
import { makeForm, when } from './test-forms'

const visibility = (pages: boolean[]): FormVisibility => ({
  fields: {},
  pages,
  submitButton: true,
  nextButtons: pages.map(() => true),
})

describe('paginate', () => {
  it('splits fields at page fields', () => {
    const pages = paginate(quoteForm)
    expect(pages.map((p) => [p.number, p.pageField?.id, p.fields.map((f) => f.id)])).toEqual([
      [1, undefined, [1, 2, 3, 4, 5]],
      [2, 6, [7, 8, 9, 10, 11, 12, 13, 60, 59, 69, 61, 62, 63, 64, 65, 66, 67, 68]],
      [3, 14, [15, 16, 17]],
    ])
    expect(pageCount(quoteForm)).toBe(3)
    expect(pageCount(contactForm)).toBe(1)
    expect(paginate(contactForm)).toHaveLength(1)
  })
  it('finds the page and section of a field', () => {
    expect([
      pageOfField(quoteForm, 1),
      pageOfField(quoteForm, 6),
      pageOfField(quoteForm, 9),
      pageOfField(quoteForm, 17),
      pageOfField(quoteForm, 99),
    ]).toEqual([1, 2, 2, 3, 0])
    expect(sectionOfField(quoteForm, 12)?.id).toBe(11)
    expect(sectionOfField(quoteForm, 13)?.id).toBe(11)
    expect(sectionOfField(quoteForm, 9)).toBeUndefined()
    expect(sectionOfField(quoteForm, 11)).toBeUndefined()
    expect(sectionOfField(quoteForm, 16)).toBeUndefined()
  })
  it('names pages and clamps page numbers from the wire', () => {
    expect(pageName(quoteForm, 2)).toBe('Your needs')
    expect(pageName(quoteForm, 9)).toBe('')
    expect(pageName(contactForm, 1)).toBe('')
    expect([
      clampPage(quoteForm, 2),
      clampPage(quoteForm, 0),
      clampPage(quoteForm, 4),
      clampPage(quoteForm, 1.5),
      clampPage(quoteForm, NaN),
    ]).toEqual([2, 1, 1, 1, 1])
  })
})

describe('moving between pages', () => {
  const form = makeForm([
    { type: 'text', id: 1, label: 'a' },
    { type: 'page', id: 2, label: 'p2' },
    { type: 'page', id: 3, label: 'p3' },
    { type: 'page', id: 4, label: 'p4' },
  ])
  it('goes to the next shown page, or 0 from the last', () => {
    const all = visibility([true, true, true, true])
    expect([nextPage(form, all, 1), nextPage(form, all, 3), nextPage(form, all, 4)]).toEqual([2, 4, 0])
    expect(isLastPage(form, all, 4)).toBe(true)
    expect(isLastPage(form, all, 3)).toBe(false)
  })
  it('skips hidden pages both ways', () => {
    const some = visibility([true, false, true, false])
    expect(nextPage(form, some, 1)).toBe(3)
    expect(nextPage(form, some, 3)).toBe(0)
    expect(isLastPage(form, some, 3)).toBe(true)
    expect(previousPage(some, 3)).toBe(1)
    expect(previousPage(some, 1)).toBe(1)
  })
  it('uses the page logic of the form', () => {
    const withLogic = makeForm([
      { type: 'text', id: 1, label: 'a' },
      { type: 'page', id: 2, label: 'p2', conditionalLogic: when('1', 'is', 'skip', 'hide') },
      { type: 'page', id: 3, label: 'p3' },
    ])
    expect(nextPage(withLogic, computeVisibility(withLogic, { '1': 'skip' }), 1)).toBe(3)
    expect(nextPage(withLogic, computeVisibility(withLogic, {}), 1)).toBe(2)
  })
})

describe('progress', () => {
  const form = makeForm(
    [
      { type: 'text', id: 1, label: 'a' },
      { type: 'page', id: 2, label: 'p2' },
      { type: 'page', id: 3, label: 'p3' },
      { type: 'page', id: 4, label: 'p4' },
    ],
    { pagination: { type: 'percentage', pageNames: ['One', 'Two', 'Three', 'Four'], progressbarCompletionText: 'Done' } },
  )
  it('counts the current page as done, like GF', () => {
    const all = visibility([true, true, true, true])
    expect(progress(form, all, 1)).toEqual({ step: 1, steps: 4, percent: 25, name: 'One' })
    expect(progress(form, all, 4)).toEqual({ step: 4, steps: 4, percent: 100, name: 'Four' })
    expect(progress(form, all, 1, { complete: true })).toEqual({ step: 1, steps: 4, percent: 100, name: 'Done' })
  })
  it('starts at zero when the bar is shown on the confirmation too', () => {
    const onConfirmation = {
      ...form,
      pagination: { type: 'percentage' as const, pageNames: [], displayProgressbarOnConfirmation: true },
    }
    expect(progress(onConfirmation, visibility([true, true, true, true]), 1).percent).toBe(0)
    expect(progress(onConfirmation, visibility([true, true, true, true]), 4).percent).toBe(75)
  })
  it('leaves hidden pages out of the count', () => {
    const some = visibility([true, false, true, true])
    expect(progress(form, some, 3)).toMatchObject({ step: 2, steps: 3, percent: 66 })
    expect(progress(form, some, 2)).toMatchObject({ step: 1, steps: 3 })
  })
  it('writes the name after the count as GF does, and nothing for a page without one', () => {
    expect(progressNameText('Your needs')).toBe(' - Your needs')
    expect(progressNameText('')).toBe('')
  })
})
