/**
 * Waits for `work`, but no longer than `ms`: its value, or `{ done: false }` once the time is up
 * (the work itself goes on; a promise cannot be cancelled). A rejection of `work` within the time
 * is passed on. The timer is always cleared, so a finished wait never keeps a process alive.
 */
export async function waitAtMost<T>(work: Promise<T>, ms: number): Promise<{ done: true; value: T } | { done: false }> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<{ done: false }>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), Math.max(0, ms))
  })
  try {
    return await Promise.race([work.then((value) => ({ done: true as const, value })), late])
  } finally {
    clearTimeout(timer)
  }
}
