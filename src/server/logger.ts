import { pino, type Logger } from 'pino'
import { build } from 'pino-pretty'

import { refusalMessage } from '../core/log/refusals'

const ERROR = 50

/**
 * Payload's logger, as Payload makes it by default (pino, pretty lines on stdout), except that a
 * refusal logged at error level (core/log/refusals.ts) becomes one info line without a stack.
 */
export function siteLogger(): Logger {
  return pino(
    {
      name: 'payload',
      enabled: process.env.DISABLE_LOGGING !== 'true',
      hooks: {
        logMethod(args, method, level) {
          if (level >= ERROR) {
            const refusal = refusalMessage(args[0])
            if (refusal) return this.info(refusal)
          }
          return method.apply(this, args)
        },
      },
    },
    build({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }),
  )
}
