// Idempotency keys of money writes (openapi IdempotencyKey): the first success with a key is kept, and the same
// key again answers it without moving anything. A refused request keeps no key. The same key with another request
// (another operation, or other fields) is the caller's mistake: 400.
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../accounts/queryable.ts';
import type { Outcome } from '../envelope.ts';

/** The 400 message of a key sent again with another request. */
export const KEY_REUSED = 'idempotencyKey: was used for another request';

/** Who wrote with the key, and what: the operation and a hash of the request without the key and passwords. */
export interface IdempotencyScope {
  memberId: number;
  key: string;
  operation: string;
  fingerprint: string;
}

/** Fields never hashed: the key itself, and secrets (a hash of a password is not kept anywhere). */
const UNHASHED = new Set(['idempotencyKey', 'password']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => !UNHASHED.has(k))
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The scope of a request body that carries `idempotencyKey`. */
export function scopeOf(memberId: number, operation: string, body: { idempotencyKey: string }): IdempotencyScope {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
  return { memberId, key: body.idempotencyKey, operation, fingerprint };
}

/** What a key already says: nothing yet, the first result, or that it was used for another request. */
export type KeyState<V> = { state: 'unused' } | { state: 'done'; value: V } | { state: 'conflict' };

export async function keyState<V>(db: Queryable, scope: IdempotencyScope): Promise<KeyState<V>> {
  const row = (
    await db.query<{ operation: string; fingerprint: string; result: V }>(
      'SELECT operation, fingerprint, result FROM idempotency_keys WHERE member_id = $1 AND key = $2',
      [scope.memberId, scope.key],
    )
  ).rows[0];
  if (!row) return { state: 'unused' };
  if (row.operation !== scope.operation || row.fingerprint !== scope.fingerprint) return { state: 'conflict' };
  return { state: 'done', value: row.result };
}

/** The write's outcome, or that its key was used for another request (answer 400). */
export type IdempotentOutcome<V, F> = Outcome<V, F> | { conflict: true };

/**
 * Runs a money write once per key, in one transaction: the key is looked at again inside it (a concurrent request
 * with the same key may have finished meanwhile), then `work` runs, and a success is kept with the key before the
 * transaction commits. A failure keeps no key.
 */
export async function idempotentWrite<V, F = null>(
  db: PGlite,
  scope: IdempotencyScope,
  at: Date,
  work: (tx: Queryable) => Promise<Outcome<V, F>>,
): Promise<IdempotentOutcome<V, F>> {
  return db.transaction(async (tx) => {
    const before = await keyState<V>(tx, scope);
    if (before.state === 'conflict') return { conflict: true } as const;
    if (before.state === 'done') return { ok: before.value };
    const outcome = await work(tx);
    if ('ok' in outcome) {
      await tx.query(
        `INSERT INTO idempotency_keys (member_id, key, operation, fingerprint, result, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [scope.memberId, scope.key, scope.operation, scope.fingerprint, JSON.stringify(outcome.ok), at],
      );
    }
    return outcome;
  });
}
