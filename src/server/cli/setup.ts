import { bridgeConsole } from '../logger'
import { makeDataPrivate, siteDataDirs } from '../private-data'
import { settings } from '../settings'
import { setup } from '../setup'

bridgeConsole()
// `npm run setup` and `npm run dev` start here: the data folder is private to this user
// (`npm start` has done it already; doing it again finds nothing to change).
makeDataPrivate(siteDataDirs(settings().dataDir))

setup()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error('[setup] failed:', err instanceof Error ? (err.stack ?? err.message) : err)
    process.exit(1)
  })
