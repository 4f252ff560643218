/**
 * zxcvbn-ts's score (0 to 4) of a password, with the common and English dictionaries: the one
 * scorer the server validates with and the browser's meter loads on demand (a dynamic import of
 * this module; the dictionaries are a few hundred kilobytes, so no page pays for them up front).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common'
import { dictionary as english } from '@zxcvbn-ts/language-en'

import { PASSWORD_MAX_LENGTH } from './strength'

let factory: ZxcvbnFactory | undefined

/** Built on first use: reading the dictionaries into matchers takes a moment. */
function scorer(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...common, ...english },
    // Longer input is refused anyway (strength.ts); zxcvbn's matching grows fast with length.
    maxLength: PASSWORD_MAX_LENGTH,
  })
  return factory
}

export function scorePassword(password: string): number {
  if (!password) return 0
  return scorer().check(password).score
}
