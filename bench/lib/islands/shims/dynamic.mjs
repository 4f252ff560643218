// next/dynamic outside Next: React's lazy, which React's static renderer waits for.
import { lazy } from 'react'

export default function dynamic(loader) {
  return lazy(async () => {
    const loaded = await loader()
    return { default: typeof loaded === 'function' ? loaded : loaded.default }
  })
}
