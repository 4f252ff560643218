import { type ChildProcess, spawn } from 'node:child_process'

/** Starts the built site exactly as `npm start` does, with extra environment; resolves when it answers. */
export async function startSite(
  env: Record<string, string>,
  port: number,
): Promise<{ process: ChildProcess; output: () => string; stop: () => Promise<void> }> {
  let output = ''
  const child = spawn(process.execPath, ['dist/server/start.mjs'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), SITE_URL: `http://localhost:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 300_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site exited with ${child.exitCode}:\n${output}`)
    try {
      const res = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(5000) })
      if (res.status < 500) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The site did not answer in time:\n${output}`)
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
