// Invite friends and mission rewards (openapi/src/invite.yaml): the member's referral code, the invitees a
// registration with it records, their status by first deposit, the reward tiers and the missions' rewards, each
// credited to MAIN through the ledger once (one claim of two sent at once).
import { describe, expect, it } from 'vitest';
import { DEMO_INVITEES, DEMO_REFERRAL_CODE, REFERRAL_TIERS } from '../src/invite/inviteConstants.ts';
import { toMinor } from '../src/store/ledger.ts';
import type { Schemas } from '../src/types.ts';
import { encryptForServer } from './encrypt.ts';
import { demoTokensForFile, expectBadRequest, harnessForFile } from './harness.ts';

type ReferralDetails = Schemas['ReferralDetails'];
type InviteePage = Schemas['ReferralInviteePage'];
type MissionSummary = Schemas['MissionSummary'];

const h = harnessForFile({ resetThrottles: true, startTimeoutMs: 180_000 });
const tokens = demoTokensForFile(h);

let keys = 0;
const newKey = () => `invite-test-key-${String(++keys).padStart(6, '0')}`;

async function details(token: string): Promise<ReferralDetails> {
  const res = await h.call<ReferralDetails>('GET', '/wps/relay/MCSFE_getReferralDetails', { token });
  expect(res.body.success).toBe(true);
  return res.body.value!;
}

async function invitees(token: string, query = ''): Promise<InviteePage> {
  const res = await h.call<InviteePage>('GET', `/wps/relay/MCSFE_getReferralInvitees${query}`, { token });
  expect(res.body.success, res.body.message ?? '').toBe(true);
  return res.body.value!;
}

async function mainBalance(account: string): Promise<bigint> {
  const { rows } = await h.sandbox.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND vassalage = 'MAIN'`,
    [await h.memberId(account)],
  );
  return toMinor(rows[0]!.balance);
}

/** The member's ledger rows of one kind whose reference starts with `prefix` (other areas credit rewards too). */
async function ledgerRows(account: string, kind: string, prefix: string): Promise<string[]> {
  const { rows } = await h.sandbox.db.query<{ amount: string }>(
    `SELECT amount::text AS amount FROM ledger WHERE member_id = $1 AND kind = $2 AND reference LIKE $3 || '%'
     ORDER BY id`,
    [await h.memberId(account), kind, prefix],
  );
  return rows.map((r) => r.amount);
}

const claimTier = (token: string, tier: number, idempotencyKey = newKey()) =>
  h.call<Schemas['ReferralClaim']>('POST', '/wps/relay/MCSFE_claimReferralReward', {
    token,
    json: { idempotencyKey, tier },
  });

const claimMission = (token: string, missionId: number, idempotencyKey = newKey()) =>
  h.call<Schemas['MissionClaim']>('POST', '/wps/relay/MCSFE_claimMissionReward', {
    token,
    json: { idempotencyKey, missionId },
  });

async function mission(token: string, missionId: number) {
  const res = await h.call<MissionSummary>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token });
  return res.body.value!.missions.find((m) => m.missionId === missionId)!;
}

let lastNumber = 0;
/** Registers a member with a referral code as the site sends it (the URL's code as affiliateCode and referralCode). */
async function registerWith(code: string): Promise<string> {
  lastNumber += 1;
  const mobile = `087${String(lastNumber).padStart(7, '0')}`;
  const sms = await h.call('POST', '/wps/verification/sms/register', {
    json: { countryDialingCode: '+66', mobileNo: mobile },
  });
  expect(sms.body.success).toBe(true);
  const outbox = await h.call<{ body: string }[]>('GET', `/sandbox/outbox?mobile=${mobile}`);
  const smsCode = /\b(\d{6})\b/.exec(outbox.body.value![0]!.body)![1]!;
  const username = `friend${lastNumber}x`;
  const body = {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: mobile,
    countryDialingCode: '+66',
    verificationCode: smsCode,
    affiliateCode: code,
    referralCode: code,
    registerUrl: `http://localhost/register?referralCode=${code}`,
    domain: 'localhost',
    login: false,
  };
  const res = await h.call('PUT', '/wps/member/register', {
    json: await encryptForServer(await h.publicKey(), body),
  });
  expect(res.body, `register: ${res.body.message}`).toMatchObject({ success: true });
  return username;
}

