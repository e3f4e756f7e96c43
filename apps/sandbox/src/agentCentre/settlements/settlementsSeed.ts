// The settlements' demo data, once (while settlement_runs is empty):
// - a few bets of every seeded team member (no agent) yesterday (UTC), so every sub-agent's team has a salary to
//   earn for the previous day whatever the seed's time (the end-to-end test pays one);
// - the seeded active contracts' settled periods since they were accepted, over the last SEED_SETTLEMENT_DAYS days
//   (hourly and real-time over a shorter span), computed as the engine does (teamPlays, contractPay), with their
//   ledger rows. A sub-agent once moved their whole main wallet into a game wallet a minute before a settlement,
//   and moved it back after, so that settlement found MAIN short (unpaid);
// - the schedules' record of runs up to the seed, so the automatic runs start with the next period.
// The ledger trigger computes balance_after in insertion order, and earlier seeds have written these members' MAIN
// rows already: the main (and game) wallets touched are written again in time order, their rows kept with their
// times, kinds and references and the new ones between them, and each wallet ends at its last row. A settlement is
// paid only when the upline's main wallet covers it then and at every later row (no balance ever below zero). The
// demo member is in no seeded active contract: its ledger (written again by the records seed, last) is not touched.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { orderNoOf, nextOrderSerial } from '../../records/bets.ts';
import { seededRandom } from '../../random.ts';
import { MAIN_WALLET } from '../../sandboxConstants.ts';
import { toMinor, toMoney, type LedgerKind } from '../../store/ledger.ts';
import { contractPay } from '../../walletAgent/contractPay.ts';
import { teamPlays } from '../../walletAgent/team.ts';
import { column, insertColumns, insertLedgerHistory, seededTeam } from '../../walletAgent/walletAgentSeed.ts';
import type { GameCategory } from '../../games/gamesConstants.ts';
import {
  cadenceOf,
  completedPeriodsSince,
  DAY_MS,
  HOUR_MS,
  previousPeriod,
  SCHEDULES,
  type Cadence,
  type Period,
} from './periods.ts';
import { activeContractsOf, hasPlay, type SettlementStatus, type SettlingContract } from './settlements.ts';
import {
  SEED_HOURLY_SETTLEMENT_HOURS,
  SEED_REALTIME_SETTLEMENT_WINDOWS,
  SEED_SETTLED_AFTER_MS,
  SEED_SETTLEMENT_DAYS,
  SEED_YESTERDAY_BETS,
  SEED_YESTERDAY_STAKE,
  SETTLEMENT_REFERENCE_PREFIX,
} from './settlementsConstants.ts';
import { REALTIME_SALARY_SETTLEMENT_MS } from '../../walletAgent/walletAgentConstants.ts';

const MINUTE_MS = 60_000;
const SEED = 20260415;
/** The game wallet the short sub-agent parked their main wallet in. */
const PARKING_WALLET = 'AG';
/** The unpaid settlement is at least this old (so the recent days show paid salaries). */
const UNPAID_AT_LEAST_DAYS_AGO = 2;

/** How far back each cadence's seeded history goes. */
function historySpan(cadence: Cadence): number {
  if (cadence === 'hourly') return SEED_HOURLY_SETTLEMENT_HOURS * HOUR_MS;
  if (cadence === 'fiveMinutes') return SEED_REALTIME_SETTLEMENT_WINDOWS * REALTIME_SALARY_SETTLEMENT_MS;
  return SEED_SETTLEMENT_DAYS * DAY_MS;
}

