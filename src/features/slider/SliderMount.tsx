'use client'

import dynamic from 'next/dynamic'

import { loadModules } from './modules'
import type { SliderClientProps } from './SliderClient'

// Swiper's script and its CSS are in this chunk and the module chunks it asks for,
// so they load only on pages that show a slider. The server renders it too: the
// slides are in the HTML, and the stylesheet link is written into it.
const SliderClient = dynamic(() => import('./SliderClient'))

export function SliderMount(props: SliderClientProps) {
  // Ask for this slider's modules while Swiper itself is on its way, not after it.
  if (typeof window !== 'undefined') void loadModules(props.plan.modules)
  return <SliderClient {...props} />
}
