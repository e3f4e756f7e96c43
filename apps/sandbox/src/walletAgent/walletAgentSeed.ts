import type { PGlite, Transaction } from '@electric-sql/pglite';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { hashPassword } from '../passwordHash.ts';
import type { ContractKind } from './walletAgentConstants.ts';
import type { PeriodType } from './contracts.ts';
import { seededRandom, type Random } from '../random.ts';
import { HOLD_WALLET, SEED_OPENING_AGE_MS, toMoney, type LedgerKind } from '../store/ledger.ts';

/** Every seeded downline member (team1, team1a, team1a1, ...) logs in with this password. */
export const TEAM_PASSWORD = 'Team1234';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

const NICKNAMES = [
  'Somchai',
  'Malee',
  'Niran',
  'Ploy',
  'Kittisak',
  'Ratana',
  'Anan',
  'Siriporn',
  'Thanawat',
  'Nok',
  'Prasert',
  'Wanida',
  'Chaiya',
  'Dao',
  'Boonmee',
  'Lamai',
  'Sakda',
  'Kanya',
  'Pichit',
  'Orn',
  'Surachai',
  'Jintana',
  'Weerapong',
  'Fon',
  'Arthit',
];

/** Vendors the seeded bets are spread over (vassalage and game type). */
const BET_GAMES: readonly [string, string][] = [
  ['AG', 'LIVE'],
  ['DG', 'LIVE'],
  ['BBIN', 'LIVE'],
  ['PT', 'RNG'],
  ['CQ9', 'RNG'],
  ['MG', 'RNG'],
  ['KY', 'PVP'],
  ['IBC', 'SPORTS'],
  ['SBT', 'SPORTS'],
  ['TCG_LOTTO_VN', 'LOTT'],
];
const GAME_WALLETS = ['AG', 'PT', 'BBIN', 'CQ9', 'DG', 'MG', 'KY', 'IBC', 'SBT'];
const DEPOSIT_CHANNELS = ['BANK_TRANSFER', 'PROMPTPAY', 'TRUEMONEY'];

export interface TeamMember {
  account: string;
  nickname: string;
  upline: string;
  isAgent: string;
  agentType: number;
}

/** A contract between two seeded accounts; times are offsets before the seed time. */
interface SeedContract {
  kind: ContractKind;
  upline: string;
  downline: string;
  status: 'pending' | 'active' | 'rejected' | 'terminated' | 'ended';
  rate: number;
  periodType?: PeriodType;
  periodValidBet?: number;
  periodProfitLoss?: number;
  activeMembers?: number;
  betAmount?: number;
  endReason?: 'replaced';
  offeredDaysAgo: number;
}

/**
 * The contracts in every state the agent centre shows. `agent` offers up to the merchant caps (2 / 1 / 1 / 50 %);
 * team1 has a pending daily offer (0.9) below its own downline team1a's rate (1.0), so accepting it shows the
 * automatic end of that contract; demo has one pending offer of every kind.
 */