export async function seedSettlementTables(db: PGlite, now: number): Promise<void> {
  const ran = await db.query('SELECT 1 FROM settlement_runs LIMIT 1');
  if (ran.rows.length > 0) return;
  await db.transaction(async (tx) => {
    await seedYesterdayBets(tx, now);
    await seedHistory(tx, now);
    for (const schedule of SCHEDULES) {
      const period = previousPeriod(schedule.cadence, now);
      await tx.query(
        `INSERT INTO settlement_runs (kind, cadence, period_start, period_end, ran_at) VALUES ($1, $2, $3, $4, $5)`,
        [
          schedule.kind,
          schedule.cadence,
          new Date(period.start),
          new Date(period.end),
          new Date(Math.min(period.end + SEED_SETTLED_AFTER_MS, now)),
        ],
      );
    }
  });
}

/** SEED_YESTERDAY_BETS settled bets for each seeded team member who is no agent, at times in yesterday (UTC). */
async function seedYesterdayBets(tx: Transaction, now: number): Promise<void> {
  const players = seededTeam()
    .filter((m) => m.isAgent === '0')
    .map((m) => m.account);
  const { rows: members } = await tx.query<{ id: number; account: string }>(
    'SELECT id, account FROM members WHERE account = ANY($1::text[]) ORDER BY account',
    [players],
  );
  const { rows: games } = await tx.query<{ node_id: number; name: string; vassalage: string; game_type: string }>(
    `SELECT node_id, name, vassalage, game_type FROM games WHERE is_game = 'GAME' ORDER BY node_id`,
  );
  if (members.length === 0 || games.length === 0) return;
  const random = seededRandom(SEED);
  const yesterday = previousPeriod('daily', now);
  const cents = (value: number) => Math.round(value * 100) / 100;
  const bets: { member: number; game: (typeof games)[number]; amount: number; winLoss: number; at: Date }[] = [];
  for (const member of members) {
    for (let i = 0; i < SEED_YESTERDAY_BETS; i++) {
      const amount = cents(SEED_YESTERDAY_STAKE.min + random() * (SEED_YESTERDAY_STAKE.max - SEED_YESTERDAY_STAKE.min));
      bets.push({
        member: member.id,
        game: games[Math.floor(random() * games.length)]!,
        amount,
        winLoss: cents((random() * 2 - 1.1) * amount),
        at: new Date(yesterday.start + Math.floor(random() * DAY_MS)),
      });
    }
  }
  const orderNos: string[] = [];
  for (const bet of bets) {
    orderNos.push(orderNoOf(bet.game.game_type as GameCategory, bet.at, await nextOrderSerial(tx)));
  }
  await insertColumns(tx, 'bets', {
    member_id: column('int', bets, (b) => b.member),
    vassalage: column('text', bets, (b) => b.game.vassalage),
    game_type: column('text', bets, (b) => b.game.game_type),
    node_id: column('int', bets, (b) => b.game.node_id),
    game_name: column('text', bets, (b) => b.game.name),
    order_no: column('text', orderNos, (o) => o),
    bet_amount: column('numeric', bets, (b) => b.amount),
    valid_bet: column('numeric', bets, (b) => b.amount),
    win_loss: column('numeric', bets, (b) => b.winLoss),
    placed_at: column('timestamptz', bets, (b) => b.at),
  });
}

interface Candidate {
  contract: SettlingContract;
  period: Period;
  at: number;
  validBet: bigint;
  profitLoss: bigint;
  activeMembers: number;
  qualified: boolean;
  amount: bigint;
  status: SettlementStatus;
}

/** One movement of a wallet in the rewritten history. */
interface Move {
  memberId: number;
  wallet: string;
  at: number;
  amount: bigint;
  kind: LedgerKind;
  reference: string;
  idempotencyKey: string | null;
  /** The settlement or transfer the reference is made from once its id is known. */
  settlement?: Candidate;
  transfer?: number;
}

/** A wallet's rows in time order (equal times: in the order they were added). */
class WalletHistory {
  readonly moves: Move[] = [];

  add(move: Move): void {
    let i = this.moves.length;
    while (i > 0 && this.moves[i - 1]!.at > move.at) i--;
    this.moves.splice(i, 0, move);
  }

