// The bets the game page takes (a vendor's side of a seamless wallet): one transaction debits MAIN (ledger `bet`),
// settles the round, credits a win (`win`) and writes the bet row. Sports slips stay open until their event ends;
// the sandbox clock settles them (settleDueSlips, run before every records read and bet) or the dev route does.
import { randomInt } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { BANGKOK_OFFSET_MS } from '../cashier/cashierConstants.ts';
import type { Queryable } from '../accounts/queryable.ts';
import type { Outcome } from '../envelope.ts';
import type { GameCategory } from '../games/gamesConstants.ts';
import type { OpenedLaunch } from '../games/gamesStore.ts';
import type { Random } from '../random.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { idempotentWrite, scopeOf, type IdempotentOutcome } from '../store/idempotency.ts';
import { lockWallets, postLedger, toMinor, toMoney, wireAmount } from '../store/ledger.ts';
import {
  BET_KEY_MAX_LENGTH,
  ESPORTS_EVENTS,
  ESPORTS_ODDS,
  HAND_DRAW_CHANCE,
  HAND_PAYOUT,
  HAND_SIDES,
  PLAY_KIND,
  RECORD_MESSAGES,
  SLIP_SETTLES_AFTER_MS,
  SPIN_PAYOUTS,
  SPORTS_EVENTS,
  SPORTS_ODDS,
  TICKET_DRAW_EVERY_MS,
  TICKET_PLAY_TYPES,
  type SlipPick,
  type TicketPlayType,
} from './recordsConstants.ts';

/** A fair random number in [0, 1) for live play (the seed uses its own seeded generator). */
export const liveRandom: Random = () => randomInt(0, 2 ** 47) / 2 ** 47;

/** What the player chose besides the amount; which fields apply depends on the category's play kind. */
export interface BetChoice {
  side?: string;
  playType?: string;
  numbers?: string;
  event?: string;
  pick?: string;
}

/** The bet's details as the record shows them, and its result when the round ends at once. */
export interface Play {
  issue: string | null;
  playType: string | null;
  betContent: string | null;
  selection: string | null;
  odds: string | null;
  /** Null for a slip: it settles when its event ends. */
  settled: { payout: bigint; content: string } | null;
}

type HandCategory = keyof typeof HAND_SIDES;

const slipEvents = (category: GameCategory) => (category === 'ESPORTS' ? ESPORTS_EVENTS : SPORTS_EVENTS);
const slipOdds = (category: GameCategory): Partial<Record<SlipPick, string>> =>
  category === 'ESPORTS' ? ESPORTS_ODDS : SPORTS_ODDS;

/** Minor units times a decimal multiple, rounded down to the minor unit (the house keeps the fraction). */
const times = (stake: bigint, multiple: number | string) =>
  (stake * BigInt(Math.round(Number(multiple) * 10_000))) / 10_000n;

/** The lottery draw a ticket bought at `at` is for: the one that ends next (yyyymmdd-nnn, Bangkok's day). */
export function ticketIssue(at: number): string {
  const draw = Math.floor(at / TICKET_DRAW_EVERY_MS) + 1;
  const end = new Date(draw * TICKET_DRAW_EVERY_MS + BANGKOK_OFFSET_MS);
  const day = end.toISOString().slice(0, 10).replace(/-/g, '');
  const perDay = (24 * 60 * 60_000) / TICKET_DRAW_EVERY_MS;
  return `${day}-${String((draw % perDay) + 1).padStart(3, '0')}`;
}

/** The choice checked against the category's play kind: the play, or the 400 message. */
export function checkChoice(category: GameCategory, choice: BetChoice): { error: string } | { ok: true } {
  switch (PLAY_KIND[category]) {
    case 'spin':
      return { ok: true };
    case 'hand':
      return HAND_SIDES[category as HandCategory].includes(choice.side ?? '')
        ? { ok: true }
        : { error: `side: must be one of ${HAND_SIDES[category as HandCategory].join(', ')}` };
    case 'ticket': {
      const type = TICKET_PLAY_TYPES[choice.playType as TicketPlayType] as { digits: number } | undefined;
      if (!type) return { error: `playType: must be one of ${Object.keys(TICKET_PLAY_TYPES).join(', ')}` };
      return new RegExp(`^[0-9]{${type.digits}}$`).test(choice.numbers ?? '')
        ? { ok: true }
        : { error: `numbers: must be ${type.digits} digits` };
    }
    case 'slip':
      if (!(slipEvents(category) as readonly string[]).includes(choice.event ?? '')) return { error: 'event: unknown' };
      return choice.pick !== undefined && slipOdds(category)[choice.pick as SlipPick] !== undefined
        ? { ok: true }
        : { error: `pick: must be one of ${Object.keys(slipOdds(category)).join(', ')}` };
  }
}