const CONTRACTS: readonly SeedContract[] = [
  {
    kind: 'dailySalary',
    upline: 'agent',
    downline: 'team1',
    status: 'active',
    rate: 1.2,
    periodType: 'daily',
    betAmount: 10000,
    activeMembers: 3,
    offeredDaysAgo: 60,
  },
  {
    kind: 'dailySalary',
    upline: 'agent',
    downline: 'team1',
    status: 'pending',
    rate: 0.9,
    periodType: 'daily',
    betAmount: 8000,
    activeMembers: 3,
    offeredDaysAgo: 1,
  },
  {
    kind: 'hourlySalary',
    upline: 'agent',
    downline: 'team1',
    status: 'active',
    rate: 0.6,
    betAmount: 1000,
    activeMembers: 2,
    offeredDaysAgo: 45,
  },
  { kind: 'realtimeSalary', upline: 'agent', downline: 'team1', status: 'active', rate: 0.5, offeredDaysAgo: 40 },
  {
    kind: 'dividend',
    upline: 'agent',
    downline: 'team1',
    status: 'active',
    rate: 30,
    periodType: 'monthly',
    periodValidBet: 100000,
    periodProfitLoss: 20000,
    activeMembers: 5,
    offeredDaysAgo: 90,
  },
  {
    kind: 'dailySalary',
    upline: 'team1',
    downline: 'team1a',
    status: 'active',
    rate: 1,
    periodType: 'daily',
    betAmount: 5000,
    activeMembers: 1,
    offeredDaysAgo: 50,
  },
  {
    kind: 'dailySalary',
    upline: 'team1',
    downline: 'team1b',
    status: 'active',
    rate: 0.8,
    periodType: 'daily',
    betAmount: 5000,
    activeMembers: 1,
    offeredDaysAgo: 30,
  },
  { kind: 'realtimeSalary', upline: 'team1', downline: 'team1a', status: 'active', rate: 0.4, offeredDaysAgo: 20 },
  {
    kind: 'dividend',
    upline: 'team1',
    downline: 'team1b',
    status: 'pending',
    rate: 25,
    periodType: 'weekly',
    periodValidBet: 30000,
    periodProfitLoss: 5000,
    activeMembers: 1,
    offeredDaysAgo: 2,
  },
  {
    kind: 'dailySalary',
    upline: 'team1a',
    downline: 'team1a1',
    status: 'pending',
    rate: 0.6,
    periodType: 'daily',
    betAmount: 2000,
    offeredDaysAgo: 3,
  },
  {
    kind: 'dailySalary',
    upline: 'agent',
    downline: 'team2',
    status: 'active',
    rate: 1,
    periodType: 'daily',
    betAmount: 8000,
    activeMembers: 2,
    offeredDaysAgo: 70,
  },
  {
    kind: 'dividend',
    upline: 'agent',
    downline: 'team2',
    status: 'pending',
    rate: 25,
    periodType: 'semimonthly',
    periodValidBet: 80000,
    periodProfitLoss: 15000,
    activeMembers: 4,
    offeredDaysAgo: 4,
  },
  { kind: 'realtimeSalary', upline: 'agent', downline: 'team2', status: 'rejected', rate: 0.3, offeredDaysAgo: 25 },
  {
    kind: 'hourlySalary',
    upline: 'agent',
    downline: 'team2',
    status: 'terminated',
    rate: 0.5,
    betAmount: 1500,
    activeMembers: 2,
    offeredDaysAgo: 35,
  },
  {
    kind: 'dailySalary',
    upline: 'team2',
    downline: 'team2a',
    status: 'pending',
    rate: 0.8,
    periodType: 'daily',
    betAmount: 3000,
    activeMembers: 1,
    offeredDaysAgo: 2,
  },
  {
    kind: 'dailySalary',
    upline: 'team2',
    downline: 'team2b',
    status: 'active',
    rate: 0.7,
    periodType: 'daily',
    betAmount: 3000,
    offeredDaysAgo: 15,
  },
  {
    kind: 'dailySalary',
    upline: 'agent',
    downline: 'team3',
    status: 'terminated',
    rate: 1,
    periodType: 'daily',
    betAmount: 9000,
    activeMembers: 3,
    offeredDaysAgo: 80,
  },
  {
    kind: 'dailySalary',
    upline: 'agent',
    downline: 'team3',
    status: 'ended',
    endReason: 'replaced',
    rate: 0.7,
    periodType: 'daily',
    betAmount: 6000,
    activeMembers: 2,
    offeredDaysAgo: 40,
  },
  {
    kind: 'dailySalary',
    upline: 'agent',
    downline: 'team3',
    status: 'pending',
    rate: 1.5,
    periodType: 'daily',
    betAmount: 12000,
    activeMembers: 4,
    offeredDaysAgo: 1,
  },
  {
    kind: 'hourlySalary',
    upline: 'agent',
    downline: 'team3',
    status: 'pending',
    rate: 0.4,
    betAmount: 800,
    activeMembers: 2,
    offeredDaysAgo: 1,
  },
  { kind: 'realtimeSalary', upline: 'agent', downline: 'team3', status: 'pending', rate: 0.5, offeredDaysAgo: 1 },
  {
    kind: 'dailySalary',
    upline: 'agent',
    downline: 'demo',
    status: 'pending',
    rate: 0.5,
    periodType: 'daily',
    betAmount: 2000,
    offeredDaysAgo: 2,
  },
  {
    kind: 'hourlySalary',
    upline: 'agent',
    downline: 'demo',
    status: 'pending',
    rate: 0.2,
    betAmount: 300,
    offeredDaysAgo: 2,
  },
  { kind: 'realtimeSalary', upline: 'agent', downline: 'demo', status: 'pending', rate: 0.3, offeredDaysAgo: 2 },
  {
    kind: 'dividend',
    upline: 'agent',
    downline: 'demo',
    status: 'pending',
    rate: 10,
    periodType: 'weekly',
    periodValidBet: 20000,
    periodProfitLoss: 3000,
    offeredDaysAgo: 2,
  },
];

