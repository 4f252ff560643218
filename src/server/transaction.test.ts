import { describe, expect, it } from 'vitest'

import { renumber } from './transaction'

describe('renumber (the writes of one PostgreSQL statement)', () => {
  it('shifts every placeholder by the parameters of the statements before it', () => {
    expect(renumber('insert into "t" ("a", "b") values ($1, $2), ($3, $10)', 4)).toBe(
      'insert into "t" ("a", "b") values ($5, $6), ($7, $14)',
    )
  })

  it('leaves a statement that comes first as it is', () => {
    expect(renumber('delete from "t" where "x" = $1', 0)).toBe('delete from "t" where "x" = $1')
  })

  it('passes over quoted identifiers and string literals, doubled quotes included', () => {
    expect(renumber(`select "a$1""b$2", 'it''s $3' from "t" where "c" = $1`, 2)).toBe(
      `select "a$1""b$2", 'it''s $3' from "t" where "c" = $3`,
    )
  })
})
