// Failed logins, counted per account name and per caller address (the rules are in accounts/loginThrottle.ts).
import type { PGlite } from '@electric-sql/pglite';

type Db = Pick<PGlite, 'query'>;

/** Counted per lower-cased account name, whether or not the account exists (no user enumeration). */
function key(account: string): string {
  return account.toLowerCase();
}

export async function failureCount(db: Db, account: string): Promise<number> {
  const row = (
    await db.query<{ failures: number }>('SELECT failures FROM login_failures WHERE account = $1', [key(account)])
  ).rows[0];
  return row?.failures ?? 0;
}

/** Adds one failure atomically and returns the new count. */
export async function recordFailure(db: Db, account: string, now: number): Promise<number> {
  const row = (
    await db.query<{ failures: number }>(
      `INSERT INTO login_failures (account, failures, updated_at) VALUES ($1, 1, $2)
       ON CONFLICT (account) DO UPDATE SET failures = login_failures.failures + 1, updated_at = EXCLUDED.updated_at
       RETURNING failures`,
      [key(account), new Date(now)],
    )
  ).rows[0];
  return row?.failures ?? 1;
}

export async function clearFailures(db: Db, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1', [key(account)]);
}

/** Forgets every failed login and address lock (the development route /sandbox/reset-throttles). */
export async function clearAllFailures(db: Db): Promise<void> {
  await db.query('DELETE FROM login_failures');
  await db.query('DELETE FROM login_address_failures');
  await db.query('DELETE FROM login_address_locks');
}

/** The failures of an address since `since` (older ones are dropped): how many, and when the last was. */
export async function addressFailures(
  db: Db,
  address: string,
  since: number,
): Promise<{ count: number; lastAt: number | null }> {
  await db.query('DELETE FROM login_address_failures WHERE address = $1 AND at <= $2', [address, new Date(since)]);
  const row = (
    await db.query<{ count: number; last_at: Date | null }>(
      'SELECT count(*)::int AS count, max(at) AS last_at FROM login_address_failures WHERE address = $1',
      [address],
    )
  ).rows[0]!;
  return { count: row.count, lastAt: row.last_at?.getTime() ?? null };
}

/** Adds one failure of the address for `what` (an account name or `sms:<number>`) and returns the address's count. */
export async function recordAddressFailure(db: Db, address: string, what: string, now: number): Promise<number> {
  await db.query('INSERT INTO login_address_failures (address, account, at) VALUES ($1, $2, $3)', [
    address,
    key(what),
    new Date(now),
  ]);
  const row = (
    await db.query<{ count: number }>('SELECT count(*)::int AS count FROM login_address_failures WHERE address = $1', [
      address,
    ])
  ).rows[0]!;
  return row.count;
}

/** Forgets the address's failures for these account names (or `sms:<number>`), not those for other names. */
export async function clearAddressFailures(db: Db, address: string, what: readonly string[]): Promise<void> {
  await db.query('DELETE FROM login_address_failures WHERE address = $1 AND account = ANY($2)', [
    address,
    what.map(key),
  ]);
}

/** When the address's last lock ends (or ended); null when it was never locked or the lock was forgotten. */
export async function addressLockedUntil(db: Db, address: string): Promise<number | null> {
  const row = (
    await db.query<{ locked_until: Date }>('SELECT locked_until FROM login_address_locks WHERE address = $1', [address])
  ).rows[0];
  return row?.locked_until.getTime() ?? null;
}

/** Locks the address until `until`; its failures so far are spent by the lock (the count starts over after it). */
export async function lockAddress(db: Db, address: string, until: number): Promise<void> {
  await db.query(
    `INSERT INTO login_address_locks (address, locked_until) VALUES ($1, $2)
     ON CONFLICT (address) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
    [address, new Date(until)],
  );
  await db.query('DELETE FROM login_address_failures WHERE address = $1', [address]);
}
