// Handlers of openapi/src/invite.yaml: the claim of a mission's reward, and invite friends.
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../accounts/queryable.ts';
import { answer, badRequest, fail, MESSAGES, ok, type Message } from '../envelope.ts';
import { claimMission } from '../lottery/missions.ts';
import { sessionMember } from '../platform/sessionMember.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { idempotentWrite, KEY_REUSED, scopeOf, type IdempotencyScope } from '../store/idempotency.ts';
import { lockWallets, postLedger, toMinor, toMoney, walletBalance, type LedgerKind } from '../store/ledger.ts';
import { isTrial } from '../store/memberRecords.ts';
import type { Handler, RequestContext, Schemas } from '../types.ts';
import { INVITE_MESSAGES, REFERRAL_PAGE_SIZE } from './inviteConstants.ts';
import { claimTier, referralDetails, referralInvitees } from './referrals.ts';

function memberIdOf(c: RequestContext): number {
  return c.get('session')!.memberId;
}

type Refused<R extends string> = { refused: R };

/**
 * A reward claim: once per idempotency key (in one transaction with the MAIN wallet locked), the claim's own
 * once-only row written by `claim`, and the reward credited to MAIN with the ledger `kind`.
 */
async function claimReward<V, R extends string>(
  db: PGlite,
  scope: IdempotencyScope,
  now: number,
  kind: LedgerKind,
  refusals: Record<R, Message>,
  claim: (
    tx: Queryable,
    credit: (reward: string, reference: string) => Promise<void>,
  ) => Promise<{ reward: string } | Refused<R>>,
  value: (reward: string, mainBalance: string) => V,
) {
  const at = new Date(now);
  return idempotentWrite<V>(db, scope, at, async (tx) => {
    await lockWallets(tx, scope.memberId, [MAIN_WALLET]);
    const outcome = await claim(tx, async (reward, reference) => {
      const amount = toMinor(reward);
      if (amount === 0n) return;
      await postLedger(tx, {
        memberId: scope.memberId,
        wallet: MAIN_WALLET,
        amount,
        kind,
        reference,
        idempotencyKey: scope.key,
        at,
      });
    });
    if ('refused' in outcome) return { failure: refusals[outcome.refused] };
    return { ok: value(outcome.reward, toMoney(await walletBalance(tx, scope.memberId, MAIN_WALLET))) };
  });
}

export const claimMissionReward: Handler<'claimMissionReward'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await sessionMember(db, memberIdOf(c));
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const at = now();
  const outcome = await claimReward(
    db,
    scopeOf(member.id, 'claimMissionReward', body),
    at,
    'reward',
    {
      notFound: INVITE_MESSAGES.missionNotFound,
      notClaimable: INVITE_MESSAGES.missionNotClaimable,
      claimed: INVITE_MESSAGES.missionClaimed,
    },
    (tx, credit) => claimMission(tx, member.id, body.missionId, at, credit),
    (reward, mainBalance): Schemas['MissionClaim'] => ({ missionId: body.missionId, reward, mainBalance }),
  );
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

export const getReferralDetails: Handler<'getReferralDetails'> = async (c, { db, now }) =>
  ok(c, await referralDetails(db, memberIdOf(c), now()));

export const listReferralInvitees: Handler<'listReferralInvitees'> = async (c, { db }) => {
  const status = (c.req.query('status') ?? 'all') as Schemas['ReferralFilter'];
  const pageNo = Number(c.req.query('pageNo') ?? 1);
  const pageSize = Number(c.req.query('pageSize') ?? REFERRAL_PAGE_SIZE);
  return ok(c, await referralInvitees(db, memberIdOf(c), status, pageNo, pageSize));
};

export const claimReferralReward: Handler<'claimReferralReward'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await sessionMember(db, memberIdOf(c));
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const at = now();
  const outcome = await claimReward(
    db,
    scopeOf(member.id, 'claimReferralReward', body),
    at,
    'referral',
    {
      notFound: INVITE_MESSAGES.tierNotFound,
      locked: INVITE_MESSAGES.tierLocked,
      claimed: INVITE_MESSAGES.tierClaimed,
    },
    (tx, credit) => claimTier(tx, member.id, body.tier, at, credit),
    (reward, mainBalance): Schemas['ReferralClaim'] => ({ tier: body.tier, reward, mainBalance }),
  );
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};
