import type { PGlite } from '@electric-sql/pglite';

/** Counted per lower-cased account name, whether or not the account exists (no user enumeration). */
function key(account: string): string {
  return account.toLowerCase();
}

export async function failureCount(db: PGlite, account: string): Promise<number> {
  const row = (
    await db.query<{ failures: number }>('SELECT failures FROM login_failures WHERE account = $1', [key(account)])
  ).rows[0];
  return row?.failures ?? 0;
}

/** Adds one failure atomically and returns the new count. */
export async function recordFailure(db: PGlite, account: string, now: number): Promise<number> {
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

export async function clearFailures(db: PGlite, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1', [key(account)]);
}

export async function clearAllFailures(db: Pick<PGlite, 'query'>): Promise<void> {
  await db.query('DELETE FROM login_failures');
}
