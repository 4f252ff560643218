'use client'

import { useEffect } from 'react'

import { startAos } from './runtime'

/** Starts animate-on-scroll once for the whole site; it follows client navigation by itself. */
export function AosRuntime() {
  useEffect(() => startAos(), [])
  return null
}
