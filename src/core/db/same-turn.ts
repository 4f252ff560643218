/**
 * One write for the items handed over in the same turn of the event loop: callers that arrive
 * together (a delivery's e-mails, sent side by side, accepted by one Outbox INSERT and so recorded
 * at the same moment) share one statement, and each still gets its own answer. One statement has
 * one commit, and on PostgreSQL one round trip instead of one per item. The write is all or
 * nothing, so its failure is every caller's. A dozen lines around our own statements, not a
 * library's job (a DataLoader batches reads by key, not writes).
 */
export function sameTurn<T, R>(write: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }
  let waiting: Waiting[] = []
  async function flush() {
    const batch = waiting
    waiting = []
    try {
      const results = await write(batch.map((w) => w.item))
      if (results.length !== batch.length) throw new Error(`The write answered ${results.length} of ${batch.length} items`)
      batch.forEach((w, i) => w.resolve(results[i]!))
    } catch (error) {
      for (const w of batch) w.reject(error)
    }
  }
  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject })
      // setImmediate, not a microtask: callers resumed by one I/O callback (one INSERT's answer)
      // each reach this in a microtask of their own, and all of them run before the check phase.
      if (waiting.length === 1) setImmediate(() => void flush())
    })
}
