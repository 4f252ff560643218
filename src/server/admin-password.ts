import { chmodSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Where a generated admin password is kept when no terminal shows it (announcePassword). */
export const PASSWORD_FILE = 'initial-admin-password'

/**
 * How a generated admin password reaches the person starting the site, once. On a terminal it is
 * shown there. Anywhere else (a service manager, a container) what is printed is a log that is
 * kept and collected, so the password goes to a file in the data folder that only this user can
 * read, and the lines say where. Returns the lines to print.
 */
export function announcePassword(password: string, where: { terminal: boolean; dataDir: string }): string[] {
  const change = 'Sign in and change it under Account, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.'
  if (where.terminal) return [`[setup] Its generated password, shown only this once: ${password}`, `[setup] ${change}`]
  const file = path.resolve(where.dataDir, PASSWORD_FILE)
  writeFileSync(file, `${password}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return [`[setup] Its generated password is in ${file}, readable by this user only.`, `[setup] ${change} Then delete the file.`]
}
