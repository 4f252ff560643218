/**
 * The site's data folder is private to the user the site runs as: the database and its WAL,
 * the generated secret, media, documents and form uploads hold visitors' personal data and
 * staff's content. Folders are 0700 and files 0600; the process runs with umask 077 so that
 * whatever it creates (SQLite's -wal and -shm files, uploads) is born that way.
 */

/** The umask the site runs with: nothing for group or others. */
export const PRIVATE_UMASK = 0o077
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/**
 * The mode an existing folder or file is changed to, or null when it is private already (no
 * permission for group or others). Only those bits are taken away: a file the owner could not
 * read stays so, and nothing is made executable.
 */
export function privateMode(kind: 'dir' | 'file', mode: number): number | null {
  const permissions = mode & 0o777
  if ((permissions & 0o077) === 0) return null
  return kind === 'dir' ? PRIVATE_DIR_MODE : permissions & PRIVATE_FILE_MODE & 0o700
}
