import { AsyncLocalStorage } from 'node:async_hooks'

import { destination, pino, type Logger } from 'pino'
import { build } from 'pino-pretty'

import { chooseLogFormat, consoleRecord, parseLogLevel } from '../core/log/format'
import { refusalMessage } from '../core/log/refusals'
import { processWide } from '../core/process-wide'

const ERROR = 50

type Shared = { logger: Logger; json: boolean; requests: AsyncLocalStorage<{ id: string }>; consoleBridged?: boolean }
/**
 * One logger per process, on `globalThis` under a registered symbol: Payload's (payload.config.ts)
 * and the serving layer's are the same, though Next.js loads the config in another module graph,
 * and so is the request context the serving layer sets and Payload's lines read their id from.
 */

function create(): Shared {
  const requests = new AsyncLocalStorage<{ id: string }>()
  const json = chooseLogFormat(process.env.LOG_FORMAT, process.stdout.isTTY === true) === 'json'
  const logger = pino(
    {
      name: 'site',
      level: parseLogLevel(process.env.LOG_LEVEL),
      enabled: process.env.DISABLE_LOGGING !== 'true',
      // The request a line was logged in (server/serve.ts sets it), so its lines can be found together.
      mixin: () => {
        const id = requests.getStore()?.id
        return id ? { reqId: id } : {}
      },
      ...(json ? { timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label: string) => ({ level: label }) } } : {}),
      hooks: {
        // A refusal of a visitor's request logged at error level (core/log/refusals.ts) is one info line without a stack.
        logMethod(args, method, level) {
          if (level >= ERROR) {
            const refusal = refusalMessage(args[0])
            if (refusal) return this.info(refusal)
          }
          return method.apply(this, args)
        },
      },
    },
    json
      ? destination({ dest: 1, sync: true })
      : build({ colorize: process.stdout.isTTY === true, ignore: 'pid,hostname,name', translateTime: 'SYS:HH:MM:ss' }),
  )
  return { logger, json, requests }
}

const shared: () => Shared = processWide('logger', create)

/** The process's logger: Payload's and the serving layer's. */
export function siteLogger(): Logger {
  return shared().logger
}

/** Runs `fn` as the handling of request `id`: what is logged meanwhile carries `reqId`. */
export function inRequest<T>(id: string, fn: () => T): T {
  return shared().requests.run({ id }, fn)
}

/**
 * With JSON logs, sends console.log/info/warn/error through the logger, so every line of the
 * process (the site's own "[serve] …" lines, Next.js's, a library's) is one JSON record and
 * nothing else reaches stdout. A leading "[name]" becomes the record's component. On a terminal
 * (pretty logs) the console is left as it is.
 */
export function bridgeConsole(): void {
  const s = shared()
  if (!s.json || s.consoleBridged) return
  s.consoleBridged = true
  const at =
    (level: 'info' | 'warn' | 'error' | 'debug') =>
    (...args: unknown[]) => {
      const { msg, ...fields } = consoleRecord(args)
      s.logger[level](fields, msg)
    }
  // Node's own warnings (deprecations and the like) as records too, instead of its text on stderr.
  process.removeAllListeners('warning')
  process.on('warning', (warning) => s.logger.warn({ component: 'node', err: warning }, warning.message))
  console.log = at('info')
  console.info = at('info')
  console.warn = at('warn')
  console.error = at('error')
  console.debug = at('debug')
}
