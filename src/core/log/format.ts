/**
 * How the site logs, decided from its settings (pure; server/logger.ts applies it):
 *
 * - `LOG_FORMAT`: `json` (one JSON object per line, what a log collector reads), `pretty` (short
 *   coloured lines for a person), or unset: pretty on a terminal, JSON anywhere else (a service
 *   manager, a container, a file), so no colour codes end up in a log file.
 * - `LOG_LEVEL`: `fatal`, `error`, `warn`, `info` (the default), `debug` or `trace`.
 */
import { format } from 'node:util'

export type LogFormat = 'json' | 'pretty'
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export function chooseLogFormat(value: string | undefined, isTty: boolean): LogFormat {
  const v = value?.trim().toLowerCase()
  if (!v || v === 'auto') return isTty ? 'pretty' : 'json'
  if (v === 'json' || v === 'pretty') return v
  throw new Error(`LOG_FORMAT must be json, pretty or auto (got "${value}")`)
}

export function parseLogLevel(value: string | undefined): LogLevel {
  const v = value?.trim().toLowerCase()
  if (!v) return 'info'
  if ((LOG_LEVELS as readonly string[]).includes(v)) return v as LogLevel
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}")`)
}

/**
 * A console call as one log record: a leading `[name]` tag (the site's convention, "[serve] …")
 * becomes the record's `component`, an Error among the arguments its `err` (with its stack), and
 * the rest the message, formatted as console.log would.
 */
export function consoleRecord(args: readonly unknown[]): { component?: string; msg: string; err?: Error } {
  const err = args.find((a): a is Error => a instanceof Error)
  const rest = args.filter((a) => a !== err)
  let msg = rest.length ? format(...(rest as [unknown, ...unknown[]])) : (err?.message ?? '')
  const tag = /^\[([\w-]{1,40})\]\s*/.exec(msg)
  const component = tag?.[1]
  if (tag) msg = msg.slice(tag[0].length)
  return { ...(component ? { component } : {}), msg: msg.replace(/:\s*$/, ''), ...(err ? { err } : {}) }
}

/**
 * The id a request is logged under: the one a proxy of ours sent in X-Request-Id when it is a
 * plain token (so one id follows the request through the proxy's logs and ours), else a new one.
 */
export function requestIdFrom(header: string | string[] | undefined, trusted: boolean, make: () => string): string {
  if (trusted && typeof header === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(header)) return header
  return make()
}
