// The demo member's play: SEED_HISTORY_DAYS days of bets in every category, each with its ledger rows (bet, win or
// refund) and a daily rebate, so the betting record, the account record, profit and loss and bonus details have
// paging and totals to show. The ledger trigger computes balance_after in insertion order, so the member's MAIN rows
// are written again in time order: those of the earlier seeds (deposit, withdrawal, ...) keep their times, kinds
// and references, the play goes between them, and the opening balance moves to the start of the history. The
// outcomes are decided from the newest back, so the wallet never goes below zero and ends where it was (the wallet
// row is not touched: demo's MAIN balance stays what the earlier seeds left).
import type { PGlite } from '@electric-sql/pglite';
import { GAME_CATEGORIES, type GameCategory } from '../games/gamesConstants.ts';
import { esportsVassalages } from '../games/gamesStore.ts';
import { seededRandom, type Random } from '../random.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { SEED_OPENING_AGE_MS, toMinor, toMoney, type LedgerKind } from '../store/ledger.ts';
import { column, insertColumns, insertLedgerHistory } from '../walletAgent/walletAgentSeed.ts';
import { orderNoOf, play, resultOf, settleSlip, type BetChoice } from './bets.ts';
import {
  ESPORTS_EVENTS,
  ESPORTS_ODDS,
  HAND_SIDES,
  PLAY_KIND,
  SEED_BETS_PER_DAY,
  SEED_CANCELLED_SHARE,
  SEED_HISTORY_DAYS,
  SEED_RANDOM_SEED,
  SLIP_SETTLES_AFTER_MS,
  SPORTS_EVENTS,
  SPORTS_ODDS,
  TICKET_DRAW_EVERY_MS,
  TICKET_PLAY_TYPES,
} from './recordsConstants.ts';

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

/** How often the demo member plays each category (every one at least sometimes). */
const CATEGORY_WEIGHTS: Record<GameCategory, number> = {
  RNG: 30,
  LIVE: 18,
  SPORTS: 10,
  ESPORTS: 5,
  FISH: 9,
  PVP: 9,
  COCKFIGHT: 5,
  LOTT: 8,
  ELOTT: 6,
};
/** The stakes the demo member likes (THB), clamped to each game's limits; lottery tickets are small. */
const STAKES = [10, 20, 20, 50, 50, 100, 100, 200, 500];
const TICKET_STAKES = [10, 10, 20, 50];
/** Games per category the demo member comes back to. */
const FAVOURITE_GAMES = 6;
/** How long a round takes: a spin, a hand. */
const ROUND_MS = { spin: 3_000, hand: 45_000 } as const;
/** The daily rebate on the day's valid bets (a rate in basis points), credited early the next morning. */
const REBATE_BASIS_POINTS = 50n;
const REBATE_PAID_AFTER_MS = DAY_MS + 90 * MINUTE_MS;
/** Sports slips still open at the seed (their events end within SLIP_SETTLES_AFTER_MS). */
const OPEN_SLIPS = 3;

interface SeedGame {
  nodeId: number;
  vassalage: string;
  category: GameCategory;
  name: string;
  minBet: bigint;
  maxBet: bigint;
}

interface SeedBet {
  game: SeedGame;
  at: number;
  /** When the round ended (the win or refund row), or null for an open slip. */
  settleAt: number | null;
  stake: bigint;
  choice: BetChoice;
  cancelled: boolean;
  /** Decided from the newest back (see the header). */
  payout: bigint;
  orderNo: string;
}

