// Seeds the platform tables once (when setting_nodes is empty), deterministically from `now`, in one transaction.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  AGENT_CHAT,
  DEMO_CHAT,
  DOMAINS,
  HELP_SECTIONS,
  RATES,
  REWARDS,
  RULES,
  SERVICE_LINKS,
  SETTINGS_TREE,
  type SettingSeed,
} from './platformSeedData.ts';
import { seededRandom, type Random } from '../random.ts';

type Row = readonly unknown[];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The demo member's points history spans this many days. */
const HISTORY_DAYS = 90;
const DEMO_EARNINGS = 60;
const AGENT_EARNINGS = 12;
const PRNG_SEED = 0x5eed_0003;

/** One multi-row INSERT; returns the ids when the table has one. */
async function insertRows(
  tx: Transaction,
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
  returning = '',
): Promise<number[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [];
  const values = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
  const result = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`,
    params,
  );
  return result.rows.map((r) => r.id);
}

function settingRows(nodes: SettingSeed[], parent: string | null, rows: Row[] = []): Row[] {
  for (const node of nodes) {
    rows.push([node.modId, parent, node.name, node.enabled, rows.length]);
    if (node.children) settingRows(node.children, node.modId, rows);
  }
  return rows;
}

interface LedgerEvent {
  at: number;
  type: 'EARN' | 'REDEEM' | 'REFUND' | 'CONVERT';
  points: number;
  remark: string;
  redemption?: number;
}

/** Earnings of `count` bets sessions spread over the history, 10 points per 100 THB of valid bets. */
function earnings(random: Random, now: number, count: number): LedgerEvent[] {
  return Array.from({ length: count }, () => {
    const validBet = (20 + Math.floor(random() * 130)) * 100;
    return {
      at: now - Math.floor(random() * HISTORY_DAYS * DAY_MS),
      type: 'EARN' as const,
      points: validBet / 10,
      remark: `Valid bets ${validBet.toLocaleString('en-US')} THB`,
    };
  });
}

/** Balance after each event, in time order; a seed that would go below 0 is a bug in the data above. */
function ledgerRows(
  memberId: number,
  events: LedgerEvent[],
  redemptionIds: number[],
): { rows: Row[]; balance: number } {
  let balance = 0;
  const rows = [...events]
    .sort((a, b) => a.at - b.at)
    .map((e) => {
      balance += e.points;
      if (balance < 0) throw new Error(`Platform seed: points of member ${memberId} below 0`);
      const redemptionId = e.redemption === undefined ? null : redemptionIds[e.redemption]!;
      return [memberId, e.type, e.points, balance, redemptionId, e.remark, new Date(e.at)];
    });
  return { rows, balance };
}

async function memberId(tx: Transaction, account: string): Promise<number | undefined> {
  return (await tx.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account])).rows[0]?.id;
}

async function seedChat(tx: Transaction, member: number, script: typeof DEMO_CHAT, now: number) {
  await insertRows(
    tx,
    'chat_messages',
    ['member_id', 'sender', 'body', 'created_at', 'read_at'],
    script.map((m) => {
      const at = new Date(now - m.minutesAgo * MINUTE_MS);
      return [member, m.sender, m.body, at, m.read ? at : null];
    }),
  );
}

/** The demo member's redemptions (one per status and more) and points history. */
async function seedDemoPoints(tx: Transaction, member: number, rewardIds: Map<string, number>, now: number) {
  const random = seededRandom(PRNG_SEED);
  const reward = (name: string) => {
    const index = REWARDS.findIndex((r) => r.name === name);
    return { id: rewardIds.get(name)!, seed: REWARDS[index]! };
  };
  const redemptions = [
    { name: 'Cash 10 THB', quantity: 2, daysAgo: 80, status: 'APPROVED', remark: null, address: null },
    { name: 'Coffee voucher', quantity: 1, daysAgo: 60, status: 'APPROVED', remark: null, address: null },
    {
      name: 'Wireless earbuds',
      quantity: 1,
      daysAgo: 30,
      status: 'REJECTED',
      remark: 'The delivery address could not be verified. Points refunded.',
      address: '12 Unknown Soi, Bangkok',
    },
    { name: 'Cash 50 THB', quantity: 1, daysAgo: 20, status: 'APPROVED', remark: null, address: null },
    {
      name: 'Team jersey',
      quantity: 1,
      daysAgo: 3,
      status: 'PROCESSING',
      remark: null,
      address: '99/1 Sukhumvit Road, Khlong Toei, Bangkok 10110',
    },
    { name: 'Cash 100 THB', quantity: 1, daysAgo: 0.2, status: 'PROCESSING', remark: null, address: null },
  ] as const;
  const redemptionIds = await insertRows(
    tx,
    'point_redemptions',
    [
      'member_id',
      'reward_id',
      'quantity',
      'points',
      'amount',
      'status',
      'address',
      'remark',
      'applied_at',
      'reviewed_at',
    ],
    redemptions.map((r) => {
      const { id, seed } = reward(r.name);
      const applied = now - r.daysAgo * DAY_MS;
      const amount = seed.amount === null ? null : (Number(seed.amount) * r.quantity).toFixed(2);
      const reviewed = r.status === 'PROCESSING' ? null : new Date(applied + DAY_MS / 2);
      return [
        member,
        id,
        r.quantity,
        seed.points * r.quantity,
        amount,
        r.status,
        r.address,
        r.remark,
        new Date(applied),
        reviewed,
      ];
    }),
    'id',
  );

  const events: LedgerEvent[] = [
    { at: now - HISTORY_DAYS * DAY_MS - DAY_MS, type: 'EARN', points: 30000, remark: 'Welcome points' },
    ...earnings(random, now, DEMO_EARNINGS),
    { at: now - 70 * DAY_MS, type: 'CONVERT', points: -2000, remark: '2000 points to 24.00 THB (MAIN wallet)' },
    { at: now - 10 * DAY_MS, type: 'CONVERT', points: -1000, remark: '1000 points to 12.00 THB (MAIN wallet)' },
  ];
  redemptions.forEach((r, i) => {
    const { seed } = reward(r.name);
    const cost = seed.points * r.quantity;
    const applied = now - r.daysAgo * DAY_MS;
    events.push({ at: applied, type: 'REDEEM', points: -cost, remark: `${r.quantity} × ${seed.name}`, redemption: i });
    if (r.status === 'REJECTED') {
      events.push({
        at: applied + DAY_MS / 2,
        type: 'REFUND',
        points: cost,
        remark: `Refund: ${seed.name}`,
        redemption: i,
      });
    }
  });
  const { rows, balance } = ledgerRows(member, events, redemptionIds);
  await insertRows(
    tx,
    'point_transactions',
    ['member_id', 'type', 'points', 'balance_after', 'redemption_id', 'remark', 'created_at'],
    rows,
  );
  await tx.query('INSERT INTO point_balances (member_id, points) VALUES ($1, $2)', [member, balance]);
}

async function seedEarningsOnly(tx: Transaction, member: number, now: number) {
  const { rows, balance } = ledgerRows(member, earnings(seededRandom(PRNG_SEED + 1), now, AGENT_EARNINGS), []);
  await insertRows(
    tx,
    'point_transactions',
    ['member_id', 'type', 'points', 'balance_after', 'redemption_id', 'remark', 'created_at'],
    rows,
  );
  await tx.query('INSERT INTO point_balances (member_id, points) VALUES ($1, $2)', [member, balance]);
}

const HELP_SECTION_COLUMNS = ['code', 'language', 'title', 'content', 'sort'] as const;

/** The rows of the help sections `wanted` keeps, each in English and, where written, in Thai. */
function helpSectionRows(wanted: (code: string) => boolean): Row[] {
  return HELP_SECTIONS.flatMap((s, i) => {
    if (!wanted(s.code)) return [];
    const rows: Row[] = [[s.code, 'EN', s.titles.EN, s.content.EN, i]];
    if (s.titles.TY && s.content.TY) rows.push([s.code, 'TY', s.titles.TY, s.content.TY, i]);
    return rows;
  });
}

/** Sections added after a data folder was seeded (the terms, issue 14) join it on the next start. */
export async function seedMissingHelpSections(db: PGlite): Promise<void> {
  await db.transaction(async (tx) => {
    const known = new Set(
      (await tx.query<{ code: string }>('SELECT DISTINCT code FROM help_sections')).rows.map((r) => r.code),
    );
    const rows = helpSectionRows((code) => !known.has(code));
    if (rows.length > 0) await insertRows(tx, 'help_sections', HELP_SECTION_COLUMNS, rows);
  });
}

export async function seedPlatformTables(db: PGlite, now: number): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM setting_nodes');
  if ((rows[0]?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'setting_nodes',
      ['mod_id', 'parent_mod_id', 'name', 'enabled', 'sort'],
      settingRows(SETTINGS_TREE, null),
    );
    await insertRows(
      tx,
      'site_domains',
      ['domain', 'url', 'site_type', 'home_path', 'in_router_list', 'sort'],
      DOMAINS.map((d, i) => [d.domain, d.url, d.siteType, d.homePath, d.inRouterList, i]),
    );
    await insertRows(
      tx,
      'help_sections',
      HELP_SECTION_COLUMNS,
      helpSectionRows(() => true),
    );
    await insertRows(
      tx,
      'service_links',
      ['type', 'path', 'sort'],
      SERVICE_LINKS.map((l, i) => [l.type, l.path, i]),
    );
    const rewardIds = await insertRows(
      tx,
      'point_rewards',
      ['name', 'description', 'category', 'points', 'amount', 'quantity', 'unit', 'needs_address', 'active', 'sort'],
      REWARDS.map((r, i) => [
        r.name,
        r.description,
        r.category,
        r.points,
        r.amount,
        r.quantity,
        r.unit,
        r.needsAddress,
        r.active,
        i,
      ]),
      'id',
    );
    await insertRows(
      tx,
      'point_rates',
      ['min_rank_level', 'label_name', 'points', 'amount'],
      RATES.map((r) => [r.minRankLevel, r.labelName, r.points, r.amount]),
    );
    await insertRows(
      tx,
      'point_rules',
      ['sort', 'text'],
      RULES.map((text, i) => [i, text]),
    );

    const demo = await memberId(tx, 'demo');
    if (demo !== undefined) {
      await seedChat(tx, demo, DEMO_CHAT, now);
      await seedDemoPoints(tx, demo, new Map(REWARDS.map((r, i) => [r.name, rewardIds[i]!])), now);
    }
    const agent = await memberId(tx, 'agent');
    if (agent !== undefined) {
      await seedChat(tx, agent, AGENT_CHAT, now);
      await seedEarningsOnly(tx, agent, now);
    }
  });
}
