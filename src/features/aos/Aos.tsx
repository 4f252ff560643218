import { AosRuntime } from './AosRuntime'

/**
 * Animate on scroll for every page: the client runtime and AOS's effects. Mount once, first in <body>.
 * Nothing is hidden before the runtime runs, so the page needs no early script.
 */
export function Aos() {
  return <AosRuntime />
}