describe('GET /wps/relay/MCSFE_getReferralDetails', () => {
  it("gives the demo member's code, totals and tiers", async () => {
    const demo = await details(tokens.demo);
    const success = DEMO_INVITEES.filter(([, , deposit]) => deposit !== null).length;
    expect(demo).toMatchObject({
      referralCode: DEMO_REFERRAL_CODE,
      totalInvitations: DEMO_INVITEES.length,
      successCount: success,
      incompleteCount: DEMO_INVITEES.length - success,
      rewardsEarned: '0.00',
    });
    expect(demo.tiers.map((t) => t.status)).toEqual(
      REFERRAL_TIERS.map((t) => (success >= t.target ? 'CLAIM' : 'LOCKED')),
    );
  });

  it('makes a code once per member', async () => {
    const first = await details(tokens.agent);
    const again = await details(tokens.agent);
    expect(first.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(again.referralCode).toBe(first.referralCode);
    expect(first.totalInvitations).toBe(0);
  });

  it('refuses a call without a session', async () => {
    expect((await h.call('GET', '/wps/relay/MCSFE_getReferralDetails')).status).toBe(401);
  });
});

describe('GET /wps/relay/MCSFE_getReferralInvitees', () => {
  it('filters by status and pages, newest first', async () => {
    const all = await invitees(tokens.demo);
    expect(all.totalCount).toBe(DEMO_INVITEES.length);
    expect(all.list.map((i) => i.account)).toEqual(
      [...DEMO_INVITEES].sort((a, b) => a[1] - b[1]).map(([account]) => account),
    );
    const success = await invitees(tokens.demo, '?status=success');
    expect(success.list.every((i) => i.status === 'success' && i.firstDepositAt !== null)).toBe(true);
    expect(success.totalCount).toBe(DEMO_INVITEES.filter(([, , d]) => d !== null).length);
    const incomplete = await invitees(tokens.demo, '?status=incomplete');
    expect(incomplete.list.every((i) => i.status === 'incomplete' && i.firstDepositAt === null)).toBe(true);
    expect(incomplete.totalCount + success.totalCount).toBe(all.totalCount);
    const page = await invitees(tokens.demo, '?pageNo=2&pageSize=4');
    expect(page).toMatchObject({ pageNo: 2, pageSize: 4, totalPages: 2, totalCount: DEMO_INVITEES.length });
    expect(page.list.map((i) => i.account)).toEqual(all.list.slice(4).map((i) => i.account));
  });

  it('refuses an unknown status with 400', async () => {
    const res = await h.call('GET', '/wps/relay/MCSFE_getReferralInvitees?status=done', { token: tokens.demo });
    expectBadRequest(res, /status/);
  });
});

describe('registration with a referral code', () => {
  it('records the invitee under the member who invited, incomplete until a credited deposit', async () => {
    const code = (await details(tokens.agent)).referralCode;
    const check = await h.call<{ valid: boolean }>(
      'GET',
      `/wps/agent/affiliate?code=${code.toLowerCase()}&domain=localhost`,
    );
    expect(check.body.value).toEqual({ valid: true });

    const account = await registerWith(code.toLowerCase());
    const list = await invitees(tokens.agent);
    expect(list.list).toEqual([expect.objectContaining({ account, status: 'incomplete', firstDepositAt: null })]);
    // Not an agent's downline: no upline is recorded.
    const uplines = await h.sandbox.db.query('SELECT 1 FROM member_uplines WHERE member_id = $1', [
      await h.memberId(account),
    ]);
    expect(uplines.rows).toHaveLength(0);

    await h.sandbox.db.query(
      `INSERT INTO deposits (member_id, amount, channel, status, created_at, updated_at)
       VALUES ($1, '300.00', 'PROMPTPAY', 'credited', $2, $2)`,
      [await h.memberId(account), new Date(h.clock.now)],
    );
    expect((await invitees(tokens.agent, '?status=success')).list.map((i) => i.account)).toEqual([account]);
    expect((await details(tokens.agent)).tiers[0]!.status).toBe('CLAIM');
  });
});

describe('POST /wps/relay/MCSFE_claimReferralReward', () => {
  it('credits a reached tier once, through the ledger', async () => {
    const before = await mainBalance('demo');
    const key = newKey();
    const res = await claimTier(tokens.demo, 1, key);
    expect(res.body).toMatchObject({ success: true, value: { tier: 1, reward: REFERRAL_TIERS[0].reward } });
    expect(await mainBalance('demo')).toBe(before + toMinor(REFERRAL_TIERS[0].reward));
    expect(toMinor(res.body.value!.mainBalance)).toBe(before + toMinor(REFERRAL_TIERS[0].reward));
    expect((await details(tokens.demo)).rewardsEarned).toBe(REFERRAL_TIERS[0].reward);
    // The same key again answers the first claim and moves nothing.
    expect((await claimTier(tokens.demo, 1, key)).body).toEqual(res.body);
    expect(await mainBalance('demo')).toBe(before + toMinor(REFERRAL_TIERS[0].reward));
    // Another key: already claimed.
    expect((await claimTier(tokens.demo, 1)).body).toMatchObject({ success: false, code: 'REFERRAL_TIER_CLAIMED' });
    expect(await ledgerRows('demo', 'referral', 'RF')).toEqual([REFERRAL_TIERS[0].reward]);
    expect((await details(tokens.demo)).tiers[0]!.status).toBe('CLAIMED');
  });

  it('pays one of two claims sent at once', async () => {
    const before = await mainBalance('demo');
    const results = await Promise.all([claimTier(tokens.demo, 2), claimTier(tokens.demo, 2)]);
    expect(results.map((r) => r.body.success).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.body.success)!.body.code).toBe('REFERRAL_TIER_CLAIMED');
    expect(await mainBalance('demo')).toBe(before + toMinor(REFERRAL_TIERS[1].reward));
  });

  it('refuses a locked or unknown tier, a trial account, and a reused key', async () => {
    const before = await h.snapshot();
    expect((await claimTier(tokens.demo, 3)).body).toMatchObject({ success: false, code: 'REFERRAL_TIER_LOCKED' });
    expect((await claimTier(tokens.demo, 99)).body).toMatchObject({
      success: false,
      code: 'REFERRAL_TIER_NOT_FOUND',
    });
    expect((await claimTier(tokens.trial, 1)).body).toMatchObject({ success: false, code: 'NEED_TRUE_ACCOUNT' });
    expect(await h.snapshot()).toEqual(before);
    const bad = await h.call('POST', '/wps/relay/MCSFE_claimReferralReward', {
      token: tokens.demo,
      json: { idempotencyKey: 'short', tier: 1 },
    });
    expectBadRequest(bad, /idempotencyKey/);
  });
});

