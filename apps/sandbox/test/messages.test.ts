// Platform messages (openapi/src/messages.yaml, messageV2): the demo inbox, paging with the unread count, read one,
// read all, delete, and a reward claimed once (ledger `reward` on MAIN): replays, expiry, concurrency, trial.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../src/accounts/accountRecords.ts';
import { DEMO_REWARD } from '../src/messages/messagesSeed.ts';
import { hashPassword } from '../src/passwordHash.ts';
import { toMinor } from '../src/store/ledger.ts';
import type { Schemas } from '../src/types.ts';
import { expectBadRequest, harnessForFile } from './harness.ts';

type Page = Schemas['MemberMessagePage'];
type Claim = Schemas['MessageRewardClaim'];
type Unread = Schemas['UnreadMessageCount'];

const h = harnessForFile({ startTimeoutMs: 180_000 });
const PASSWORD = 'Messages1234';
const tokens: Record<string, string> = {};
let keys = 0;
const newKey = () => `messages-test-key-${String(++keys).padStart(6, '0')}`;

const get = <T>(account: string, path: string) => h.call<T>('GET', path, { token: tokens[account] });
const post = <T>(account: string, path: string, json?: unknown) =>
  h.call<T>('POST', path, { token: tokens[account], json });
const send = (json: Record<string, unknown>) => h.call<{ id: number }>('POST', '/sandbox/messages', { json });
const claim = (account: string, id: number, key = newKey()) =>
  post<Claim>(account, '/wps/relay/MCSFE_claimMessageReward', { id, idempotencyKey: key });

async function mainBalance(account: string): Promise<bigint> {
  const { rows } = await h.sandbox.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND vassalage = 'MAIN'`,
    [await h.memberId(account)],
  );
  return toMinor(rows[0]!.balance);
}

async function rewardRows(account: string): Promise<number> {
  const { rows } = await h.sandbox.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger WHERE member_id = $1 AND kind = 'reward'`,
    [await h.memberId(account)],
  );
  return rows[0]!.n;
}

async function newMember(account: string, isAgent = '0'): Promise<void> {
  await insertMember(
    h.sandbox.db,
    { account, nickname: account, passwordHash: await hashPassword(PASSWORD), isAgent, balance: '100.00' },
    h.clock.now,
  );
  tokens[account] = await h.tokenFor(account, PASSWORD);
}

beforeAll(async () => {
  const demo = await h.demoTokens();
  tokens.demo = demo.demo;
  tokens.trial = demo.trial;
  await newMember('inbox1');
  await newMember('inbox2');
});

describe('the demo inbox', () => {
  it('holds a dozen and more messages, some unread, one reward to claim for days and one expired', async () => {
    const res = await get<Page>('demo', '/wps/relay/MCSFE_getMessages?pageSize=50');
    expect(res.status).toBe(200);
    const page = res.body.value!;
    expect(page.totalCount).toBeGreaterThanOrEqual(12);
    expect(page.unreadCount).toBe(page.list.filter((m) => !m.read).length);
    expect(page.unreadCount).toBeGreaterThan(0);
    const rewards = page.list.flatMap((m) => (m.reward ? [m.reward] : []));
    const claimable = rewards.filter((r) => r.status === 'claimable');
    expect(claimable).toEqual([expect.objectContaining({ amount: DEMO_REWARD.amount })]);
    expect(Date.parse(claimable[0]!.expiresAt) - h.clock.now).toBe(DEMO_REWARD.expiresInMs);
    expect(rewards.some((r) => r.status === 'expired')).toBe(true);
    expect(page.list.some((m) => /[\u0E00-\u0E7F]/.test(m.title))).toBe(true);
    expect(page.list.some((m) => m.bodyFormat === 'html') && page.list.some((m) => m.bodyFormat === 'text')).toBe(true);
    // newest first
    const times = page.list.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages: the unread count is the whole inbox', async () => {
    const first = (await get<Page>('demo', '/wps/relay/MCSFE_getMessages?pageNo=1&pageSize=5')).body.value!;
    const all = (await get<Page>('demo', '/wps/relay/MCSFE_getMessages?pageSize=50')).body.value!;
    expect(first.list).toHaveLength(5);
    expect(first.totalPages).toBe(Math.ceil(all.totalCount / 5));
    expect(first.unreadCount).toBe(all.unreadCount);
    const past = (await get<Page>('demo', '/wps/relay/MCSFE_getMessages?pageNo=99&pageSize=5')).body.value!;
    expect(past).toMatchObject({ list: [], totalCount: all.totalCount });
  });

  it('refuses a page size outside the contract with 400', async () => {
    expectBadRequest(await get('demo', '/wps/relay/MCSFE_getMessages?pageSize=500'), /pageSize/);
    expect((await h.call('GET', '/wps/relay/MCSFE_getUnreadMessageCount')).status).toBe(401);
  });
});