  /** The balance after every row up to and including `at`. */
  balanceAt(at: number): bigint {
    let balance = 0n;
    for (const move of this.moves) {
      if (move.at > at) break;
      balance += move.amount;
    }
    return balance;
  }

  /** The most that can leave at `at` (after the rows then) without the balance going below zero at any later row. */
  spendableAt(at: number): bigint {
    let balance = 0n;
    let lowest: bigint | null = null;
    for (const move of this.moves) {
      balance += move.amount;
      if (move.at <= at) continue;
      lowest = lowest === null || balance < lowest ? balance : lowest;
    }
    const before = this.balanceAt(at);
    return lowest === null || before < lowest ? before : lowest;
  }

  /** Whether a row takes money out in [from, to]. */
  debitsIn(from: number, to: number): boolean {
    return this.moves.some((m) => m.at >= from && m.at <= to && m.amount < 0n);
  }
}

async function seedHistory(tx: Transaction, now: number): Promise<void> {
  const contracts: { contract: SettlingContract; cadence: Cadence; since: number }[] = [];
  for (const schedule of SCHEDULES) {
    for (const contract of await activeContractsOf(tx, schedule)) {
      const decided = (
        await tx.query<{ decided_at: Date; period_type: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | null }>(
          'SELECT decided_at, period_type FROM agent_contracts WHERE id = $1',
          [contract.id],
        )
      ).rows[0]!;
      const cadence = cadenceOf(contract.terms.kind, decided.period_type);
      contracts.push({ contract, cadence, since: decided.decided_at.getTime() });
    }
  }
  if (contracts.length === 0) return;

  // Every period since each contract was accepted, within its cadence's span; the figures in one query.
  const windows: { contract: SettlingContract; period: Period }[] = [];
  for (const { contract, cadence, since } of contracts) {
    for (const period of completedPeriodsSince(cadence, now - historySpan(cadence), now, Number.MAX_SAFE_INTEGER)) {
      if (period.start >= since) windows.push({ contract, period });
    }
  }
  const plays = await teamPlays(
    tx,
    windows.map((w) => ({
      uplineId: w.contract.downlineId,
      from: new Date(w.period.start),
      to: new Date(w.period.end),
    })),
  );
  const candidates: Candidate[] = [];
  for (const [i, { contract, period }] of windows.entries()) {
    const play = plays[i]!;
    if (!hasPlay(play)) continue;
    const pay = contractPay(contract.terms, play);
    candidates.push({
      contract,
      period,
      at: Math.min(period.end + SEED_SETTLED_AFTER_MS, now),
      validBet: play.validBet,
      profitLoss: play.profitLoss,
      activeMembers: play.activeMembers,
      qualified: pay.qualified,
      amount: pay.amount,
      status: pay.qualified ? 'paid' : 'notQualified',
    });
  }

  // The wallets of everyone in a contract, as earlier seeds left them.
  const memberIds = [...new Set(contracts.flatMap(({ contract: c }) => [c.uplineId, c.downlineId]))];
  const histories = new Map<string, WalletHistory>();
  const historyOf = (memberId: number, wallet: string) => {
    const key = `${memberId}/${wallet}`;
    if (!histories.has(key)) histories.set(key, new WalletHistory());
    return histories.get(key)!;
  };
  const existing = await tx.query<{
    member_id: number;
    wallet: string;
    amount: string;
    kind: LedgerKind;
    reference: string;
    idempotency_key: string | null;
    created_at: Date;
  }>(
    `SELECT member_id, wallet, amount::text, kind, reference, idempotency_key, created_at FROM ledger
      WHERE member_id = ANY($1::int[]) AND wallet = ANY($2::text[]) ORDER BY created_at, id`,
    [memberIds, [MAIN_WALLET, PARKING_WALLET]],
  );
  for (const row of existing.rows) {
    historyOf(row.member_id, row.wallet).add({
      memberId: row.member_id,
      wallet: row.wallet,
      at: row.created_at.getTime(),
      amount: toMinor(row.amount),
      kind: row.kind,
      reference: row.reference,
      idempotencyKey: row.idempotency_key,
    });
  }

  // The short sub-agent: the latest qualified settlement old enough, paid by an upline who has an upline and no
  // money leaving MAIN around it.
  const { rows: subAgents } = await tx.query<{ member_id: number }>('SELECT member_id FROM member_uplines');
  const hasUpline = new Set(subAgents.map((r) => r.member_id));
  const target = [...candidates]
    .reverse()
    .find(
      (c) =>
        c.amount > 0n &&
        hasUpline.has(c.contract.uplineId) &&
        c.at <= now - UNPAID_AT_LEAST_DAYS_AGO * DAY_MS &&
        !historyOf(c.contract.uplineId, MAIN_WALLET).debitsIn(c.at - MINUTE_MS, c.at + MINUTE_MS),
    );

  // In time order (the target first among its instant's): each paid when the upline can spend it then.
  candidates.sort(
    (a, b) => a.at - b.at || Number(b === target) - Number(a === target) || a.contract.id - b.contract.id,
  );
  const transfers: { memberId: number; from: string; to: string; amount: bigint; at: number }[] = [];
  const moveOf = (memberId: number, wallet: string, at: number, amount: bigint, kind: LedgerKind) => ({
    memberId,
    wallet,
    at,
    amount,
    kind,
    reference: '',
    idempotencyKey: null,
  });
  for (const candidate of candidates) {
    const { uplineId, downlineId } = candidate.contract;
    const main = historyOf(uplineId, MAIN_WALLET);
    if (candidate === target) {
      const parked = main.balanceAt(candidate.at - MINUTE_MS);
      const game = historyOf(uplineId, PARKING_WALLET);
      for (const [at, from, to] of [
        [candidate.at - MINUTE_MS, main, game],
        [candidate.at + MINUTE_MS, game, main],
      ] as const) {
        if (parked === 0n) break;
        const transfer =
          transfers.push({
            memberId: uplineId,
            from: from === main ? MAIN_WALLET : PARKING_WALLET,
            to: to === main ? MAIN_WALLET : PARKING_WALLET,
            amount: parked,
            at,
          }) - 1;
        from.add({ ...moveOf(uplineId, transfers[transfer]!.from, at, -parked, 'transfer'), transfer });
        to.add({ ...moveOf(uplineId, transfers[transfer]!.to, at, parked, 'transfer'), transfer });
      }
    }
    if (candidate.status !== 'paid' || candidate.amount === 0n) continue;
    if (main.spendableAt(candidate.at) < candidate.amount) {
      candidate.status = 'unpaid';
      continue;
    }
    const kind = candidate.contract.terms.kind === 'dividend' ? 'dividend' : 'salary';
    main.add({ ...moveOf(uplineId, MAIN_WALLET, candidate.at, -candidate.amount, kind), settlement: candidate });
    historyOf(downlineId, MAIN_WALLET).add({
      ...moveOf(downlineId, MAIN_WALLET, candidate.at, candidate.amount, kind),
      settlement: candidate,
    });
  }

  // The rows: settlements and transfers first (their ids make the references), then the wallets written again.
  const settlementIds = await insertColumns(
    tx,
    'contract_settlements',
    {
      contract_id: column('int', candidates, (c) => c.contract.id),
      kind: column('text', candidates, (c) => c.contract.terms.kind),
      upline_id: column('int', candidates, (c) => c.contract.uplineId),
      downline_id: column('int', candidates, (c) => c.contract.downlineId),
      period_start: column('timestamptz', candidates, (c) => new Date(c.period.start)),
      period_end: column('timestamptz', candidates, (c) => new Date(c.period.end)),
      valid_bet: column('numeric', candidates, (c) => toMoney(c.validBet)),
      profit_loss: column('numeric', candidates, (c) => toMoney(c.profitLoss)),
      active_members: column('int', candidates, (c) => c.activeMembers),
      rate: column('numeric', candidates, (c) => c.contract.terms.rate),
      status: column('text', candidates, (c) => c.status),
      amount: column('numeric', candidates, (c) => toMoney(c.amount)),
      settled_at: column('timestamptz', candidates, (c) => new Date(c.at)),
    },
    'RETURNING id, contract_id, period_start',
  );
  const settlementId = new Map(
    settlementIds.rows.map((r) => [`${r.contract_id as number}/${(r.period_start as Date).getTime()}`, r.id as number]),
  );
  const referenceOf = (c: Candidate) =>
    `${SETTLEMENT_REFERENCE_PREFIX}${settlementId.get(`${c.contract.id}/${c.period.start}`)!}`;
  const transferIds: number[] = [];
  for (const t of transfers) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO wallet_transfers (member_id, from_wallet, to_wallet, amount, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [t.memberId, t.from, t.to, toMoney(t.amount), new Date(t.at)],
    );
    transferIds.push(rows[0]!.id);
  }

  const added = (m: Move) => m.settlement !== undefined || m.transfer !== undefined;
  const touched = [...histories.values()].filter((h) => h.moves.some(added));
  for (const history of touched) {
    for (const move of history.moves) {
      if (move.settlement) move.reference = referenceOf(move.settlement);
      if (move.transfer !== undefined) move.reference = `T${transferIds[move.transfer]!}`;
    }
  }
  await rewriteWallets(tx, touched);
}