interface Row {
  at: number;
  amount: bigint;
  kind: LedgerKind;
  reference: string;
  idempotencyKey: string | null;
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function weighted(random: Random): GameCategory {
  const total = GAME_CATEGORIES.reduce((n, c) => n + CATEGORY_WEIGHTS[c], 0);
  let roll = random() * total;
  return GAME_CATEGORIES.find((c) => (roll -= CATEGORY_WEIGHTS[c]) < 0) ?? 'RNG';
}

function choiceFor(category: GameCategory, random: Random): BetChoice {
  switch (PLAY_KIND[category]) {
    case 'spin':
      return {};
    case 'hand':
      return { side: pick(random, HAND_SIDES[category as keyof typeof HAND_SIDES]) };
    case 'ticket': {
      const playType = pick(random, Object.keys(TICKET_PLAY_TYPES)) as keyof typeof TICKET_PLAY_TYPES;
      const digits = TICKET_PLAY_TYPES[playType].digits;
      return { playType, numbers: String(Math.floor(random() * 10 ** digits)).padStart(digits, '0') };
    }
    case 'slip': {
      const esports = category === 'ESPORTS';
      return {
        event: pick(random, esports ? ESPORTS_EVENTS : SPORTS_EVENTS),
        pick: pick(random, Object.keys(esports ? ESPORTS_ODDS : SPORTS_ODDS)),
      };
    }
  }
}

/** When a round placed at `at` ends: a spin or a hand at once, a ticket at its draw, a slip when its event ends. */
function settleTime(category: GameCategory, at: number): number {
  switch (PLAY_KIND[category]) {
    case 'spin':
      return at + ROUND_MS.spin;
    case 'hand':
      return at + ROUND_MS.hand;
    case 'ticket':
      return (Math.floor(at / TICKET_DRAW_EVERY_MS) + 1) * TICKET_DRAW_EVERY_MS;
    case 'slip':
      return at + SLIP_SETTLES_AFTER_MS;
  }
}

async function seedGames(db: PGlite, random: Random): Promise<Map<GameCategory, SeedGame[]>> {
  const { rows } = await db.query<{
    node_id: number;
    vassalage: string;
    category: GameCategory;
    name: string;
    min_bet: string;
    max_bet: string;
  }>(
    `SELECT node_id, vassalage, name, min_bet::text, max_bet::text,
            CASE WHEN game_type = 'SPORTS' AND vassalage = ANY($1::text[]) THEN 'ESPORTS' ELSE game_type END AS category
       FROM games WHERE is_game = 'GAME' ORDER BY node_id`,
    [await esportsVassalages(db)],
  );
  const games = new Map<GameCategory, SeedGame[]>();
  for (const r of rows) {
    const list = games.get(r.category) ?? [];
    list.push({
      nodeId: r.node_id,
      vassalage: r.vassalage,
      category: r.category,
      name: r.name,
      minBet: toMinor(r.min_bet),
      maxBet: toMinor(r.max_bet),
    });
    games.set(r.category, list);
  }
  // A few favourites per category, as a real player has.
  for (const [category, list] of games) {
    const favourites = [...list].sort(() => random() - 0.5).slice(0, FAVOURITE_GAMES);
    games.set(category, favourites);
  }
  return games;
}

export async function seedRecords(db: PGlite, now: number): Promise<void> {
  const demo = (await db.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`)).rows[0];
  if (!demo) return;
  const seeded = await db.query('SELECT 1 FROM bets WHERE member_id = $1 LIMIT 1', [demo.id]);
  if (seeded.rows.length > 0) return;

  const random = seededRandom(SEED_RANDOM_SEED);
  const games = await seedGames(db, random);
  const start = now - SEED_HISTORY_DAYS * DAY_MS;

  // The bets: times, games, stakes and choices first; outcomes later (from the newest back).
  const bets: SeedBet[] = [];
  const stakeOf = (game: SeedGame) => {
    const stake = BigInt(pick(random, PLAY_KIND[game.category] === 'ticket' ? TICKET_STAKES : STAKES)) * 100n;
    return stake < game.minBet ? game.minBet : stake > game.maxBet ? game.maxBet : stake;
  };
  const place = (category: GameCategory, at: number, open = false) => {
    const list = games.get(category);
    if (!list?.length) return;
    const game = pick(random, list);
    const settleAt = open ? null : settleTime(category, at);
    bets.push({
      game,
      at,
      settleAt,
      stake: stakeOf(game),
      choice: choiceFor(category, random),
      cancelled: settleAt !== null && random() < SEED_CANCELLED_SHARE,
      payout: 0n,
      orderNo: '',
    });
  };
  for (let day = 0; day < SEED_HISTORY_DAYS; day++) {
    const count = SEED_BETS_PER_DAY.min + Math.floor(random() * (SEED_BETS_PER_DAY.max - SEED_BETS_PER_DAY.min + 1));
    for (let i = 0; i < count; i++) {
      const category = i < GAME_CATEGORIES.length && day % 7 === 0 ? GAME_CATEGORIES[i]! : weighted(random);
      const at = start + day * DAY_MS + Math.floor(random() * DAY_MS);
      // Every round ended before the seed, but for the open slips below.
      if (settleTime(category, at) < now) place(category, at);
    }
  }
  for (let i = 0; i < OPEN_SLIPS; i++) {
    place(i === 0 ? 'ESPORTS' : 'SPORTS', now - Math.floor(((i + 1) * SLIP_SETTLES_AFTER_MS) / (OPEN_SLIPS + 2)), true);
  }
  bets.sort((a, b) => a.at - b.at);
  bets.forEach((b, i) => (b.orderNo = orderNoOf(b.game.category, new Date(b.at), i + 1)));

  // The daily rebate on the day's valid bets (cancelled bets have none).
  const rebates: Row[] = [];
  for (let day = 0; day < SEED_HISTORY_DAYS; day++) {
    const dayStart = start + day * DAY_MS;
    const paidAt = dayStart + REBATE_PAID_AFTER_MS;
    if (paidAt >= now) continue;
    const valid = bets
      .filter((b) => !b.cancelled && b.at >= dayStart && b.at < dayStart + DAY_MS)
      .reduce((n, b) => n + b.stake, 0n);
    const amount = (valid * REBATE_BASIS_POINTS) / 10_000n;
    if (amount > 0n) {
      const date = new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '');
      rebates.push({ at: paidAt, amount, kind: 'rebate', reference: `RB${date}`, idempotencyKey: null });
    }
  }

  await db.transaction(async (tx) => {
    // The earlier seeds' MAIN rows, and the balance they left, which the history ends at.
    const existing = (
      await tx.query<{ created_at: Date; amount: string; kind: LedgerKind; reference: string; key: string | null }>(
        `SELECT created_at, amount::text, kind, reference, idempotency_key AS key FROM ledger
          WHERE member_id = $1 AND wallet = $2 ORDER BY created_at, id`,
        [demo.id, MAIN_WALLET],
      )
    ).rows;
    const final = existing.reduce((n, r) => n + toMinor(r.amount), 0n);
    const kept: Row[] = existing
      .filter((r) => r.kind !== 'opening')
      .map((r) => ({
        at: r.created_at.getTime(),
        amount: toMinor(r.amount),
        kind: r.kind,
        reference: r.reference,
        idempotencyKey: r.key,
      }));

    // Every movement in time order: a bet's debit, its end (win, refund or nothing), the others' rows.
    type Step = { at: number; order: number } & ({ row: Row } | { bet: SeedBet; end: boolean });
    const steps: Step[] = [
      ...[...kept, ...rebates].map((row) => ({ at: row.at, order: 1, row })),
      ...bets.map((bet) => ({ at: bet.at, order: 0, bet, end: false })),
      ...bets.filter((b) => b.settleAt !== null).map((bet) => ({ at: bet.settleAt!, order: 2, bet, end: true })),
    ].sort((a, b) => a.at - b.at || a.order - b.order);

    // From the newest back: `balance` is the wallet after the step; a round never pays more than the wallet then
    // held after it (so the wallet before it was never below zero), a refused one is a loss.
    let balance = final;
    for (const step of [...steps].reverse()) {
      if ('row' in step) {
        balance -= step.row.amount;
        if (balance < 0n) throw new Error(`records seed: demo's ${step.row.kind} ${step.row.reference} overdraws`);
      } else if (!step.end) {
        balance += step.bet.stake;
      } else {
        const bet = step.bet;
        if (bet.cancelled && bet.stake > balance) bet.cancelled = false;
        let payout = bet.cancelled
          ? bet.stake
          : PLAY_KIND[bet.game.category] === 'slip'
            ? settleSlip(bet.game.category, bet.choice.pick!, bet.stake, random)
            : play(bet.game.category, bet.choice, bet.stake, bet.at, random).settled!.payout;
        if (payout > balance) payout = 0n;
        bet.payout = payout;
        balance -= payout;
      }
    }
    const opening = balance;

