// The agent centre's team through the HTTP app (openapi/src/agent-centre.yaml): rebate rates, registering downlines,
// affiliate links (and registering through one), the downline tree, transfers to a team member and promotion. Agents
// only; an agent never reads, moves or promotes anyone outside their own team.
import { readFileSync } from 'node:fs';
import { GAME_CATEGORIES, hundredthsToRate } from '@wl/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUpline, insertMember } from '../../accounts/accountRecords.ts';
import { bannerLines } from '../../banner.ts';
import { hashPassword } from '../../passwordHash.ts';
import { storeFundsPassword } from '../../security/fundsPassword.ts';
import { DEMO_FUNDS_PASSWORDS } from '../../security/securitySeedData.ts';
import { toMinor, toMoney } from '../../store/ledger.ts';
import type { Schemas } from '../../types.ts';
import { TEAM_PASSWORD } from '../../walletAgent/walletAgentSeed.ts';
import { encryptForServer } from '../../../test/encrypt.ts';
import { expectBadRequest, harnessForFile, type Reply } from '../../../test/harness.ts';
import { AFFILIATE_LINKS_MAX, TOP_AGENT_REBATE_RATES } from './teamConstants.ts';
import { SEEDED_AFFILIATE_LINKS } from './teamSeed.ts';

type Downline = Schemas['Downline'];
type DownlinePage = Schemas['DownlinePage'];
type AffiliateLink = Schemas['AffiliateLink'];
type DownlineTransfer = Schemas['DownlineTransfer'];

const h = harnessForFile({ startTimeoutMs: 180_000 });
const tokens: Record<string, string> = {};
const AGENT_FUNDS = DEMO_FUNDS_PASSWORDS.agent!;
const NEW_PASSWORD = 'Downline123';
const NOT_AGENT = { success: false, message: 'Non-agents cannot log in', code: 'NOT_AGENT', value: null };
const NOT_FOUND = {
  success: false,
  message: 'This account is not in your team',
  code: 'DOWNLINE_NOT_FOUND',
  value: null,
};

let keys = 0;
const newKey = () => `team-test-key-${String(++keys).padStart(6, '0')}`;

async function login(account: string, password = TEAM_PASSWORD): Promise<string> {
  tokens[account] = await h.tokenFor(account, password);
  return tokens[account];
}

const get = <T>(account: string, path: string) => h.call<T>('GET', path, { token: tokens[account] });
const post = <T>(account: string, path: string, json: unknown) =>
  h.call<T>('POST', path, { token: tokens[account], json });
const sealed = async <T>(account: string, path: string, body: unknown) =>
  h.call<T>('POST', path, { token: tokens[account], json: await encryptForServer(await h.publicKey(), body) });

const rebateRates = (account: string) => get<Schemas['RebateRates']>(account, '/wps/agent/rebate');
const registerDownline = (account: string, body: Record<string, unknown>) =>
  sealed<Downline>(account, '/wps/agent/downline', {
    password: NEW_PASSWORD,
    accountType: 'member',
    rates: [],
    ...body,
  });
const links = (account: string) => get<Schemas['AffiliateLinkList']>(account, '/wps/agent/affiliateLinks');
const createLink = (account: string, body: Record<string, unknown>) =>
  post<AffiliateLink>(account, '/wps/agent/affiliateLinks', {
    accountType: 'member',
    rates: [],
    idempotencyKey: newKey(),
    ...body,
  });
const deleteLink = (account: string, code: string) =>
  h.call('DELETE', `/wps/agent/affiliateLinks/${code}`, { token: tokens[account] });
const downlines = (account: string, query = '') => get<DownlinePage>(account, `/wps/agent/downlines${query}`);
const transfer = (account: string, body: Record<string, unknown>) =>
  sealed<DownlineTransfer>(account, '/wps/agent/downline/transfer', {
    idempotencyKey: newKey(),
    password: AGENT_FUNDS,
    ...body,
  });
const promote = (account: string, downline: string) =>
  post<Downline>(account, '/wps/agent/downline/promote', { downline });

/** Every rate (hundredths) as the wire's list, in GameCategory order. */
const wireRates = (pick: (category: (typeof GAME_CATEGORIES)[number]) => number) =>
  GAME_CATEGORIES.map((category) => ({ category, rate: hundredthsToRate(pick(category)) }));