/** Withdrawals of the demo member in every state, so the member centre shows each confirmation choice. */
const DEMO_WITHDRAWALS: readonly {
  status: 'pending' | 'approved' | 'rejected' | 'paid';
  confirmation?: string;
  amount: number;
  receivedAmount?: number;
  proof?: boolean;
}[] = [
  { status: 'pending', amount: 500 },
  { status: 'approved', amount: 800 },
  { status: 'rejected', amount: 20000 },
  { status: 'paid', confirmation: 'awaiting', amount: 1000 },
  { status: 'paid', confirmation: 'received', amount: 1500 },
  { status: 'paid', confirmation: 'notReceived', amount: 2000, proof: true },
  { status: 'paid', confirmation: 'partlyReceived', amount: 3000, receivedAmount: 1800 },
  { status: 'paid', confirmation: 'autoReceived', amount: 700 },
  { status: 'paid', confirmation: 'forcedReceived', amount: 1200, proof: true },
];
const WITHDRAWAL_STATES = ['pending', 'approved', 'rejected', 'paid'] as const;
const CONFIRMATIONS = ['awaiting', 'received', 'notReceived', 'partlyReceived', 'autoReceived', 'forcedReceived'];

const RAFFLES = [
  { title: 'Agent Songkran Raffle', prizes: [50, 100, 300], startsDaysAgo: 120, endsDaysAgo: 90 },
  { title: 'Agent Lucky Draw', prizes: [88, 188, 388, 888], startsDaysAgo: 7, endsDaysAgo: -90 },
];

