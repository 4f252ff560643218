/**
 * Form definitions kept in this process's memory between content changes, for the serving layer's
 * own answer to the forms' ajax endpoint (islands/form-ajax.ts). Next's route reads a form from its
 * data cache, which costs a lookup and a copy per submission; here a form is read from the database
 * once per generation of the page cache (core/http/page-cache.ts), which every content change on
 * this instance or announced by another moves on (features/cache/invalidate.ts), a form's own save
 * included. So a saved form is never answered from its old definition, and no tag bookkeeping is
 * needed: any change drops every form, and forms are few and cheap to read again.
 *
 * Pure (the generation and the loader are passed in), so every rule is unit-tested. What is kept
 * is handed to every request as it is: callers must not change it (the form engine does not).
 */
export class DefinitionCache<T> {
  private generation: number | null = null
  private readonly kept = new Map<number, T>()
  /** Reads under way: requests that miss the same form at once wait for one read, not one each. */
  private readonly loading = new Map<number, Promise<T>>()

  constructor(private readonly maxEntries = 200) {
    if (!(maxEntries >= 1)) throw new Error('A definition cache keeps at least one entry')
  }

  /**
   * The definition of `id` as of `generation` (the page cache's, read by the caller just now):
   * the one kept, or the one `load` reads. A read that fails is not kept, so the next request
   * tries again; one that ends after the generation moved on is handed to its waiters but not kept.
   */
  get(id: number, generation: number, load: () => Promise<T>): Promise<T> {
    if (generation !== this.generation) {
      this.generation = generation
      this.kept.clear()
      this.loading.clear()
    }
    if (this.kept.has(id)) {
      const value = this.kept.get(id) as T
      // Least recently used first out: a hit moves the form to the end.
      this.kept.delete(id)
      this.kept.set(id, value)
      return Promise.resolve(value)
    }
    const pending = this.loading.get(id)
    if (pending) return pending
    // A loader that throws at once fails its request the same way as one whose read fails.
    const read = new Promise<T>((resolve) => resolve(load())).then(
      (value) => {
        if (this.loading.get(id) === read) this.loading.delete(id)
        if (this.generation === generation) this.keep(id, value)
        return value
      },
      (error: unknown) => {
        if (this.loading.get(id) === read) this.loading.delete(id)
        throw error
      },
    )
    this.loading.set(id, read)
    return read
  }

  get size(): number {
    return this.kept.size
  }

  private keep(id: number, value: T): void {
    this.kept.delete(id)
    this.kept.set(id, value)
    while (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value as number)
  }
}