/** Plays a checked choice: a spin, hand or ticket ends at once; a slip waits for its event. */
export function play(category: GameCategory, choice: BetChoice, stake: bigint, at: number, random: Random): Play {
  const none = { issue: null, playType: null, betContent: null, selection: null, odds: null };
  switch (PLAY_KIND[category]) {
    case 'spin': {
      let roll = random();
      const hit = SPIN_PAYOUTS.find((p) => (roll -= p.chance) < 0);
      const payout = hit ? times(stake, hit.multiple) : 0n;
      return { ...none, settled: { payout, content: hit ? `x${hit.multiple}` : 'no win' } };
    }
    case 'hand': {
      const sides = HAND_SIDES[category as HandCategory];
      const roll = random();
      const drawChance = HAND_DRAW_CHANCE[category as HandCategory];
      const winner = roll < drawChance ? null : roll < drawChance + (1 - drawChance) / 2 ? sides[0] : sides[1];
      const payout = winner === null ? stake : winner === choice.side ? times(stake, HAND_PAYOUT) : 0n;
      const outcome = winner === null ? 'Tie' : `${winner} wins`;
      return { ...none, betContent: choice.side!, settled: { payout, content: outcome } };
    }
    case 'ticket': {
      const type = TICKET_PLAY_TYPES[choice.playType as TicketPlayType];
      const drawn = String(Math.floor(random() * 10 ** type.digits)).padStart(type.digits, '0');
      const payout = drawn === choice.numbers ? times(stake, type.payout) : 0n;
      return {
        ...none,
        issue: ticketIssue(at),
        playType: choice.playType!,
        betContent: choice.numbers!,
        settled: { payout, content: `Drawn ${drawn}` },
      };
    }
    case 'slip': {
      const odds = slipOdds(category)[choice.pick as SlipPick]!;
      return { ...none, selection: `${choice.event} · ${choice.pick}`, odds, settled: null };
    }
  }
}

/**
 * How a slip's event ended for its pick: each outcome's chance is its share of the inverse odds, so the odds'
 * margin is the house's edge. Returns the payout.
 */
export function settleSlip(category: GameCategory, pick: string, stake: bigint, random: Random): bigint {
  const odds = Object.entries(slipOdds(category)) as [string, string][];
  const weights = odds.map(([, o]) => 1 / Number(o));
  let roll = random() * weights.reduce((a, b) => a + b, 0);
  const winner = odds.find((_, i) => (roll -= weights[i]!) < 0)?.[0] ?? odds.at(-1)![0];
  return winner === pick ? times(stake, odds.find(([p]) => p === pick)![1]) : 0n;
}

export const resultOf = (stake: bigint, payout: bigint) => (payout > stake ? 'win' : payout < stake ? 'lose' : 'draw');

/** RNG2612061234567: the category, the bet's day (yymmdd, UTC) and a running number. */
export function orderNoOf(category: GameCategory, at: Date, serial: number | bigint): string {
  return `${category}${at.toISOString().slice(2, 10).replace(/-/g, '')}${String(serial).padStart(7, '0')}`;
}

export async function nextOrderSerial(tx: Queryable): Promise<bigint> {
  return BigInt((await tx.query<{ n: string }>("SELECT nextval('bets_order_seq')::text AS n")).rows[0]!.n);
}

/** What the game page gets back: the round, the balance after it. Amounts are decimal strings. */
export interface BetReceipt {
  orderNo: string;
  status: 'settled' | 'unsettled';
  result: 'win' | 'lose' | 'draw' | null;
  betAmount: string;
  winAmount: string | null;
  /** What happened (the drawn number, the winning side, ...), or the slip's settling time. */
  outcome: string;
  balance: string;
}

export interface BetRequest extends BetChoice {
  idempotencyKey: string;
  amount: string;
}

/** The request's shape checked: the 400 message, or the request. */
export function readBetRequest(body: unknown): { error: string } | { request: BetRequest } {
  if (body === null || typeof body !== 'object') return { error: 'body: must be an object' };
  const b = body as Record<string, unknown>;
  for (const field of ['side', 'playType', 'numbers', 'event', 'pick'] as const) {
    if (b[field] !== undefined && typeof b[field] !== 'string') return { error: `${field}: must be a string` };
  }
  if (typeof b.idempotencyKey !== 'string' || !/^[A-Za-z0-9-]{8,}$/.test(b.idempotencyKey)) {
    return { error: 'idempotencyKey: must be 8 or more letters, digits or dashes' };
  }
  if (b.idempotencyKey.length > BET_KEY_MAX_LENGTH) return { error: 'idempotencyKey: too long' };
  if (typeof b.amount !== 'string') return { error: 'amount: must be a decimal amount' };
  return { request: b as unknown as BetRequest };
}

/**
 * Places one bet for the launch's member: checks the amount and the choice (400), then in one transaction with the
 * key: the MAIN wallet locked and checked (a refusal writes nothing), the stake debited, the round played, a win
 * credited and the bet row written.
 */
