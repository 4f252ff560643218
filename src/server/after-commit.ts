import type { DatabaseAdapter, PayloadRequest } from 'payload'

/**
 * Runs work once the request's database transaction has committed. Payload calls collection
 * and global hooks inside the transaction, so a cache expired from an `afterChange` hook could
 * be filled again, by a visitor's request arriving in the gap, with the rows as they were
 * before the commit; that entry would then look fresh and keep the old content until the next
 * change. Payload has no after-commit hook, so the adapter's commit and rollback are wrapped
 * (once per adapter): a commit runs what was queued for its transaction, a rollback drops it,
 * as nothing changed. Without a transaction the work runs at once.
 */
type TransactionID = number | string
type Pending = Map<TransactionID, (() => Promise<void>)[]>

const wrapped = new WeakMap<DatabaseAdapter, Pending>()

function pendingOf(db: DatabaseAdapter): Pending {
  let pending = wrapped.get(db)
  if (pending) return pending
  pending = new Map()
  wrapped.set(db, pending)
  const queue = pending
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (id) => {
    const key = await id
    await commit(key)
    const work = queue.get(key) ?? []
    queue.delete(key)
    for (const run of work) await run().catch((err: unknown) => console.error('[after-commit]', err))
  }
  db.rollbackTransaction = async (id) => {
    const key = await id
    queue.delete(key)
    await rollback(key)
  }
  return pending
}

export async function afterCommit(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'> | undefined,
  run: () => Promise<void>,
): Promise<void> {
  const id = req ? await req.transactionID : undefined
  const db = req?.payload?.db
  if (id === undefined || id === null || !db || !db.sessions?.[id]) return run()
  const pending = pendingOf(db)
  const list = pending.get(id) ?? []
  list.push(run)
  pending.set(id, list)
}
