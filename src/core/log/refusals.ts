/**
 * What Payload's error handler logs for an error it answers. Payload picks the level by the
 * error's class name (`config.loggingLevels`: Forbidden, NotFound, ValidationError… at info, with
 * the message only), but the production build renames classes, so every refusal of a visitor's
 * request — a REST read without access, a wrong id — was logged as an error with its stack: a
 * few probes of `/api/*` buried real errors. An error that carries an HTTP status under 500 is
 * the site saying no to a request, not the site failing: this tells it apart by that status,
 * which no build renames.
 */
export function refusalMessage(logged: unknown): string | null {
  if (!logged || typeof logged !== 'object') return null
  const err = (logged as { err?: unknown }).err
  if (!err || typeof err !== 'object') return null
  const status = (err as { status?: unknown }).status
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  const message = (err as { message?: unknown }).message
  return `${status} ${typeof message === 'string' && message ? message : 'Refused'}`
}
