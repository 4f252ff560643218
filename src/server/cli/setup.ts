import { setup } from '../setup'

setup()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error('[setup] failed:', err instanceof Error ? (err.stack ?? err.message) : err)
    process.exit(1)
  })