const TOP_RATES = wireRates((c) => TOP_AGENT_REBATE_RATES[c]);

/** A wallet's balance in minor units. */
async function balance(account: string): Promise<bigint> {
  const { rows } = await h.sandbox.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND vassalage = 'MAIN'`,
    [await h.memberId(account)],
  );
  return rows[0] ? toMinor(rows[0].balance) : 0n;
}

/** Every table the team writes: a refused request leaves it as it was. */
async function snapshot() {
  const { rows } = await h.sandbox.db.query(`SELECT
    (SELECT json_agg(json_build_array(id, account, is_agent, agent_type) ORDER BY id) FROM members) AS members,
    (SELECT json_agg(w ORDER BY member_id, vassalage) FROM wallets w) AS wallets,
    (SELECT count(*)::int FROM ledger) AS ledger,
    (SELECT count(*)::int FROM idempotency_keys) AS keys,
    (SELECT count(*)::int FROM member_uplines) AS uplines,
    (SELECT json_agg(r ORDER BY member_id, category) FROM member_rebate_rates r) AS rates,
    (SELECT json_agg(json_build_array(code, active) ORDER BY code) FROM affiliate_codes) AS codes,
    (SELECT json_agg(json_build_array(code, deleted_at) ORDER BY code) FROM affiliate_links) AS links,
    (SELECT count(*)::int FROM downline_transfers) AS transfers`);
  return rows[0];
}

/** Every wallet's balance is the sum of its ledger rows. */
async function expectLedgerHolds() {
  const mismatched = await h.sandbox.db.query(
    `SELECT w.member_id, w.vassalage FROM wallets w
       LEFT JOIN (SELECT member_id, wallet, sum(amount) AS sum FROM ledger GROUP BY member_id, wallet) l
         ON l.member_id = w.member_id AND l.wallet = w.vassalage
      WHERE w.balance <> coalesce(l.sum, 0)`,
  );
  expect(mismatched.rows).toEqual([]);
}

/** A new agent outside `agent`'s tree (no upline), with a main balance and a funds password, logged in. */
async function topAgent(account: string, main: string): Promise<void> {
  const id = await insertMember(
    h.sandbox.db,
    { account, nickname: account, passwordHash: await hashPassword(NEW_PASSWORD), isAgent: '1', balance: main },
    h.clock.now,
  );
  await storeFundsPassword(h.sandbox.db, id!, await hashPassword(AGENT_FUNDS), h.clock.now);
  await login(account, NEW_PASSWORD);
}

let lastMobile = 0;
/** Registers through the site's form (username type, with its SMS code) with an affiliate code. */
async function registerWithCode(username: string, affiliateCode: string) {
  lastMobile += 1;
  const mobile = `087${String(lastMobile).padStart(7, '0')}`;
  const sms = await h.call('POST', '/wps/verification/sms/register', {
    json: { countryDialingCode: '+66', mobileNo: mobile },
  });
  expect(sms.body.success, `register SMS: ${sms.body.message}`).toBe(true);
  const outbox = await h.call<{ body: string }[]>('GET', `/sandbox/outbox?mobile=${mobile}`);
  const code = /\b(\d{6})\b/.exec(outbox.body.value![0]!.body)![1]!;
  return h.call<{ isAgent: string; token: string }>('PUT', '/wps/member/register', {
    json: await encryptForServer(await h.publicKey(), {
      username,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      mobileNum: mobile,
      countryDialingCode: '+66',
      verificationCode: code,
      affiliateCode,
      domain: 'localhost',
      login: true,
    }),
  });
}

beforeAll(async () => {
  tokens.demo = await h.tokenFor('demo', 'Demo1234');
  tokens.agent = await h.tokenFor('agent', 'Agent1234');
  await login('team1');
  await login('team2');
});

describe('non-agents', () => {
  it('get NOT_AGENT from every team operation, and nothing is written', async () => {
    const before = await snapshot();
    const replies: Reply[] = [
      await rebateRates('demo'),
      await registerDownline('demo', { username: 'fromdemo1' }),
      await links('demo'),
      await createLink('demo', {}),
      await deleteLink('demo', SEEDED_AFFILIATE_LINKS[0]!.code),
      await downlines('demo'),
      await transfer('demo', { downline: 'team1', amount: '1.00' }),
      await promote('demo', 'team1'),
    ];
    for (const reply of replies) expect([reply.status, reply.body]).toEqual([200, NOT_AGENT]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('getAgentRebateRates', () => {
  it("a top agent's rates are the merchant's; a downline agent's were set by the upline", async () => {
    expect((await rebateRates('agent')).body.value).toEqual({ rates: TOP_RATES });
    // Seeded: one step (0.20 %) below the level above.
    expect((await rebateRates('team1')).body.value).toEqual({
      rates: wireRates((c) => TOP_AGENT_REBATE_RATES[c] - 20),
    });
  });
});

describe('registerDownline', () => {
  it('registers a member below the caller with its rates; it logs in and shows first in the tree', async () => {
    const res = await registerDownline('agent', {
      username: 'newdown1',
      rates: [
        { category: 'LIVE', rate: 0.55 },
        { category: 'SPORTS', rate: 1 },
      ],
    });
    expect(res.body).toEqual({
      success: true,
      message: null,
      code: null,
      value: {
        account: 'newdown1',
        nickname: 'newdown1',
        accountType: 'member',
        level: 1,
        upline: 'agent',
        directCount: 0,
        teamSize: 0,
        mainBalance: '0.00',
        registeredAt: new Date(h.clock.now).toISOString(),
        lastLoginAt: null,
        rates: wireRates((c) => (c === 'LIVE' ? 55 : c === 'SPORTS' ? 100 : 0)),
      },
    });
    h.clock.now += 60_000;
    await login('newdown1', NEW_PASSWORD);
    const page = (await downlines('agent')).body.value!;
    expect(page.path).toEqual(['agent']);
    expect(page.list[0]).toMatchObject({
      account: 'newdown1',
      lastLoginAt: new Date(h.clock.now).toISOString(),
    });
    // A member has no agent centre.
    expect((await rebateRates('newdown1')).body).toEqual(NOT_AGENT);
  });

  it('registers an agent, who gets an agent centre with the rates given', async () => {
    const rates = wireRates((c) => TOP_AGENT_REBATE_RATES[c] - 50);
    const res = await registerDownline('agent', { username: 'NewAgent1', accountType: 'agent', rates });
    expect(res.body.value).toMatchObject({ account: 'NewAgent1', accountType: 'agent', rates });
    await login('NewAgent1', NEW_PASSWORD);
    expect((await rebateRates('NewAgent1')).body.value).toEqual({ rates });
    expect((await downlines('NewAgent1')).body.value).toMatchObject({ path: ['NewAgent1'], list: [], totalCount: 0 });
  });

  it.each([
    ['a username shorter than the form allows', { username: 'ab1' }, /^username: /],
    ['a username that does not start with a letter', { username: '1abcd' }, /^username: /],
    ['a password shorter than the form allows', { username: 'okname1', password: 'ab1' }, /^password: /],
    ['the weak default password', { username: 'okname1', password: '123456' }, /^password: /],
    ['a rate with 3 decimals', { username: 'okname1', rates: [{ category: 'LIVE', rate: 0.125 }] }, /^rates\/0\/rate/],
    [
      'a category named twice',
      {
        username: 'okname1',
        rates: [
          { category: 'LIVE', rate: 0.1 },
          { category: 'LIVE', rate: 0.2 },
        ],
      },
      /^rates\/1\/category/,
    ],
    ['a rate above 100', { username: 'okname1', rates: [{ category: 'LIVE', rate: 101 }] }, /rate/],
    ['an unknown account type', { username: 'okname1', accountType: 'boss' }, /accountType/],
  ])('refuses %s with 400 and writes nothing', async (_name, body, message) => {
    const before = await snapshot();
    expectBadRequest(await registerDownline('agent', body), message);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a taken username (any case) and a rate above the caller's own, writing nothing", async () => {
    const before = await snapshot();
    expect((await registerDownline('agent', { username: 'TEAM2A' })).body).toMatchObject({
      success: false,
      code: 'USERNAME_TAKEN',
    });
    // team1's own LIVE rate is the merchant's less one step; the merchant's own is above it.
    const above = await registerDownline('team1', {
      username: 'okname2',
      rates: [{ category: 'LIVE', rate: hundredthsToRate(TOP_AGENT_REBATE_RATES.LIVE) }],
    });
    expect(above.body).toMatchObject({ success: false, code: 'RATE_ABOVE_OWN' });
    expect(await snapshot()).toEqual(before);
    // Exactly its own is allowed.
    const same = await registerDownline('team1', {
      username: 'okname2',
      rates: [{ category: 'LIVE', rate: hundredthsToRate(TOP_AGENT_REBATE_RATES.LIVE - 20) }],
    });
    expect(same.body.value).toMatchObject({ account: 'okname2', upline: 'team1', level: 1 });
  });
});

describe('affiliate links', () => {
  it("lists the agent's seeded links newest first, with the limit", async () => {
    const list = (await links('agent')).body.value!;
    expect(list.max).toBe(AFFILIATE_LINKS_MAX);
    expect(list.list.map((l) => l.code)).toEqual(SEEDED_AFFILIATE_LINKS.map((l) => l.code).reverse());
    expect(list.list.find((l) => l.code === 'SUBAGENT')).toMatchObject({
      accountType: 'agent',
      remark: 'Sub-agents on Line',
      registrations: 0,
    });
    expect((await links('team1')).body.value).toEqual({ list: [], max: AFFILIATE_LINKS_MAX });
  });

  it('the README and the start banner name the seeded links', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const banner = bannerLines({ devRoutes: false }).join('\n');
    for (const { code } of SEEDED_AFFILIATE_LINKS) {
      expect(readme).toContain(`\`${code}\``);
      expect(banner).toContain(code);
    }
  });

  it("creates a link once per key; its code registers a member with the link's type and rates", async () => {
    const rates = [
      { category: 'RNG', rate: 0.75 },
      { category: 'LIVE', rate: 0.5 },
    ];
    const body = { accountType: 'agent', rates, remark: '  Line group ', idempotencyKey: newKey() };
    const res = await createLink('agent', body);
    const link = res.body.value!;
    expect(link).toEqual({
      code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      accountType: 'agent',
      rates: wireRates((c) => (c === 'RNG' ? 75 : c === 'LIVE' ? 50 : 0)),
      remark: 'Line group',
      registrations: 0,
      createdAt: new Date(h.clock.now).toISOString(),
    });
    // The same key answers the same link; the key with another request is the caller's mistake.
    expect((await createLink('agent', body)).body).toEqual(res.body);
    expectBadRequest(await createLink('agent', { ...body, remark: 'other' }), /idempotencyKey/);
    expect((await links('agent')).body.value!.list[0]!.code).toBe(link.code);

    const check = await h.call<{ valid: boolean }>(
      'GET',
      `/wps/agent/affiliate?code=${link.code.toLowerCase()}&domain=localhost`,
    );
    expect(check.body.value).toEqual({ valid: true });
    const joined = await registerWithCode('linked1', link.code.toLowerCase());
    expect(joined.body, `register: ${joined.body.message}`).toMatchObject({ success: true, value: { isAgent: '1' } });
    const tree = (await downlines('agent', '?account=linked1')).body.value!;
    expect(tree.list).toEqual([
      expect.objectContaining({
        account: 'linked1',
        accountType: 'agent',
        level: 1,
        upline: 'agent',
        rates: link.rates,
      }),
    ]);
    expect((await links('agent')).body.value!.list[0]).toMatchObject({ code: link.code, registrations: 1 });
    await login('linked1', NEW_PASSWORD);
    expect((await rebateRates('linked1')).body.value).toEqual({ rates: link.rates });

    // A member link's registrant is a member with the link's rates.
    const memberLink = (await createLink('agent', { rates: [{ category: 'SPORTS', rate: 0.3 }] })).body.value!;
    expect((await registerWithCode('linked2', memberLink.code)).body).toMatchObject({
      success: true,
      value: { isAgent: '0' },
    });
    expect((await downlines('agent', '?account=linked2')).body.value!.list[0]).toMatchObject({
      accountType: 'member',
      rates: memberLink.rates,
    });
  });

  it("refuses a rate above the caller's own (nothing written) and a remark too long (400)", async () => {
    const before = await snapshot();
    const above = await createLink('team1', {
      rates: [{ category: 'FISH', rate: hundredthsToRate(TOP_AGENT_REBATE_RATES.FISH) }],
    });
    expect(above.body).toMatchObject({ success: false, code: 'RATE_ABOVE_OWN' });
    expectBadRequest(await createLink('agent', { remark: 'x'.repeat(141) }), /remark/);
    expectBadRequest(await createLink('agent', { rates: [{ category: 'LIVE', rate: 0.001 }] }), /rates\/0\/rate/);
    expect(await snapshot()).toEqual(before);
  });

  it("delete stops the code; another agent's link and a deleted one are not found", async () => {
    const link = (await createLink('agent', { remark: 'short-lived' })).body.value!;
    const other = await deleteLink('team1', link.code);
    expect(other.body).toMatchObject({ success: false, code: 'AFFILIATE_LINK_NOT_FOUND' });
    const deleted = await deleteLink('agent', link.code.toLowerCase());
    expect(deleted.body).toEqual({ success: true, message: null, code: null, value: null });
    expect((await links('agent')).body.value!.list.map((l) => l.code)).not.toContain(link.code);
    const check = await h.call('GET', `/wps/agent/affiliate?code=${link.code}&domain=localhost`);
    expect(check.body.value).toEqual({ valid: false });
    const refused = await registerWithCode('toolate1', link.code);
    expect(refused.body).toMatchObject({ success: false, value: { field: 'affiliateCode' } });
    expect((await deleteLink('agent', link.code)).body).toMatchObject({ code: 'AFFILIATE_LINK_NOT_FOUND' });
    // Codes of 002 that are not links are not the links page's to delete.
    expect((await deleteLink('agent', 'AGENT01')).body).toMatchObject({ code: 'AFFILIATE_LINK_NOT_FOUND' });
  });

  it(`refuses the ${AFFILIATE_LINKS_MAX + 1}st live link; deleting one makes room`, async () => {
    await topAgent('linkmax', '0.00');
    const made: string[] = [];
    for (let i = 0; i < AFFILIATE_LINKS_MAX; i++) {
      const res = await createLink('linkmax', { remark: `link ${i}` });
      expect(res.body.success, res.body.message ?? '').toBe(true);
      made.push((res.body.value as AffiliateLink).code);
    }
    const before = await snapshot();
    const full = await createLink('linkmax', {});
    expect(full.body).toMatchObject({ success: false, code: 'AFFILIATE_LINKS_FULL' });
    expect(await snapshot()).toEqual(before);
    await deleteLink('linkmax', made[0]!);
    expect((await createLink('linkmax', {})).body.success).toBe(true);
    expect((await links('linkmax')).body.value!.list).toHaveLength(AFFILIATE_LINKS_MAX);
  });
});

