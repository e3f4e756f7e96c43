// POST /wps/session/verification/code and /wps/session/verification: completing a login from a new address with
// one of the member's proofs (newIp.ts opened it). Five failures end the pending login.
import { ACCOUNT_MESSAGES } from '../accounts/accountsMessages.ts';
import { loginV2Session } from '../accounts/login.ts';
import { answer, fail, ok, type Message } from '../envelope.ts';
import { findMemberById } from '../store/memberRecords.ts';
import { createSession } from '../store/sessions.ts';
import type { Handler, Schemas } from '../types.ts';
import { verifyAuthenticatorCode } from './authenticator.ts';
import { listBankCards } from './bankCards.ts';
import { findPendingLogin, recordLogin, verificationMethods, type PendingLogin } from './newIp.ts';
import { checkSecurityCode, sendSecurityCodeWithinLimit, spendSecurityCode, type CodeTarget } from './securityCodes.ts';
import { LOGIN_VERIFICATION_MAX_FAILURES } from './securityConstants.ts';
import { SECURITY_MESSAGES, withAttemptsLeft } from './securityMessages.ts';
import { loadProfile, sameName } from './securityRecords.ts';

/** Where a code of the method goes: the bound mobile or the verified email. */
async function codeTarget(db: Parameters<typeof loadProfile>[0], memberId: number, method: 'sms' | 'email') {
  const profile = await loadProfile(db, memberId);
  if (method === 'sms') {
    return profile.mobile_num === null
      ? null
      : ({
          channel: 'sms',
          recipient: profile.mobile_num,
          countryDialingCode: profile.country_dialing_code ?? undefined,
        } satisfies CodeTarget);
  }
  return profile.email === null || !profile.email_verified
    ? null
    : ({ channel: 'email', recipient: profile.email.toLowerCase() } satisfies CodeTarget);
}

/** What both calls check first: that the token's login still waits, and that the method is one the member has. */
async function pendingLoginFor(
  db: Parameters<typeof findPendingLogin>[0],
  body: { verificationToken: string; method: Schemas['LoginVerificationMethod'] },
  at: number,
): Promise<{ pending: PendingLogin } | { failure: Message }> {
  const pending = await findPendingLogin(db, body.verificationToken, at);
  if (!pending) return { failure: SECURITY_MESSAGES.verificationExpired };
  const { methods } = await verificationMethods(db, pending.memberId);
  if (!methods.includes(body.method)) return { failure: SECURITY_MESSAGES.verificationMethodUnavailable };
  return { pending };
}

export const sendLoginVerificationCode: Handler<'sendLoginVerificationCode'> = async (c, { db, now }) => {
  const body = c.get('body');
  const at = now();
  const found = await pendingLoginFor(db, body, at);
  if ('failure' in found) return fail(c, found.failure);
  const { pending } = found;
  const target = await codeTarget(db, pending.memberId, body.method);
  if (!target) return fail(c, SECURITY_MESSAGES.verificationMethodUnavailable);
  return answer(c, await sendSecurityCodeWithinLimit(db, pending.memberId, 'verifyLogin', target, at));
};

type Proof = { ok: true; codeId?: number } | { ok: false; failure: Message; counts: boolean };

export const verifyLogin: Handler<'verifyLogin'> = async (c, { db, now }) => {
  const body = c.get('body');
  const at = now();
  const found = await pendingLoginFor(db, body, at);
  if ('failure' in found) return fail(c, found.failure);
  const { pending } = found;

  let proof: Proof;
  switch (body.method) {
    case 'sms':
    case 'email': {
      const target = await codeTarget(db, pending.memberId, body.method);
      const check = await checkSecurityCode(db, pending.memberId, 'verifyLogin', target!.recipient, body.code, at);
      // An expired code is no guess: it is answered as is, without counting.
      proof = check.ok
        ? { ok: true, codeId: check.codeId }
        : { ok: false, failure: check.failure, counts: check.failure.code !== ACCOUNT_MESSAGES.codeExpired.code };
      break;
    }
    case 'bankAccountName': {
      const cards = await listBankCards(db, pending.memberId);
      proof = cards.some((card) => sameName(card.accountName, body.accountName))
        ? { ok: true }
        : { ok: false, failure: SECURITY_MESSAGES.verificationFailed, counts: true };
      break;
    }
    case 'authenticator': {
      const check = await verifyAuthenticatorCode(db, pending.memberId, body.code, at);
      proof = check.ok ? { ok: true } : { ok: false, failure: check.failure, counts: true };
      break;
    }
  }

  if (!proof.ok) {
    if (!proof.counts) return fail(c, proof.failure);
    const counted = await db.query<{ failures: number }>(
      `UPDATE login_verifications SET failures = failures + 1,
         ended_at = CASE WHEN failures + 1 >= $2 THEN $3::timestamptz ELSE ended_at END
       WHERE token_hash = $1 RETURNING failures`,
      [pending.tokenHash, LOGIN_VERIFICATION_MAX_FAILURES, new Date(at)],
    );
    const attemptsLeft = Math.max(0, LOGIN_VERIFICATION_MAX_FAILURES - (counted.rows[0]?.failures ?? 0));
    if (attemptsLeft === 0) return fail(c, SECURITY_MESSAGES.verificationExpired, { attemptsLeft });
    return fail(c, withAttemptsLeft(SECURITY_MESSAGES.verificationFailed, attemptsLeft), { attemptsLeft });
  }

  const member = await findMemberById(db, pending.memberId);
  // Claimed once: two verifications of one token cannot both open a session.
  const claimed = await db.transaction(async (tx) => {
    const ended = await tx.query(
      'UPDATE login_verifications SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL RETURNING member_id',
      [pending.tokenHash, new Date(at)],
    );
    if (ended.rows.length === 0 || !member) return false;
    if (proof.codeId !== undefined) await spendSecurityCode(tx, proof.codeId, at);
    await recordLogin(tx, member.id, pending.ip, at);
    return true;
  });
  if (!claimed || !member) return fail(c, SECURITY_MESSAGES.verificationExpired);
  const token = await createSession(db, member.id, at);
  return ok(c, loginV2Session({ member, token }, at));
};