export async function placeBet(
  db: PGlite,
  launch: OpenedLaunch,
  request: BetRequest,
  now: number,
  random: Random = liveRandom,
): Promise<{ error: string } | IdempotentOutcome<BetReceipt, null>> {
  const amount = wireAmount('amount', request.amount);
  if ('error' in amount) return amount;
  const stake = amount.minor;
  if (stake < toMinor(launch.minBet) || stake > toMinor(launch.maxBet)) {
    return { error: `amount: must be between ${launch.minBet} and ${launch.maxBet}` };
  }
  const checked = checkChoice(launch.category, request);
  if ('error' in checked) return checked;
  const at = new Date(now);
  const fingerprinted: BetRequest & { nodeId: string } = { ...request, nodeId: launch.nodeId };
  const scope = scopeOf(launch.memberId, 'gamePageBet', fingerprinted);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<BetReceipt>> => {
    const balance = (await lockWallets(tx, launch.memberId, [MAIN_WALLET])).get(MAIN_WALLET) ?? 0n;
    if (balance < stake) return { failure: RECORD_MESSAGES.insufficientBalance };
    const orderNo = orderNoOf(launch.category, at, await nextOrderSerial(tx));
    const entry = { memberId: launch.memberId, wallet: MAIN_WALLET, reference: orderNo, at } as const;
    let after = await postLedger(tx, { ...entry, amount: -stake, kind: 'bet', idempotencyKey: request.idempotencyKey });
    const round = play(launch.category, request, stake, now, random);
    const payout = round.settled?.payout ?? null;
    if (payout !== null && payout > 0n) after = await postLedger(tx, { ...entry, amount: payout, kind: 'win' });
    await tx.query(
      `INSERT INTO bets (member_id, vassalage, game_type, bet_amount, valid_bet, win_loss, placed_at, order_no,
                         node_id, game_name, status, result, win_amount, settled_at, issue, play_type, bet_content,
                         selection, odds)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        launch.memberId,
        launch.vassalage,
        launch.category,
        toMoney(stake),
        payout === null ? null : toMoney(payout - stake),
        at,
        orderNo,
        Number(launch.nodeId),
        launch.name,
        payout === null ? 'unsettled' : 'settled',
        payout === null ? null : resultOf(stake, payout),
        payout === null ? null : toMoney(payout),
        payout === null ? null : at,
        round.issue,
        round.playType,
        round.betContent,
        round.selection,
        round.odds,
      ],
    );
    return {
      ok: {
        orderNo,
        status: payout === null ? 'unsettled' : 'settled',
        result: payout === null ? null : resultOf(stake, payout),
        betAmount: toMoney(stake),
        winAmount: payout === null ? null : toMoney(payout),
        outcome: round.settled?.content ?? new Date(now + SLIP_SETTLES_AFTER_MS).toISOString(),
        balance: toMoney(after),
      },
    };
  });
}

/**
 * Settles open slips: those whose event has ended by `now` (SLIP_SETTLES_AFTER_MS after the bet), or every open one
 * when `all`; of one member, or of everyone. Each slip once (its row is locked, then its status moves). Returns how
 * many were settled. Runs in the caller's transaction (the cashier's clock step, before the balance is read).
 */
export async function settleSlipsIn(
  tx: Queryable,
  now: number,
  options: { memberId?: number; all?: boolean } = {},
  random: Random = liveRandom,
): Promise<number> {
  const due = options.all ? null : new Date(now - SLIP_SETTLES_AFTER_MS);
  const { rows } = await tx.query<{
    id: number;
    member_id: number;
    game_type: GameCategory;
    bet_amount: string;
    selection: string;
    order_no: string;
  }>(
    `SELECT id, member_id, game_type, bet_amount::text, selection, order_no FROM bets
        WHERE status = 'unsettled' AND ($1::timestamptz IS NULL OR placed_at <= $1) AND ($2::int IS NULL OR member_id = $2)
        ORDER BY placed_at, id FOR UPDATE`,
    [due, options.memberId ?? null],
  );
  const at = new Date(now);
  for (const row of rows) {
    const stake = toMinor(row.bet_amount);
    const pick = row.selection.split(' · ').at(-1)!;
    const payout = settleSlip(row.game_type, pick, stake, random);
    if (payout > 0n) {
      await postLedger(tx, {
        memberId: row.member_id,
        wallet: MAIN_WALLET,
        amount: payout,
        kind: 'win',
        reference: row.order_no,
        at,
      });
    }
    await tx.query(
      `UPDATE bets SET status = 'settled', result = $2, win_amount = $3, win_loss = $4, settled_at = $5
          WHERE id = $1`,
      [row.id, resultOf(stake, payout), toMoney(payout), toMoney(payout - stake), at],
    );
  }
  return rows.length;
}

/** settleSlipsIn in a transaction of its own. */
export function settleDueSlips(
  db: PGlite,
  now: number,
  options: { memberId?: number; all?: boolean } = {},
  random: Random = liveRandom,
): Promise<number> {
  return db.transaction((tx) => settleSlipsIn(tx, now, options, random));
}