describe('listDownlines', () => {
  it("lists a parent's direct downlines with the path, and searches the whole team", async () => {
    const top = (await downlines('agent', '?pageSize=100')).body.value!;
    expect(top.list.map((d) => d.account)).toEqual(expect.arrayContaining(['team1', 'team2', 'team3', 'demo']));
    expect(top.list.every((d) => d.level === 1 && d.upline === 'agent')).toBe(true);
    const team1 = top.list.find((d) => d.account === 'team1')!;
    const team1Direct = (await downlines('agent', '?parent=team1&pageSize=100')).body.value!;
    expect(team1Direct.path).toEqual(['agent', 'team1']);
    expect(team1).toMatchObject({ accountType: 'agent', directCount: team1Direct.totalCount });
    expect(team1Direct.totalCount).toBeGreaterThan(0);

    const below = (await downlines('agent', '?parent=TEAM1A')).body.value!;
    expect(below.path).toEqual(['agent', 'team1', 'team1a']);
    expect(below.list.length).toBeGreaterThan(0);
    expect(below.list.every((d) => d.level === 3 && d.upline === 'team1a' && d.accountType === 'member')).toBe(true);
    expect(below.list[0]!.rates).toEqual(wireRates((c) => TOP_AGENT_REBATE_RATES[c] - 60));

    const found = (await downlines('agent', '?account=EAM1A&parent=team2')).body.value!;
    expect(found.path).toEqual(['agent']);
    expect(found.list.map((d) => d.account).sort()).toEqual(expect.arrayContaining(['team1a', `team1a1`]));
    expect(found.list.every((d) => d.account.includes('team1a'))).toBe(true);
    // `_` and `%` typed are letters.
    expect((await downlines('agent', '?account=%25')).body.value!.totalCount).toBe(0);

    const paged = (await downlines('agent', '?pageSize=2&pageNo=2')).body.value!;
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 2, totalCount: top.totalCount });
    expect(paged.totalPages).toBe(Math.ceil(top.totalCount / 2));
    expect(paged.list.map((d) => d.account)).toEqual(top.list.slice(2, 4).map((d) => d.account));
  });

  it("never shows another agent's team: their names answer as names that do not exist", async () => {
    const unknown = await downlines('team1', '?parent=nosuchname');
    expect(unknown.body).toEqual(NOT_FOUND);
    expect((await downlines('team1', '?parent=team2a')).body).toEqual(unknown.body);
    expect((await downlines('team1', '?parent=agent')).body).toEqual(unknown.body);
    expect((await downlines('team1', '?account=team2')).body.value).toMatchObject({ list: [], totalCount: 0 });
    const team1 = (await downlines('team1', '?pageSize=100')).body.value!;
    expect(team1.list.every((d) => d.upline === 'team1')).toBe(true);

    await topAgent('freshagt', '0.00');
    expect((await downlines('freshagt')).body.value).toMatchObject({ path: ['freshagt'], list: [], totalCount: 0 });
    expect((await downlines('freshagt', '?parent=team1')).body).toEqual(NOT_FOUND);
    expect((await downlines('freshagt', '?account=team')).body.value!.list).toEqual([]);
    expect((await rebateRates('freshagt')).body.value).toEqual({ rates: TOP_RATES });
  });
});