    const rows: Row[] = [];
    if (opening > 0n) {
      const at = Math.min(start - 60 * MINUTE_MS, now - SEED_OPENING_AGE_MS);
      rows.push({ at, amount: opening, kind: 'opening', reference: 'opening', idempotencyKey: null });
    }
    for (const step of steps) {
      if ('row' in step) rows.push(step.row);
      else if (!step.end) {
        const bet = step.bet;
        rows.push({ at: bet.at, amount: -bet.stake, kind: 'bet', reference: bet.orderNo, idempotencyKey: null });
      } else if (step.bet.payout > 0n) {
        const bet = step.bet;
        const kind = bet.cancelled ? 'betRefund' : 'win';
        rows.push({ at: bet.settleAt!, amount: bet.payout, kind, reference: bet.orderNo, idempotencyKey: null });
      }
    }

    // The rows again, in time order, with the balances the ledger trigger would give them (one row at a time through
    // the trigger takes seconds at every fresh start): the wallet itself does not move, it already holds the last.
    let after = 0n;
    const balances = rows.map((r) => (after += r.amount));
    if (after !== final) throw new Error('records seed: the history does not end at the wallet');
    await tx.query('DELETE FROM ledger WHERE member_id = $1 AND wallet = $2', [demo.id, MAIN_WALLET]);
    await insertLedgerHistory(
      tx,
      rows.map((r, i) => ({ ...r, memberId: demo.id, wallet: MAIN_WALLET, balanceAfter: balances[i]! })),
    );

