import { describe, expect, it } from 'vitest'

import { ANSWER_COLUMNS_DEFAULT, ANSWER_COLUMNS_MAX, answerColumnsKey, chosenAnswerColumns } from './columns'

describe('answer columns', () => {
  it('keeps the fields the form still has, in the form’s order, once each', () => {
    expect(chosenAnswerColumns({ fields: ['6', '2', '99', '2', 5] }, ['1', '2', '5', '6'])).toEqual(['2', '6'])
  })
  it('shows the first answers until staff choose, and nothing when they chose nothing', () => {
    const ids = ['1', '2', '5', '6']
    expect(ANSWER_COLUMNS_DEFAULT).toBe(3)
    expect(chosenAnswerColumns(undefined, ids)).toEqual(['1', '2', '5'])
    expect(chosenAnswerColumns({ fields: 'all' }, ids)).toEqual(['1', '2', '5'])
    expect(chosenAnswerColumns({ fields: [] }, ids)).toEqual([])
  })
  it('shows at most a handful of columns', () => {
    const ids = Array.from({ length: 20 }, (_, i) => String(i + 1))
    expect(chosenAnswerColumns({ fields: ids }, ids)).toHaveLength(ANSWER_COLUMNS_MAX)
  })
  it('keeps one preference per form', () => {
    expect(answerColumnsKey(7)).toBe('form-entries-answers-7')
  })
})
