import { describe, expect, it } from 'vitest'

import { isExecutable, isText, sniff } from './magic'

const bytes = (...b: (number | string)[]) =>
  new Uint8Array(b.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])))

describe('sniff', () => {
  it('takes files whose start fits their extension', () => {
    expect(sniff('pdf', bytes('%PDF-1.7\n'))).toEqual({ ok: true })
    expect(sniff('png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toEqual({ ok: true })
    expect(sniff('jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ ok: true })
    expect(sniff('docx', bytes('PK', 3, 4))).toEqual({ ok: true })
    expect(sniff('txt', bytes('Hello, world\n'))).toEqual({ ok: true })
  })

  it('refuses a file whose contents are not what its name says', () => {
    expect(sniff('pdf', bytes('Hello'))).toEqual({ ok: false, reason: 'mismatch' })
    expect(sniff('png', bytes(0xff, 0xd8, 0xff))).toEqual({ ok: false, reason: 'mismatch' })
    expect(sniff('jpg', bytes('MZ', 0x90, 0))).toEqual({ ok: false, reason: 'mismatch' })
    expect(sniff('txt', bytes('a', 0, 'b'))).toEqual({ ok: false, reason: 'mismatch' })
  })

  it('refuses programs and scripts under any other name', () => {
    expect(sniff('dat', bytes('MZ', 0x90, 0))).toEqual({ ok: false, reason: 'executable' })
    expect(sniff('txt', bytes('#!/bin/sh\nrm -rf /\n'))).toEqual({ ok: false, reason: 'executable' })
    expect(sniff('txt', bytes('<?php system($_GET[1]); ?>'))).toEqual({ ok: false, reason: 'executable' })
    expect(sniff('csv', bytes('<script>alert(1)</script>'))).toEqual({ ok: false, reason: 'executable' })
    expect(isExecutable(bytes(0x7f, 'ELF', 2, 1))).toBe(true)
    expect(isExecutable(bytes(0xcf, 0xfa, 0xed, 0xfe))).toBe(true)
  })

  it('tells text from binary', () => {
    expect(isText(bytes('plain text\r\n\tok'))).toBe(true)
    expect(isText(bytes(1, 2, 3, 4))).toBe(false)
  })
})