    const settled = (b: SeedBet) => b.settleAt !== null && !b.cancelled;
    const round = (b: SeedBet) => play(b.game.category, b.choice, b.stake, b.at, () => 0);
    await insertColumns(tx, 'bets', {
      member_id: column('int', bets, () => demo.id),
      vassalage: column('text', bets, (b) => b.game.vassalage),
      game_type: column('text', bets, (b) => b.game.category),
      bet_amount: column('numeric', bets, (b) => toMoney(b.stake)),
      valid_bet: column('numeric', bets, (b) => (b.cancelled ? 0 : toMoney(b.stake))),
      win_loss: column('numeric', bets, (b) => (settled(b) ? toMoney(b.payout - b.stake) : b.cancelled ? 0 : null)),
      placed_at: column('timestamptz', bets, (b) => new Date(b.at)),
      order_no: column('text', bets, (b) => b.orderNo),
      node_id: column('int', bets, (b) => b.game.nodeId),
      game_name: column('text', bets, (b) => b.game.name),
      status: column('text', bets, (b) => (b.settleAt === null ? 'unsettled' : b.cancelled ? 'cancelled' : 'settled')),
      result: column('text', bets, (b) => (settled(b) ? resultOf(b.stake, b.payout) : null)),
      win_amount: column('numeric', bets, (b) => (settled(b) ? toMoney(b.payout) : null)),
      settled_at: column('timestamptz', bets, (b) => (b.settleAt === null ? null : new Date(b.settleAt))),
      issue: column('text', bets, (b) => round(b).issue),
      play_type: column('text', bets, (b) => round(b).playType),
      bet_content: column('text', bets, (b) => round(b).betContent),
      selection: column('text', bets, (b) => round(b).selection),
      odds: column('numeric', bets, (b) => round(b).odds),
    });
    // Later order numbers of the game page follow the seeded ones.
    await tx.query("SELECT setval('bets_order_seq', greatest((SELECT last_value FROM bets_order_seq), $1))", [
      bets.length + 1,
    ]);
  });
}