describe('transferToDownline', () => {
  it('moves money to any team member in two ledger rows, once per key', async () => {
    const agentBefore = await balance('agent');
    const downBefore = await balance('team1a1');
    const body = { downline: 'TEAM1A1', amount: '12.34', idempotencyKey: newKey(), password: AGENT_FUNDS };
    const res = await sealed<DownlineTransfer>('agent', '/wps/agent/downline/transfer', body);
    expect(res.body.value).toEqual({
      transferId: expect.any(Number),
      amount: '12.34',
      downline: 'team1a1',
      mainBalance: toMoney(agentBefore - 1234n),
      downlineBalance: toMoney(downBefore + 1234n),
      createdAt: new Date(h.clock.now).toISOString(),
    });
    expect(await balance('agent')).toBe(agentBefore - 1234n);
    expect(await balance('team1a1')).toBe(downBefore + 1234n);
    const { rows } = await h.sandbox.db.query<{ account: string; amount: string }>(
      `SELECT m.account, l.amount::text FROM ledger l JOIN members m ON m.id = l.member_id
        WHERE l.kind = 'downlineTransfer' AND l.reference = $1 ORDER BY l.id`,
      [`DT${res.body.value!.transferId}`],
    );
    expect(rows).toEqual([
      { account: 'agent', amount: '-12.34' },
      { account: 'team1a1', amount: '12.34' },
    ]);

    // The same key: the first answer, nothing moved again; with another amount: 400.
    const again = await sealed('agent', '/wps/agent/downline/transfer', body);
    expect(again.body).toEqual(res.body);
    expect(await balance('agent')).toBe(agentBefore - 1234n);
    expectBadRequest(
      await sealed('agent', '/wps/agent/downline/transfer', { ...body, amount: '1.00' }),
      /idempotencyKey/,
    );

    // The account record names both sides.
    const range = `startTime=${new Date(h.clock.now - 60_000).toISOString()}&endTime=${new Date(h.clock.now + 60_000).toISOString()}`;
    const records = async (account: string) =>
      (
        await h.call<Schemas['AccountRecordPage']>('GET', `/wps/relay/ODSFE2_getAccountRecords?type=other&${range}`, {
          token: tokens[account] ?? (await login(account)),
        })
      ).body.value!.list;
    expect((await records('agent'))[0]).toMatchObject({
      amount: '-12.34',
      type: 'other',
      remark: 'Transfer to downline',
    });
    expect((await records('team1a1'))[0]).toMatchObject({
      amount: '12.34',
      type: 'other',
      remark: 'Transfer from upline',
    });
    await expectLedgerHolds();
  });

  it.each([
    ['a wrong funds password', 'agent', { password: 'Wrong9999' }, 'FUNDS_PASSWORD_INCORRECT'],
    ['more than the balance', 'agent', { amount: '99999999.00' }, 'INSUFFICIENT_BALANCE'],
    ["another agent's downline", 'team1', { downline: 'team2a' }, 'DOWNLINE_NOT_FOUND'],
    ['a name that does not exist', 'team1', { downline: 'nosuchname' }, 'DOWNLINE_NOT_FOUND'],
    ['the upline', 'team1', { downline: 'agent' }, 'DOWNLINE_NOT_FOUND'],
    ['themself', 'agent', { downline: 'agent' }, 'DOWNLINE_NOT_FOUND'],
    ["agent's team from a fresh agent", 'freshagt', { downline: 'team1' }, 'DOWNLINE_NOT_FOUND'],
  ])('refuses %s and changes nothing', async (_name, account, change, code) => {
    const before = await snapshot();
    const res = await transfer(account, { downline: 'team1a1', amount: '1.00', ...change });
    expect(res.body).toMatchObject({ success: false, code, value: null });
    expect(await snapshot()).toEqual(before);
  });

  it('answers a name outside the team exactly as a name that does not exist', async () => {
    const outside = await transfer('team1', { downline: 'team2a', amount: '1.00' });
    const missing = await transfer('team1', { downline: 'nosuchname', amount: '1.00' });
    expect(outside.body).toEqual(missing.body);
    expect(outside.body).toEqual(NOT_FOUND);
  });

  it.each([
    ['0', /amount: must be greater than 0/],
    ['1.001', /amount/],
    ['-5.00', /amount/],
    ['abc', /amount/],
  ])('an amount of %s answers 400 and changes nothing', async (amount, message) => {
    const before = await snapshot();
    expectBadRequest(await transfer('agent', { downline: 'team1a1', amount }), message);
    expect(await snapshot()).toEqual(before);
  });

  it('two transfers at once on a balance that covers one: exactly one goes through', async () => {
    await topAgent('concagt', '100.00');
    const id = await insertMember(
      h.sandbox.db,
      { account: 'concdown', nickname: 'concdown', passwordHash: 'x', isAgent: '0', balance: '0.00' },
      h.clock.now,
    );
    await addUpline(h.sandbox.db, id!, await h.memberId('concagt'));
    const results = await Promise.all([
      transfer('concagt', { downline: 'concdown', amount: '60.00' }),
      transfer('concagt', { downline: 'concdown', amount: '60.00' }),
    ]);
    const codes = results.map((r) => (r.body.success ? 'ok' : r.body.code)).sort();
    expect(codes).toEqual(['INSUFFICIENT_BALANCE', 'ok']);
    expect(await balance('concagt')).toBe(4000n);
    expect(await balance('concdown')).toBe(6000n);
    const { rows } = await h.sandbox.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger WHERE kind = 'downlineTransfer' AND member_id = ANY($1::int[])`,
      [[await h.memberId('concagt'), id]],
    );
    expect(rows[0]!.n).toBe(2);
    await expectLedgerHolds();
  });
});

describe('promoteDownline', () => {
  it('makes a direct downline member an agent, once', async () => {
    await registerDownline('agent', { username: 'topromote', rates: [{ category: 'LIVE', rate: 0.4 }] });
    const res = await promote('agent', 'TOPROMOTE');
    expect(res.body.value).toMatchObject({ account: 'topromote', accountType: 'agent', level: 1, upline: 'agent' });
    const before = await snapshot();
    expect((await promote('agent', 'topromote')).body).toMatchObject({ success: false, code: 'ALREADY_AGENT' });
    expect((await promote('agent', 'team1')).body).toMatchObject({ success: false, code: 'ALREADY_AGENT' });
    expect(await snapshot()).toEqual(before);
    await login('topromote', NEW_PASSWORD);
    expect((await rebateRates('topromote')).body.value!.rates).toContainEqual({ category: 'LIVE', rate: 0.4 });
  });

  it("refuses anyone not a direct downline (deeper, another agent's, unknown) without a change", async () => {
    const before = await snapshot();
    expect((await promote('agent', 'team1a1')).body).toEqual(NOT_FOUND);
    expect((await promote('team1', 'team2a1')).body).toEqual(NOT_FOUND);
    expect((await promote('team1', 'nosuchname')).body).toEqual(NOT_FOUND);
    expect((await promote('freshagt', 'demo')).body).toEqual(NOT_FOUND);
    expect(await snapshot()).toEqual(before);
  });
});