/**
 * Writes the wallets' rows again in time order with the balances the ledger trigger would give them, and moves each
 * wallet to its last row (the triggers that keep both in step are off meanwhile, inside the seed's transaction).
 */
async function rewriteWallets(tx: Transaction, histories: readonly WalletHistory[]): Promise<void> {
  if (histories.length === 0) return;
  const rows: (Move & { balanceAfter: bigint })[] = [];
  const finals: { memberId: number; wallet: string; balance: bigint }[] = [];
  for (const history of histories) {
    let balance = 0n;
    for (const move of history.moves) {
      balance += move.amount;
      if (balance < 0n) throw new Error(`settlements seed: ${move.kind} ${move.reference} overdraws`);
      rows.push({ ...move, balanceAfter: balance });
    }
    const first = history.moves[0]!;
    // What the earlier seeds left in the wallet, and what the new rows move: the history must end there.
    const held = await tx.query<{ balance: string }>(
      'SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND vassalage = $2',
      [first.memberId, first.wallet],
    );
    const moved = history.moves
      .filter((m) => m.settlement || m.transfer !== undefined)
      .reduce((n, m) => n + m.amount, 0n);
    if (toMinor(held.rows[0]?.balance ?? '0') + moved !== balance) {
      throw new Error(`settlements seed: member ${first.memberId}'s ${first.wallet} rows do not end at its balance`);
    }
    finals.push({ memberId: first.memberId, wallet: first.wallet, balance });
  }
  for (const { memberId, wallet } of finals) {
    await tx.query('DELETE FROM ledger WHERE member_id = $1 AND wallet = $2', [memberId, wallet]);
  }
  await insertLedgerHistory(tx, rows);
  await tx.query('ALTER TABLE wallets DISABLE TRIGGER wallets_through_ledger');
  await insertColumns(
    tx,
    'wallets',
    {
      member_id: column('int', finals, (f) => f.memberId),
      vassalage: column('text', finals, (f) => f.wallet),
      balance: column('numeric', finals, (f) => toMoney(f.balance)),
    },
    'ON CONFLICT (member_id, vassalage) DO UPDATE SET balance = excluded.balance',
  );
  await tx.query('ALTER TABLE wallets ENABLE TRIGGER wallets_through_ledger');
}
