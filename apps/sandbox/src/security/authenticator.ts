// Google Authenticator: POST /wps/member/authenticator (start: the secret, once), PUT (confirm with a code) and
// POST /wps/member/authenticator/unbind. verifyAuthenticatorCode checks a code of a bound authenticator for other
// operations (deleting a bank card, verifying a login); wrong codes are counted and lock the authenticator.
import type { Queryable } from '../accounts/queryable.ts';
import { fail, MESSAGES, ok, type Message } from '../envelope.ts';
import { isTrial } from '../store/memberRecords.ts';
import type { Handler } from '../types.ts';
import { attemptsValue } from './fundsPassword.ts';
import { activeLock, clearWrong, countWrong, type Lockout } from './lockout.ts';
import {
  AUTHENTICATOR_LOCK_MS,
  AUTHENTICATOR_MAX_FAILURES,
  SECURITY_FEATURES,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
} from './securityConstants.ts';
import { SECURITY_MESSAGES, withAttemptsLeft, withRetryAfter } from './securityMessages.ts';
import { securityCaller } from './securityMember.ts';
import { matchStep, newSecret, otpauthUri } from './totp.ts';

const CODE_LOCK: Lockout = {
  table: 'authenticators',
  failures: 'failures',
  lockedUntil: 'locked_until',
  maxFailures: AUTHENTICATOR_MAX_FAILURES,
  lockMs: AUTHENTICATOR_LOCK_MS,
};

interface AuthenticatorRow {
  secret: string;
  confirmed_at: Date | null;
  last_step: string | null;
}

async function findAuthenticator(db: Queryable, memberId: number): Promise<AuthenticatorRow | null> {
  const { rows } = await db.query<AuthenticatorRow>(
    'SELECT secret, confirmed_at, last_step::text FROM authenticators WHERE member_id = $1',
    [memberId],
  );
  return rows[0] ?? null;
}

/** Whether the member has a confirmed authenticator. */
export async function authenticatorBound(db: Queryable, memberId: number): Promise<boolean> {
  return (await findAuthenticator(db, memberId))?.confirmed_at != null;
}

export type AuthenticatorCheck =
  | { ok: true }
  | { ok: false; reason: 'notSet'; failure: Message }
  | { ok: false; reason: 'wrong' | 'locked'; failure: Message; attemptsLeft: number; retryAfterMs?: number };

/** Checks a code of the member's authenticator (bound, or being bound when `binding`); a right code is spent. */
async function checkCode(
  db: Queryable,
  memberId: number,
  code: string,
  now: number,
  binding: boolean,
): Promise<AuthenticatorCheck> {
  const row = await findAuthenticator(db, memberId);
  if (!row || (row.confirmed_at === null) !== binding) {
    const failure = binding ? SECURITY_MESSAGES.authenticatorNotStarted : SECURITY_MESSAGES.authenticatorNotBound;
    return { ok: false, reason: 'notSet', failure };
  }
  const locked = await activeLock(db, CODE_LOCK, memberId, now);
  if (locked !== null) {
    const failure = withRetryAfter(SECURITY_MESSAGES.authenticatorLocked, locked);
    return { ok: false, reason: 'locked', failure, attemptsLeft: 0, retryAfterMs: locked };
  }
  const step = matchStep(row.secret, code, now, row.last_step === null ? null : Number(row.last_step));
  if (step !== null) {
    await clearWrong(db, CODE_LOCK, memberId);
    await db.query('UPDATE authenticators SET last_step = $2 WHERE member_id = $1', [memberId, step]);
    return { ok: true };
  }
  const wrong = await countWrong(db, CODE_LOCK, memberId, now);
  const failure =
    wrong.retryAfterMs === undefined
      ? withAttemptsLeft(SECURITY_MESSAGES.authenticatorCodeIncorrect, wrong.attemptsLeft)
      : withRetryAfter(SECURITY_MESSAGES.authenticatorLocked, wrong.retryAfterMs);
  return { ok: false, reason: 'wrong', failure, ...wrong };
}

/** A code of the member's bound authenticator, counted and locked (for bank cards and login verification). */
export function verifyAuthenticatorCode(
  db: Queryable,
  memberId: number,
  code: string,
  now: number,
): Promise<AuthenticatorCheck> {
  return checkCode(db, memberId, code, now, false);
}

export const startAuthenticator: Handler<'startAuthenticator'> = async (c, { db, now }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!SECURITY_FEATURES.authenticator) return fail(c, MESSAGES.functionDisabled);
  const secret = newSecret();
  // A bound authenticator is left alone; one being bound gets the new secret.
  const started = await db.query(
    `INSERT INTO authenticators (member_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at,
       last_step = NULL, failures = 0, locked_until = NULL
     WHERE authenticators.confirmed_at IS NULL RETURNING member_id`,
    [member.id, secret, new Date(now())],
  );
  if (started.rows.length === 0) return fail(c, SECURITY_MESSAGES.authenticatorBound);
  return ok(c, {
    secret,
    otpauthUri: otpauthUri(secret, member.account),
    issuer: TOTP_ISSUER,
    accountName: member.account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
};

export const confirmAuthenticator: Handler<'confirmAuthenticator'> = async (c, { db, now }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!SECURITY_FEATURES.authenticator) return fail(c, MESSAGES.functionDisabled);
  if (await authenticatorBound(db, member.id)) return fail(c, SECURITY_MESSAGES.authenticatorBound);
  const check = await checkCode(db, member.id, c.get('body').code, now(), true);
  if (!check.ok) return fail(c, check.failure, attemptsValue(check));
  await db.query('UPDATE authenticators SET confirmed_at = $2 WHERE member_id = $1', [member.id, new Date(now())]);
  return ok(c, null);
};

export const unbindAuthenticator: Handler<'unbindAuthenticator'> = async (c, { db, now }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!SECURITY_FEATURES.authenticator) return fail(c, MESSAGES.functionDisabled);
  const check = await verifyAuthenticatorCode(db, member.id, c.get('body').code, now());
  if (!check.ok) return fail(c, check.failure, attemptsValue(check));
  await db.query('DELETE FROM authenticators WHERE member_id = $1', [member.id]);
  return ok(c, null);
};