describe('reading and deleting', () => {
  it('reads one (the count goes down once), reads all, deletes; another member sees none of it', async () => {
    const ids: number[] = [];
    for (const title of ['one', 'two', 'three']) {
      ids.push((await send({ account: 'inbox1', title, body: `body ${title}` })).body.value!.id);
    }
    expect((await get<Unread>('inbox1', '/wps/relay/MCSFE_getUnreadMessageCount')).body.value).toEqual({
      unreadCount: 3,
    });
    expect((await post<Unread>('inbox1', '/wps/relay/MCSFE_readMessage', { id: ids[0] })).body.value).toEqual({
      unreadCount: 2,
    });
    // reading again changes nothing
    expect((await post<Unread>('inbox1', '/wps/relay/MCSFE_readMessage', { id: ids[0] })).body.value).toEqual({
      unreadCount: 2,
    });
    // another member's message is unknown to this one
    const foreign = await post('inbox2', '/wps/relay/MCSFE_readMessage', { id: ids[1] });
    expect(foreign.body).toMatchObject({ success: false, code: 'MESSAGE_NOT_FOUND' });
    expect((await post('inbox2', '/wps/relay/MCSFE_deleteMessage', { id: ids[1] })).body.code).toBe(
      'MESSAGE_NOT_FOUND',
    );

    expect((await post<Unread>('inbox1', '/wps/relay/MCSFE_deleteMessage', { id: ids[1] })).body.value).toEqual({
      unreadCount: 1,
    });
    expect((await post('inbox1', '/wps/relay/MCSFE_deleteMessage', { id: ids[1] })).body.code).toBe(
      'MESSAGE_NOT_FOUND',
    );
    const page = (await get<Page>('inbox1', '/wps/relay/MCSFE_getMessages')).body.value!;
    expect(page.list.map((m) => m.title)).toEqual(['three', 'one']);
    expect(page.list.map((m) => m.read)).toEqual([false, true]);

    expect((await post<Unread>('inbox1', '/wps/relay/MCSFE_readAllMessages')).body.value).toEqual({
      unreadCount: 0,
    });
    expect((await get<Page>('inbox2', '/wps/relay/MCSFE_getMessages')).body.value!.totalCount).toBe(0);
  });

  it('refuses ids outside the contract with 400', async () => {
    expectBadRequest(await post('inbox1', '/wps/relay/MCSFE_readMessage', { id: 0 }), /id/);
    expectBadRequest(await post('inbox1', '/wps/relay/MCSFE_deleteMessage', { id: 'x' }), /id/);
  });
});

describe('rewards', () => {
  it('credits the reward once; a second claim is refused; the same key answers the first claim', async () => {
    const id = (await send({ account: 'inbox2', title: 'Gift', body: 'A gift', reward: '12.34' })).body.value!.id;
    const before = await mainBalance('inbox2');
    const key = newKey();
    const first = await claim('inbox2', id, key);
    expect(first.body).toMatchObject({ success: true, value: { messageId: id, amount: '12.34' } });
    expect(await mainBalance('inbox2')).toBe(before + 1234n);
    expect(first.body.value!.mainBalance).toBe('112.34');

    const replay = await claim('inbox2', id, key);
    expect(replay.body).toEqual(first.body);
    const again = await claim('inbox2', id);
    expect(again.body).toMatchObject({ success: false, code: 'REWARD_CLAIMED', message: expect.any(String) });
    expect(await mainBalance('inbox2')).toBe(before + 1234n);
    expect(await rewardRows('inbox2')).toBe(1);

    const message = (await get<Page>('inbox2', '/wps/relay/MCSFE_getMessages')).body.value!.list.find(
      (m) => m.id === id,
    )!;
    expect(message).toMatchObject({ read: true, reward: { status: 'claimed', claimedAt: expect.any(String) } });
  });

  it('two claims at once credit once', async () => {
    const id = (await send({ account: 'inbox2', title: 'Race', body: 'Race', reward: '5.00' })).body.value!.id;
    const before = await mainBalance('inbox2');
    const rows = await rewardRows('inbox2');
    const results = await Promise.all(Array.from({ length: 10 }, () => claim('inbox2', id)));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    for (const r of results.filter((r) => !r.body.success)) expect(r.body.code).toBe('REWARD_CLAIMED');
    expect(await mainBalance('inbox2')).toBe(before + 500n);
    expect(await rewardRows('inbox2')).toBe(rows + 1);
  });

  it('refuses an expired reward, a message without one, an unknown one and a trial account', async () => {
    const expired = (await send({ account: 'inbox2', title: 'Old', body: 'Old', reward: '9.00', expiresInMinutes: 60 }))
      .body.value!.id;
    const plain = (await send({ account: 'inbox2', title: 'Plain', body: 'Plain' })).body.value!.id;
    h.clock.now += 61 * 60_000;
    const before = await mainBalance('inbox2');
    expect((await claim('inbox2', expired)).body).toMatchObject({
      success: false,
      code: 'REWARD_EXPIRED',
      message: 'This reward has expired and can no longer be claimed',
    });
    const listed = (await get<Page>('inbox2', '/wps/relay/MCSFE_getMessages')).body.value!.list;
    expect(listed.find((m) => m.id === expired)!.reward!.status).toBe('expired');
    expect((await claim('inbox2', plain)).body.code).toBe('NO_REWARD');
    expect((await claim('inbox2', 999_999)).body.code).toBe('MESSAGE_NOT_FOUND');
    expect(await mainBalance('inbox2')).toBe(before);

    const gift = (await send({ account: 'trial', title: 'Gift', body: 'Gift', reward: '1.00' })).body.value!.id;
    expect((await claim('trial', gift)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expectBadRequest(await post('inbox2', '/wps/relay/MCSFE_claimMessageReward', { id: plain }), /idempotencyKey/);
  });

  it('the development route checks what it is sent', async () => {
    expect((await send({ account: 'nobody', title: 't', body: 'b' })).status).toBe(404);
    expect((await send({ account: 'inbox1', title: '', body: 'b' })).status).toBe(400);
    expect((await send({ account: 'inbox1', title: 't', body: 'b', reward: '1.234' })).status).toBe(400);
  });
});