/** Inserts rows through unnest: one statement per table however many rows (columns as typed arrays). */
export async function insertColumns(
  tx: Transaction,
  table: string,
  columns: Record<string, { type: string; values: unknown[] }>,
  returning = '',
) {
  const names = Object.keys(columns);
  const arrays = Object.values(columns);
  return tx.query<Record<string, unknown>>(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT * FROM unnest(${arrays.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')}) ${returning}`,
    arrays.map((c) => c.values),
  );
}

export function column<T>(type: string, rows: readonly T[], pick: (row: T) => unknown) {
  return { type, values: rows.map(pick) };
}

/** A seeded ledger row with the balance after it already worked out (minor units; `at` in ms). */
export interface SeedLedgerRow {
  memberId: number;
  wallet: string;
  amount: bigint;
  balanceAfter: bigint;
  kind: LedgerKind;
  reference: string;
  idempotencyKey?: string | null;
  at: number;
}

/**
 * Writes a history of ledger rows as they are, with the balances after that the seed worked out in time order: the
 * ledger_apply trigger (which would move the wallets again and number the balances in insert order) is off while
 * they go in. The caller keeps the wallets equal to their last rows.
 */
export async function insertLedgerHistory(tx: Transaction, rows: readonly SeedLedgerRow[]): Promise<void> {
  await tx.query('ALTER TABLE ledger DISABLE TRIGGER ledger_apply');
  await insertColumns(tx, 'ledger', {
    member_id: column('int', rows, (r) => r.memberId),
    wallet: column('text', rows, (r) => r.wallet),
    amount: column('numeric', rows, (r) => toMoney(r.amount)),
    balance_after: column('numeric', rows, (r) => toMoney(r.balanceAfter)),
    kind: column('text', rows, (r) => r.kind),
    reference: column('text', rows, (r) => r.reference),
    idempotency_key: column('text', rows, (r) => r.idempotencyKey ?? null),
    created_at: column('timestamptz', rows, (r) => new Date(r.at)),
  });
  await tx.query('ALTER TABLE ledger ENABLE TRIGGER ledger_apply');
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Sub-agents under team1, team2 and team3. */
const LEVEL2_COUNTS = [3, 2, 3];

/** The seed of the area's generator; the team is its first draws. */
const SEED = 20260115;

/** The seeded downline of `agent` (the same on every fresh database), for the start banner. */
export function seededTeam(): readonly TeamMember[] {
  return teamTree(seededRandom(SEED));
}

/** Three levels below `agent`: 3 direct sub-agents (team1-3) with 3, 2 and 3 sub-agents, each with 1-2 members. */
function teamTree(random: Random): TeamMember[] {
  const team: TeamMember[] = [];
  const nickname = () =>
    `${NICKNAMES[team.length % NICKNAMES.length]} ${String.fromCharCode(65 + (team.length % 26))}.`;
  for (const [index, level2Count] of LEVEL2_COUNTS.entries()) {
    const level1 = `team${index + 1}`;
    team.push({ account: level1, nickname: nickname(), upline: 'agent', isAgent: '1', agentType: 1 });
    for (let j = 0; j < level2Count; j++) {
      const level2 = `${level1}${String.fromCharCode(97 + j)}`;
      team.push({ account: level2, nickname: nickname(), upline: level1, isAgent: '1', agentType: 1 });
      const level3Count = 1 + Math.floor(random() * 2);
      for (let k = 1; k <= level3Count; k++) {
        team.push({ account: `${level2}${k}`, nickname: nickname(), upline: level2, isAgent: '0', agentType: 0 });
      }
    }
  }
  return team;
}

/**
 * The agent's three-level downline (members, wallets, bets, deposits, withdrawals), contracts in every state and the
 * raffles. Runs once: only while member_uplines is empty and the slice's `agent` and `demo` exist.
 */
export async function seedWalletAgentTables(db: PGlite, now: number): Promise<void> {
  const seeded = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_uplines');
  if ((seeded.rows[0]?.n ?? 0) > 0) return;
  const top = await db.query<{ id: number; account: string }>(
    `SELECT id, account FROM members WHERE account IN ('agent', 'demo')`,
  );
  if (top.rows.length < 2) return;

  const random = seededRandom(SEED);
  const team = teamTree(random);
  // One scrypt hash shared by the whole seeded team: hashing each would cost seconds at every fresh start.
  const passwordHash = await hashPassword(TEAM_PASSWORD);

  await db.transaction(async (tx) => {
    const ids = new Map(top.rows.map((r) => [r.account, r.id]));
    const inserted = await insertColumns(
      tx,
      'members',
      {
        account: column('text', team, (m) => m.account),
        nickname: column('text', team, (m) => m.nickname),
        password_hash: column('text', team, () => passwordHash),
        is_agent: column('text', team, (m) => m.isAgent),
        agent_type: column('int', team, (m) => m.agentType),
        to_upline: column('bool', team, () => true),
        first_login: column('bool', team, () => false),
        password_changed_at: column('timestamptz', team, () => new Date(now - 10 * DAY_MS)),
        created_at: column('timestamptz', team, () => new Date(now - 100 * DAY_MS)),
      },
      'RETURNING id, account',
    );
    for (const row of inserted.rows) ids.set(row.account as string, row.id as number);
    const id = (account: string) => ids.get(account)!;

    const uplines = [...team, { account: 'demo', upline: 'agent' }];
    await insertColumns(tx, 'member_uplines', {
      member_id: column('int', uplines, (m) => id(m.account)),
      upline_id: column('int', uplines, (m) => id(m.upline)),
    });

    const wallets: { member: number; vassalage: string; balance: number }[] = [];
    for (const m of team) {
      wallets.push({ member: id(m.account), vassalage: MAIN_WALLET, balance: cents(200 + random() * 19800) });
      const extra = Math.floor(random() * 3);
      for (let i = 0; i < extra; i++) {
        const vassalage = GAME_WALLETS[(team.indexOf(m) + i * 4) % GAME_WALLETS.length]!;
        wallets.push({ member: id(m.account), vassalage, balance: cents(random() * 3000) });
      }
    }
    // Balances are ledger rows (the wallets follow them): each seeded balance opens its wallet's ledger.
    await insertColumns(tx, 'wallets', {
      member_id: column('int', wallets, (w) => w.member),
      vassalage: column('text', wallets, (w) => w.vassalage),
      balance: column('numeric', wallets, () => 0),
    });
    const opening = wallets.filter((w) => w.balance !== 0);
    await insertColumns(tx, 'ledger', {
      member_id: column('int', opening, (w) => w.member),
      wallet: column('text', opening, (w) => w.vassalage),
      amount: column('numeric', opening, (w) => w.balance),
      balance_after: column('numeric', opening, () => 0),
      kind: column('text', opening, () => 'opening'),
      reference: column('text', opening, () => 'opening'),
      created_at: column('timestamptz', opening, () => new Date(now - SEED_OPENING_AGE_MS)),
    });

    const players = ['demo', ...team.map((m) => m.account)].map(id);
    const bets: { member: number; game: [string, string]; amount: number; valid: number; winLoss: number; at: Date }[] =
      [];
    // The demo member's play comes with its ledger rows from the records seed (records/recordsSeed.ts).
    for (const member of players.slice(1)) {
      const count = 30 + Math.floor(random() * 50);
      for (let i = 0; i < count; i++) {
        const amount = cents(10 + random() ** 2 * 1990);
        // A few bets are void (no valid bet): cancelled rounds and hedged sports bets.
        const valid = random() < 0.05 ? 0 : amount;
        bets.push({
          member,
          game: BET_GAMES[Math.floor(random() * BET_GAMES.length)]!,
          amount,
          valid,
          winLoss: cents((random() * 2.2 - 1.2) * amount),
          at: new Date(now - Math.floor(random() * 30 * DAY_MS)),
        });
      }
      // Play in the last hour: the real-time salary period and the hourly figures have something to show.
      for (let i = 0; i < 3; i++) {
        const amount = cents(20 + random() * 480);
        bets.push({
          member,
          game: BET_GAMES[Math.floor(random() * BET_GAMES.length)]!,
          amount,
          valid: amount,
          winLoss: cents((random() * 2 - 1.1) * amount),
          at: new Date(now - Math.floor(random() * HOUR_MS)),
        });
      }
    }
    await insertColumns(tx, 'bets', {
      member_id: column('int', bets, (b) => b.member),
      vassalage: column('text', bets, (b) => b.game[0]),
      game_type: column('text', bets, (b) => b.game[1]),
      bet_amount: column('numeric', bets, (b) => b.amount),
      valid_bet: column('numeric', bets, (b) => b.valid),
      win_loss: column('numeric', bets, (b) => b.winLoss),
      placed_at: column('timestamptz', bets, (b) => b.at),
    });

    const deposits: { member: number; amount: number; channel: string; status: string; at: Date }[] = [];
    for (const member of players) {
      const count = 2 + Math.floor(random() * 5);
      for (let i = 0; i < count; i++) {
        const at = new Date(now - Math.floor(random() * 60 * DAY_MS));
        const roll = random();
        // Recent deposits may still be pending; older ones are settled one way or the other.
        const status = now - at.getTime() < DAY_MS && roll < 0.5 ? 'pending' : roll < 0.85 ? 'credited' : 'failed';
        deposits.push({
          member,
          amount: cents(100 + Math.floor(random() * 100) * 100),
          channel: DEPOSIT_CHANNELS[Math.floor(random() * DEPOSIT_CHANNELS.length)]!,
          status,
          at,
        });
      }
      // Every player has one deposit waiting for the bank.
      deposits.push({ member, amount: 500, channel: 'PROMPTPAY', status: 'pending', at: new Date(now - HOUR_MS) });
    }
    await insertColumns(tx, 'deposits', {
      member_id: column('int', deposits, (d) => d.member),
      amount: column('numeric', deposits, (d) => d.amount),
      channel: column('text', deposits, (d) => d.channel),
      status: column('text', deposits, (d) => d.status),
      created_at: column('timestamptz', deposits, (d) => d.at),
      updated_at: column('timestamptz', deposits, (d) => d.at),
    });

    interface Withdrawal {
      member: number;
      amount: number;
      status: string;
      confirmation: string | null;
      received: number | null;
      proof: string | null;
      at: Date;
    }
    const withdrawals: Withdrawal[] = DEMO_WITHDRAWALS.map((w, i) => ({
      member: id('demo'),
      amount: w.amount,
      status: w.status,
      confirmation: w.confirmation ?? null,
      received: w.receivedAmount ?? null,
      proof: w.proof ? `/sandbox/proofs/demo-${i + 1}.png` : null,
      at: new Date(now - (i + 1) * 2 * DAY_MS),
    }));
    for (const member of players.slice(1)) {
      const count = 1 + Math.floor(random() * 4);
      for (let i = 0; i < count; i++) {
        const status = WITHDRAWAL_STATES[Math.floor(random() * WITHDRAWAL_STATES.length)]!;
        const confirmation = status === 'paid' ? CONFIRMATIONS[Math.floor(random() * CONFIRMATIONS.length)]! : null;
        const amount = cents(200 + Math.floor(random() * 50) * 100);
        withdrawals.push({
          member,
          amount,
          status,
          confirmation,
          received: confirmation === 'partlyReceived' ? cents(amount / 2) : null,
          proof: confirmation === 'notReceived' ? `/sandbox/proofs/${member}-${i + 1}.png` : null,
          at: new Date(now - Math.floor(random() * 45 * DAY_MS)),
        });
      }
    }
    const paidAt = (w: Withdrawal) => (w.status === 'paid' ? new Date(w.at.getTime() + HOUR_MS) : null);
    await insertColumns(tx, 'withdrawals', {
      member_id: column('int', withdrawals, (w) => w.member),
      amount: column('numeric', withdrawals, (w) => w.amount),
      status: column('text', withdrawals, (w) => w.status),
      confirmation: column('text', withdrawals, (w) => w.confirmation),
      received_amount: column('numeric', withdrawals, (w) => w.received),
      proof_url: column('text', withdrawals, (w) => w.proof),
      created_at: column('timestamptz', withdrawals, (w) => w.at),
      paid_at: column('timestamptz', withdrawals, paidAt),
      confirmed_at: column('timestamptz', withdrawals, (w) =>
        w.confirmation === null || w.confirmation === 'awaiting' ? null : new Date(w.at.getTime() + 3 * HOUR_MS),
      ),
    });

    // Withdrawals still waiting hold their amounts (they left the main wallet before the ledger began).
    await tx.query(
      `INSERT INTO ledger (member_id, wallet, amount, balance_after, kind, reference, created_at)
       SELECT member_id, $1, amount, 0, 'opening', 'W' || id, created_at FROM withdrawals
        WHERE status IN ('pending', 'approved') ORDER BY created_at, id`,
      [HOLD_WALLET],
    );

    const offeredAt = (c: SeedContract) => new Date(now - c.offeredDaysAgo * DAY_MS);
    const decided = (c: SeedContract) => (c.status === 'pending' ? null : new Date(offeredAt(c).getTime() + HOUR_MS));
    const ended = (c: SeedContract) =>
      c.status === 'terminated' || c.status === 'ended' ? new Date(offeredAt(c).getTime() + 10 * DAY_MS) : null;
    await insertColumns(tx, 'agent_contracts', {
      kind: column('text', CONTRACTS, (c) => c.kind),
      upline_id: column('int', CONTRACTS, (c) => id(c.upline)),
      downline_id: column('int', CONTRACTS, (c) => id(c.downline)),
      status: column('text', CONTRACTS, (c) => c.status),
      rate: column('numeric', CONTRACTS, (c) => c.rate),
      period_type: column('text', CONTRACTS, (c) => c.periodType ?? null),
      period_valid_bet: column('numeric', CONTRACTS, (c) => c.periodValidBet ?? null),
      period_profit_loss: column('numeric', CONTRACTS, (c) => c.periodProfitLoss ?? null),
      active_members: column('int', CONTRACTS, (c) => c.activeMembers ?? null),
      bet_amount: column('numeric', CONTRACTS, (c) => c.betAmount ?? null),
      end_reason: column('text', CONTRACTS, (c) => c.endReason ?? null),
      offered_at: column('timestamptz', CONTRACTS, offeredAt),
      decided_at: column('timestamptz', CONTRACTS, decided),
      ended_at: column('timestamptz', CONTRACTS, ended),
    });

    const raffleIds: number[] = [];
    for (const r of RAFFLES) {
      const inserted = await tx.query<{ id: number }>(
        'INSERT INTO raffle_promotions (title, prizes, starts_at, ends_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [r.title, r.prizes, new Date(now - r.startsDaysAgo * DAY_MS), new Date(now - r.endsDaysAgo * DAY_MS)],
      );
      raffleIds.push(inserted.rows[0]!.id);
    }
    // The finished raffle was claimed by the first two sub-agents.
    const past = raffleIds[0]!;
    await tx.query(
      `INSERT INTO raffle_claims (promotion_id, member_id, prize, ticket_no, claimed_at)
       VALUES ($1, $2, 100, $4, $6), ($1, $3, 50, $5, $6)`,
      [past, id('team1'), id('team2'), `R${past}-000001`, `R${past}-000002`, new Date(now - 100 * DAY_MS)],
    );
  });
}
