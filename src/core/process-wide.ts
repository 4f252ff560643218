/**
 * One value per process, made on first use and kept on `globalThis` under the registered symbol
 * `signalpost.<name>`. The site's code runs in several bundles of one process (Next's server
 * bundles, the serving layer, the islands render), each with its own copy of every module, so a
 * module-level value would be one per bundle; state they must share (the page cache, the logger,
 * the rate limits, a form's definition) is kept here instead.
 *
 * Returns the value's getter, with the symbol looked up once: the page store and the metrics are
 * asked for on every request, where building the symbol's name each time would cost more than
 * reading the value.
 */
export function processWide<T>(name: string, make: () => T): () => T {
  const key = Symbol.for(`signalpost.${name}`)
  const store = globalThis as unknown as Record<symbol, T | undefined>
  return () => (store[key] ??= make())
}
