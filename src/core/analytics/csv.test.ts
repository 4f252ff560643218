import { describe, expect, it } from 'vitest'

import { csvFileName, csvLine } from './csv'

describe('CSV', () => {
  it('quotes what needs quoting and ends lines with CRLF', () => {
    expect(csvLine(['a', 1, true, null, undefined])).toBe('a,1,true,,\r\n')
    expect(csvLine(['x,y', 'say "hi"', 'two\nlines'])).toBe('"x,y","say ""hi""","two\nlines"\r\n')
    expect(csvLine([new Date('2026-10-01T12:00:00Z')])).toBe('2026-10-01T12:00:00.000Z\r\n')
  })

  it('keeps spreadsheets from running values as formulas', () => {
    expect(csvLine(['=HYPERLINK("x")', '+1', '-1', '@a', -5])).toBe(`"'=HYPERLINK(""x"")",'+1,'-1,'@a,-5\r\n`)
  })

  it('names files safely', () => {
    expect(csvFileName('consent-log', '2026-10-01', '2026-10-31')).toBe('consent-log_2026-10-01_2026-10-31.csv')
    expect(csvFileName('events"; x', undefined, '2026')).toBe('events-x_2026.csv')
  })
})
