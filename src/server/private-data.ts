import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { PRIVATE_DIR_MODE, PRIVATE_UMASK, privateMode } from '../core/fs/private'
import { parseUploadSettings } from '../core/uploads/settings'

/**
 * Makes the site's data private to its user (core/fs/private.ts): sets the process's umask to
 * 077, so everything it and its child processes create is 0600/0700, creates the folders given
 * as 0700, and takes group and other permissions from what is already in them (a data folder
 * written by an earlier version, or copied in). Symbolic links are neither followed nor changed.
 * A file that cannot be changed (another owner) is reported, not fatal. Returns how many
 * folders and files were changed.
 */
export function makeDataPrivate(dirs: string[], warn: (message: string) => void = console.warn): number {
  process.umask(PRIVATE_UMASK)
  let changed = 0
  const visit = (target: string) => {
    let stat
    try {
      stat = lstatSync(target)
    } catch {
      return
    }
    if (stat.isSymbolicLink()) return
    const kind = stat.isDirectory() ? 'dir' : stat.isFile() ? 'file' : null
    if (!kind) return
    const mode = privateMode(kind, stat.mode)
    if (mode !== null) {
      try {
        chmodSync(target, mode)
        changed++
      } catch (err) {
        warn(`[data] ${target} could not be made private: ${(err as Error).message}`)
      }
    }
    if (kind === 'dir') for (const name of readdirSync(target)) visit(path.join(target, name))
  }
  for (const dir of new Set(dirs.map((d) => path.resolve(d)))) {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
    visit(dir)
  }
  return changed
}

/** The site's data folders: DATA_DIR (database, secret, media, documents, form uploads) and UPLOAD_DIR when it is elsewhere. */
export function siteDataDirs(dataDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const storage = parseUploadSettings(env).storage
  return storage.kind === 'local' && storage.dir ? [dataDir, storage.dir] : [dataDir]
}
