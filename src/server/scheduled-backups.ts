/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP): the serving process starts
 * `npm run backup`'s program as a child at each due time, so copying the database and archiving
 * the files never holds up the event loop that answers visitors; then it deletes the backups past
 * the newest BACKUP_KEEP. With several instances, set BACKUP_DIR on one of them.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { nextBackupAt, pastRetention, scheduledName } from '../core/backup/manifest'
import { cliArgs } from './app-root'

type Schedule = { dir: string; everyMs: number; keep: number }

function runBackup(file: string): Promise<number | null> {
  return new Promise((resolve) => {
    // In this process's working folder, where a relative DATA_DIR was resolved.
    const child = spawn(process.execPath, cliArgs('backup', file), {
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.once('error', (err) => {
      console.error(`[backup] could not start: ${err.message}`)
      resolve(null)
    })
    child.once('exit', (code) => resolve(code))
  })
}

/** Starts the schedule; returns a function that stops it. */
export function startScheduledBackups(schedule: Schedule): () => void {
  const dir = path.resolve(schedule.dir)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  // After a failure the next try waits an hour (or the interval, when shorter), not a minute.
  let retryAfter = 0
  const plan = () => {
    if (stopped) return
    const at = Math.max(nextBackupAt(readdirSync(dir), schedule.everyMs, Date.now()), retryAfter)
    // setTimeout holds at most about 24.8 days; a longer wait is taken in steps.
    timer = setTimeout(tick, Math.min(at - Date.now(), 2 ** 31 - 1))
    timer.unref()
  }
  const tick = () => {
    const due = Math.max(nextBackupAt(readdirSync(dir), schedule.everyMs, Date.now()), retryAfter)
    if (due > Date.now() + 60_000) return plan()
    const file = path.join(dir, scheduledName(new Date()))
    void runBackup(file).then((code) => {
      if (code === 0) {
        retryAfter = 0
        for (const old of pastRetention(readdirSync(dir), schedule.keep)) rmSync(path.join(dir, old), { force: true })
      } else {
        retryAfter = Date.now() + Math.min(schedule.everyMs, 3600_000)
        console.error(
          `[backup] the scheduled backup failed (exit ${code}); it is tried again in ${Math.round((retryAfter - Date.now()) / 60_000)} minutes`,
        )
      }
      plan()
    })
  }
  console.log(`[backup] Scheduled backups into ${dir}: every ${schedule.everyMs / 3600_000} h, the newest ${schedule.keep} kept`)
  plan()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
