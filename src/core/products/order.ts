/**
 * Picks `limit` items from a list grouped by category, taking one from each
 * category in turn (in the list's order) until the limit is reached, so a short
 * selection of "all products" shows the breadth of the range rather than only
 * the first category. The picked items keep the list's order among themselves
 * per round: first round's items first, then the second's, and so on.
 */
export function pickAcross<T>(items: readonly T[], groupOf: (item: T) => string | number | null, limit: number): T[] {
  if (limit <= 0 || items.length <= limit) return items.slice(0, Math.max(0, limit))
  const groups = new Map<string | number | null, T[]>()
  for (const item of items) {
    const key = groupOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  const queues = [...groups.values()]
  const picked: T[] = []
  for (let round = 0; picked.length < limit; round++) {
    let any = false
    for (const queue of queues) {
      const item = queue[round]
      if (item === undefined) continue
      any = true
      picked.push(item)
      if (picked.length === limit) break
    }
    if (!any) break
  }
  return picked
}
