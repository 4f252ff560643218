import './aos.css'

import { AosRuntime } from './AosRuntime'
import { EARLY_SCRIPT } from './early'

/**
 * Animate on scroll for every page: the early script (the serving layer stamps
 * the response's nonce into it) and the client runtime. Mount once, first in <body>.
 */
export function Aos() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
      <AosRuntime />
    </>
  )
}
