// next/dynamic in the islands render: React's lazy, which React's static renderer waits for.
import { lazy, type ComponentType } from 'react'

type Props = Record<string, unknown>
type Loaded = ComponentType<Props> | { default: ComponentType<Props> }

export default function dynamic(loader: () => Promise<Loaded>) {
  return lazy(async () => {
    const loaded = await loader()
    return { default: typeof loaded === 'function' ? loaded : loaded.default }
  })
}