describe('POST /wps/relay/MCSFE_claimMissionReward', () => {
  it('credits a reached mission once and marks it claimed', async () => {
    const before = await mainBalance('demo');
    const checkIn = await mission(tokens.demo, 1);
    expect(checkIn.status).toBe('CLAIM');
    const key = newKey();
    const res = await claimMission(tokens.demo, 1, key);
    expect(res.body).toMatchObject({ success: true, value: { missionId: 1, reward: checkIn.reward } });
    expect(await mainBalance('demo')).toBe(before + toMinor(checkIn.reward));
    expect((await claimMission(tokens.demo, 1, key)).body).toEqual(res.body);
    expect((await claimMission(tokens.demo, 1)).body).toMatchObject({ success: false, code: 'MISSION_CLAIMED' });
    expect((await mission(tokens.demo, 1)).status).toBe('CLAIMED');
    expect(await ledgerRows('demo', 'reward', 'MR1-')).toEqual([checkIn.reward]);
  });

  it('pays one of two claims sent at once', async () => {
    expect((await mission(tokens.agent, 1)).status).toBe('CLAIM');
    const before = await mainBalance('agent');
    const results = await Promise.all([claimMission(tokens.agent, 1), claimMission(tokens.agent, 1)]);
    expect(results.map((r) => r.body.success).sort()).toEqual([false, true]);
    expect(await mainBalance('agent')).toBe(before + toMinor((await mission(tokens.agent, 1)).reward));
  });

  it('counts valid bets for a betting mission', async () => {
    // Only the bets of this test count: the agent's seeded ones are removed first.
    const id = await h.memberId('agent');
    await h.sandbox.db.query('DELETE FROM bets WHERE member_id = $1', [id]);
    expect(await mission(tokens.agent, 11)).toMatchObject({ progress: 0, status: 'PROCESS' });
    const bet = (validBet: string) =>
      h.sandbox.db.query(
        `INSERT INTO bets (member_id, vassalage, game_type, bet_amount, valid_bet, win_loss, placed_at)
         VALUES ($1, 'TEST', 'RNG', 600, $2, -10, $3)`,
        [id, validBet, new Date(h.clock.now - 60_000)],
      );
    await bet('299.50');
    expect(await mission(tokens.agent, 11)).toMatchObject({ progress: 299, status: 'PROCESS' });
    expect((await claimMission(tokens.agent, 11)).body).toMatchObject({ code: 'MISSION_NOT_CLAIMABLE' });
    await bet('200.50');
    expect(await mission(tokens.agent, 11)).toMatchObject({ progress: 500, status: 'CLAIM' });
    expect((await claimMission(tokens.agent, 11)).body).toMatchObject({ success: true, value: { reward: '15.00' } });
  });

  it('refuses a mission not reached, closed or unknown, and a trial account, moving nothing', async () => {
    const before = await h.snapshot();
    const balance = await mainBalance('demo');
    expect((await claimMission(tokens.demo, 2)).body).toMatchObject({ success: false, code: 'MISSION_NOT_CLAIMABLE' });
    expect((await claimMission(tokens.agent, 10)).body).toMatchObject({
      success: false,
      code: 'MISSION_NOT_CLAIMABLE',
    });
    expect((await claimMission(tokens.demo, 999)).body).toMatchObject({ success: false, code: 'MISSION_NOT_FOUND' });
    expect((await claimMission(tokens.trial, 1)).body).toMatchObject({ success: false, code: 'NEED_TRUE_ACCOUNT' });
    expect(await h.snapshot()).toEqual(before);
    expect(await mainBalance('demo')).toBe(balance);
  });
});
