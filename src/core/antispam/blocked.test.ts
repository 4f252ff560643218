import { describe, expect, it } from 'vitest'

import { parseAjaxResponse } from '../forms/protocol'
import { blockedResponseText, readBlocked } from './blocked'

describe('the blocked answer', () => {
  it('round-trips the flag, comment and stop_script', () => {
    const text = blockedResponseText({ comment: 'Blocked <b>now</b>', stopScript: true })
    expect(text).not.toContain('<b>')
    expect(readBlocked(text)).toEqual({ comment: 'Blocked <b>now</b>', stopScript: true })
    expect(readBlocked(blockedResponseText({ comment: 'Wait', stopScript: false }))).toEqual({
      comment: 'Wait',
      stopScript: false,
    })
  })

  it('is an ordinary GF failure to a script that does not know it', () => {
    const text = blockedResponseText({ comment: 'Blocked', stopScript: false })
    expect(parseAjaxResponse(text, 'unknown')).toEqual({ success: false, data: 'Blocked' })
  })

  it('reads a data message, and nothing else', () => {
    expect(readBlocked('{"success":false,"data":{"message":"No","stop_script":1}}')).toEqual({ comment: 'No', stopScript: true })
    expect(readBlocked('<!-- gf:json_start -->{"success":false,"data":"Invalid"}<!-- gf:json_end -->')).toBeNull()
    expect(readBlocked('not json')).toBeNull()
    expect(readBlocked(null)).toBeNull()
  })
})
