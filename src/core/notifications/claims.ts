/**
 * Who holds a notification e-mail while it is being sent, and for how long.
 *
 * A delivery claims an e-mail by writing its holder and the time into the row; while it sends,
 * it renews that time every CLAIM_RENEW_MS. A claim not renewed for CLAIM_LEASE_MS belongs to a
 * process that is gone, and any delivery may take the e-mail over. The holder names the instance
 * (its machine, port and data folder, hashed) and the process (random, new at every start), so
 * an instance starting again releases at once the claims its previous process left behind,
 * without touching those of other instances sharing the database.
 */

/** A claim not renewed for this long is taken to have died with its process. */
export const CLAIM_LEASE_MS = 30_000
/** How often a delivery renews the claims it holds. */
export const CLAIM_RENEW_MS = 10_000

/** The holder written into a claimed row: `<instance>/<process>`. */
export function claimHolder(instance: string, processToken: string): string {
  return `${instance}/${processToken}`
}

/** The LIKE pattern matching every holder of an instance (its previous processes and this one). */
export function instancePattern(instance: string): string {
  // Hex only, so the pattern needs no escaping (SQLite's LIKE has no escape character by default).
  if (!/^[0-9a-f]+$/.test(instance)) throw new Error(`An instance is named in hex (got "${instance}")`)
  return `${instance}/%`
}

/** The time before which a claim's last renewal makes it stale. */
export function staleBefore(now: Date): Date {
  return new Date(now.getTime() - CLAIM_LEASE_MS)
}
