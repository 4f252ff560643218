/**
 * The props a server component hands to a client component, split for an island (see
 * src/islands/jsx-runtime.ts): what is data travels to the browser as JSON; what is rendered
 * content (children, or any element the server filled, such as a slide) is HTML already in the
 * page, so it is replaced by a marker naming its place, `{ $slot: path }`, and rendered inside an
 * <sp-slot> there instead of being carried twice. The browser's script puts each slot's HTML back
 * where its marker is. Pure: what counts as content is the caller's to say (React's elements).
 */

/** A prop's place among the props: `children`, `slides.0.media`. */
export type SlotPath = string
export type SlotMarker = { $slot: SlotPath }
export type Slot<T> = { path: SlotPath; value: T }

export function isSlotMarker(value: unknown): value is SlotMarker {
  return typeof value === 'object' && value !== null && typeof (value as { $slot?: unknown }).$slot === 'string'
}

/**
 * PROPS with each piece of rendered content replaced by its marker, and those pieces by place.
 * `children` is content whatever it holds (text, an array of elements); elsewhere an element is.
 * Plain objects and arrays are walked; anything else (class instances, dates) is left to JSON.
 */
export function splitSlots<T>(props: Record<string, unknown>, isContent: (value: unknown) => value is T) {
  const slots: Slot<T>[] = []
  const walk = (value: unknown, path: SlotPath): unknown => {
    if (isContent(value) || (path === 'children' && value != null && typeof value === 'object')) {
      slots.push({ path, value: value as T })
      return { $slot: path } satisfies SlotMarker
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}.${i}`))
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]))
    return value
  }
  const data = walk(props, '') as Record<string, unknown>
  return { data, slots }
}

/** DATA with each marker replaced by what FILL makes of its place: the slot, rendered or read back. */
export function fillSlots(data: unknown, fill: (path: SlotPath) => unknown): unknown {
  if (isSlotMarker(data)) return fill(data.$slot)
  if (Array.isArray(data)) return data.map((v) => fillSlots(v, fill))
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, fillSlots(v, fill)]))
  return data
}
