/**
 * How this instance stops (SIGTERM or SIGINT, server/serve.ts): /readyz answers 503 from the
 * first moment, so a load balancer sends no new visitors; the requests under way finish; then
 * the hooks registered here run in their order (the e-mail queue hands back its claims, the
 * database's connections close), all within SHUTDOWN_TIMEOUT_SECONDS.
 *
 * Kept on `globalThis` under registered symbols: the serving layer stops the process, and the
 * Payload side, which Next.js loads in another module graph, registers what it must hand back.
 */
import { waitAtMost } from '../core/time/bounded'

const STOPPING = Symbol.for('signalpost.stopping')
const HOOKS = Symbol.for('signalpost.shutdown-hooks')

type Hook = { name: string; run: (deadline: number) => Promise<unknown> }
type Store = Record<symbol, unknown>

export function markStopping(): void {
  ;(globalThis as Store)[STOPPING] = true
}

export function isStopping(): boolean {
  return (globalThis as Store)[STOPPING] === true
}

/** Work to do once the requests have finished, before the process exits, by `deadline` (ms since the epoch). */
export function onShutdown(name: string, run: (deadline: number) => Promise<unknown>): void {
  const store = globalThis as Store
  const hooks = (store[HOOKS] ??= []) as Hook[]
  hooks.push({ name, run })
}

/**
 * Runs the hooks in the order they were registered, each given what is left of the time; one that
 * fails or overruns is logged, and the rest still run.
 */
export async function runShutdownHooks(deadline: number, log: (line: string) => void = console.log): Promise<void> {
  const hooks = ((globalThis as Store)[HOOKS] ?? []) as Hook[]
  for (const hook of hooks) {
    const left = deadline - Date.now()
    if (left <= 0) {
      log(`[shutdown] no time left for: ${hook.name}`)
      continue
    }
    try {
      if (!(await waitAtMost(hook.run(deadline), left)).done) log(`[shutdown] ${hook.name}: not done in time`)
    } catch (err) {
      log(`[shutdown] ${hook.name} failed: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
}
