import { describe, expect, it } from 'vitest'

import { processWide } from './process-wide'

describe('processWide', () => {
  it('makes the value once and finds it again under the registered symbol, as another bundle would', () => {
    let made = 0
    const first = processWide('test.process-wide', () => ({ n: ++made }))()
    expect(first).toBe(processWide('test.process-wide', () => ({ n: ++made }))())
    expect(made).toBe(1)
    // Another copy of the module reads globalThis by the same registered symbol.
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('signalpost.test.process-wide')]).toBe(first)
  })

  it('finds a value another copy made after the getter was taken', () => {
    const get = processWide('test.process-wide.later', () => 'made here')
    ;(globalThis as unknown as Record<symbol, unknown>)[Symbol.for('signalpost.test.process-wide.later')] = 'made elsewhere'
    expect(get()).toBe('made elsewhere')
  })
})
