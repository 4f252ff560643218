/**
 * The hook store behind `window.gform` (Gravity Forms' `gform.addAction`, `gform.addFilter`, …):
 * named actions and filters, called in priority order (lower first, 10 by default), in the
 * order they were added within one priority. The store keeps GF's shape
 * (`hooks.filter[name] = [{ tag, callable, priority }]`), so hooks a page registered on a
 * stub `window.gform` before the form script arrived can be adopted as they are.
 *
 * A hook that throws is reported on the console and skipped (a filter's value passes on
 * unchanged): one broken snippet on a site must not stop visitors from sending a form.
 */

// Site code hands in any function; the store cannot know its arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HookCallable = (...args: any[]) => unknown

export type HookEntry = { tag: string; callable: HookCallable; priority: number }

export type HookStore = { action: Record<string, HookEntry[]>; filter: Record<string, HookEntry[]> }

export type Hooks = ReturnType<typeof createHooks>

export const DEFAULT_PRIORITY = 10

type Report = (message: string, error: unknown) => void

const defaultReport: Report = (message, error) => console.error(message, error)

/** Own keys only, so a hook named `constructor` or `__proto__` is just a name. */
function entriesOf(map: Record<string, HookEntry[]>, name: string): HookEntry[] {
  return Object.hasOwn(map, name) ? (map[name] ?? []) : []
}

function isEntry(value: unknown): value is HookEntry {
  return typeof value === 'object' && value !== null && typeof (value as HookEntry).callable === 'function'
}

/** Hooks registered on a GF-style stub (`{ action: {…}, filter: {…} }`), kept when well formed. */
function adoptStore(existing: unknown): HookStore {
  const store: HookStore = { action: Object.create(null), filter: Object.create(null) }
  if (typeof existing !== 'object' || existing === null) return store
  for (const kind of ['action', 'filter'] as const) {
    const map = (existing as Partial<HookStore>)[kind]
    if (typeof map !== 'object' || map === null) continue
    for (const [name, list] of Object.entries(map)) {
      if (!Array.isArray(list)) continue
      const entries = list.filter(isEntry).map((e) => ({
        tag: typeof e.tag === 'string' ? e.tag : '',
        callable: e.callable,
        priority: Number.isFinite(e.priority) ? e.priority : DEFAULT_PRIORITY,
      }))
      if (entries.length) store[kind][name] = entries
    }
  }
  return store
}

export function createHooks(options: { existing?: unknown; report?: Report } = {}) {
  const hooks = adoptStore(options.existing)
  const report = options.report ?? defaultReport

  const add = (kind: keyof HookStore, name: string, callable: HookCallable, priority?: number, tag?: string) => {
    if (typeof name !== 'string' || !name || typeof callable !== 'function') return
    const list = entriesOf(hooks[kind], name).slice()
    list.push({ tag: tag ?? '', callable, priority: Number.isFinite(priority) ? Number(priority) : DEFAULT_PRIORITY })
    hooks[kind][name] = list
  }

  /** Removes by tag (every entry with that tag), or all entries of the hook when no tag is given. */
  const remove = (kind: keyof HookStore, name: string, tag?: string, priority?: number) => {
    const list = entriesOf(hooks[kind], name)
    if (!list.length) return
    const matches = (e: HookEntry) =>
      (tag === undefined || e.tag === tag) && (priority === undefined || !Number.isFinite(priority) || e.priority === priority)
    const kept = list.filter((e) => !matches(e))
    if (kept.length) hooks[kind][name] = kept
    else delete hooks[kind][name]
  }

  // A stable sort: equal priorities keep the order they were added in.
  const ordered = (kind: keyof HookStore, name: string) =>
    entriesOf(hooks[kind], name)
      .slice()
      .sort((a, b) => a.priority - b.priority)

  return {
    hooks,
    addAction(name: string, callable: HookCallable, priority?: number, tag?: string) {
      add('action', name, callable, priority, tag)
    },
    addFilter(name: string, callable: HookCallable, priority?: number, tag?: string) {
      add('filter', name, callable, priority, tag)
    },
    removeAction(name: string, tag?: string) {
      remove('action', name, tag)
    },
    /** GF's signature: `removeFilter(name, priority, tag)`. */
    removeFilter(name: string, priority?: number, tag?: string) {
      remove('filter', name, tag, priority)
    },
    hasFilter(name: string): boolean {
      return entriesOf(hooks.filter, name).length > 0
    },
    doAction(name: string, ...args: unknown[]) {
      for (const entry of ordered('action', name)) {
        try {
          entry.callable(...args)
        } catch (error) {
          report(`gform: the action "${name}" failed.`, error)
        }
      }
    },
    /** Runs the filters in order; each gets the value the one before returned, and the extra arguments. */
    applyFilters<T>(name: string, value: T, ...args: unknown[]): T {
      let current = value
      for (const entry of ordered('filter', name)) {
        try {
          const next = entry.callable(current, ...args)
          if (next !== undefined) current = next as T
        } catch (error) {
          report(`gform: the filter "${name}" failed.`, error)
        }
      }
      return current
    },
    /** As `applyFilters`, awaiting filters that return a promise (GF's `addAsyncFilter` filters). */
    async applyFiltersAsync<T>(name: string, value: T, ...args: unknown[]): Promise<T> {
      let current = value
      for (const entry of ordered('filter', name)) {
        try {
          const next = await entry.callable(current, ...args)
          if (next !== undefined) current = next as T
        } catch (error) {
          report(`gform: the filter "${name}" failed.`, error)
        }
      }
      return current
    },
  }
}
