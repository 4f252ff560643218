import { describe, expect, it } from 'vitest'

import { ANSWER_COLUMNS_MAX, answerColumnsKey, chosenAnswerColumns } from './columns'

describe('answer columns', () => {
  it('keeps the fields the form still has, in the form’s order, once each', () => {
    expect(chosenAnswerColumns({ fields: ['6', '2', '99', '2', 5] }, ['1', '2', '5', '6'])).toEqual(['2', '6'])
  })
  it('reads nothing from a missing or odd preference', () => {
    expect(chosenAnswerColumns(undefined, ['1'])).toEqual([])
    expect(chosenAnswerColumns({ fields: 'all' }, ['1'])).toEqual([])
  })
  it('shows at most a handful of columns', () => {
    const ids = Array.from({ length: 20 }, (_, i) => String(i + 1))
    expect(chosenAnswerColumns({ fields: ids }, ids)).toHaveLength(ANSWER_COLUMNS_MAX)
  })
  it('keeps one preference per form', () => {
    expect(answerColumnsKey(7)).toBe('form-entries-answers-7')
  })
})
