// Reads of the member centre's records (openapi/src/records.yaml): the betting record from `bets`, the account
// record, profit and loss and bonus details from the MAIN wallet's ledger rows. Each list is one page, newest first,
// with totals over the whole filtered range; every query is scoped to one member.
import type { PGlite } from '@electric-sql/pglite';
import { DEPOSIT_TURNOVER_GAME_TYPE } from '../cashier/cashierConstants.ts';
import { GAME_CATEGORIES, type GameCategory } from '../games/gamesConstants.ts';
import { esportsVassalages } from '../games/gamesStore.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import type { LedgerKind } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';

export interface Range {
  /** One member, or a team's members (the agent centre's reports). */
  memberId: number | readonly number[];
  start: Date;
  end: Date;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

const memberIdsOf = ({ memberId }: Range): number[] => (typeof memberId === 'number' ? [memberId] : [...memberId]);

const pageInfo = ({ pageNo, pageSize }: Paging, totalCount: number) => ({
  pageNo,
  pageSize,
  totalPages: Math.ceil(totalCount / pageSize),
  totalCount,
});

/** The ledger's kinds as the account record groups them (AccountRecordType's description). */
export const ACCOUNT_RECORD_KINDS: Record<Schemas['AccountRecordType'], readonly LedgerKind[]> = {
  deposit: ['deposit'],
  withdraw: ['withdrawalHold', 'withdrawalPayout', 'withdrawalRefund'],
  bet: ['bet', 'betRefund'],
  win: ['win'],
  promotion: ['bonus', 'reward'],
  rebates: ['rebate'],
  dividend: ['dividend'],
  salaries: ['salary'],
  referral: ['referral'],
  other: [
    'opening',
    'transfer',
    'recall',
    'uplineTransfer',
    'downlineTransfer',
    'pointsConversion',
    'pointsReward',
    'adjustment',
  ],
};

/** What each ledger kind was, for the account record's remark (bets and wins add their game). */
const REMARKS: Record<LedgerKind, string> = {
  opening: 'Opening balance',
  deposit: 'Deposit',
  bonus: 'Promotion bonus',
  withdrawalHold: 'Withdrawal',
  withdrawalPayout: 'Withdrawal paid',
  withdrawalRefund: 'Withdrawal refunded',
  transfer: 'Wallet transfer',
  recall: 'Recalled from game wallets',
  uplineTransfer: 'Transfer to upline',
  pointsConversion: 'Points conversion',
  pointsReward: 'Points reward',
  adjustment: 'Adjustment',
  bet: 'Bet',
  win: 'Win',
  betRefund: 'Bet cancelled, stake refunded',
  rebate: 'Rebate',
  reward: 'Reward',
  dividend: 'Dividend',
  salary: 'Salary',
  referral: 'Referral reward',
  downlineTransfer: 'Transfer to downline',
};
/** Where a kind's credit reads otherwise than its debit (the downline's side of a transfer). */
const CREDIT_REMARKS: Partial<Record<LedgerKind, string>> = { downlineTransfer: 'Transfer from upline' };

const TYPE_OF_KIND = `CASE ${Object.entries(ACCOUNT_RECORD_KINDS)
  .map(([type, kinds]) => `WHEN l.kind IN (${kinds.map((k) => `'${k}'`).join(', ')}) THEN '${type}'`)
  .join(' ')} END`;

// ---- betting record ------------------------------------------------------------------------------------------------

interface BetRow {
  order_no: string;
  game_type: GameCategory;
  vassalage: string;
  display_name: string;
  game_name: string;
  placed_at: Date;
  settled_at: Date | null;
  status: Schemas['BetStatus'];
  result: Schemas['BetResult'] | null;
  bet_amount: string;
  valid_bet: string;
  win_amount: string | null;
  profit_loss: string | null;
  issue: string | null;
  play_type: string | null;
  bet_content: string | null;
  selection: string | null;
  odds: string | null;
}

export interface BetFilter extends Range {
  category: GameCategory;
  vendor?: string;
  settled: boolean;
  orderNo?: string;
}

/** Money sums as numeric(18, 2) text, 0.00 when there is nothing to sum. */
export const sum = (expr: string) => `coalesce(sum(${expr}), 0)::numeric(18, 2)::text`;

export async function betOrderPage(db: PGlite, filter: BetFilter, paging: Paging): Promise<Schemas['BetOrderPage']> {
  return (await betOrders(db, filter, paging)).page;
}

/** One page of bets and, row for row, whose bet each is (a team's betting record names the bettor). */
export async function betOrders(
  db: PGlite,
  filter: BetFilter,
  paging: Paging,
): Promise<{ page: Schemas['BetOrderPage']; memberIds: number[] }> {
  const params: unknown[] = [
    memberIdsOf(filter),
    filter.category,
    filter.start,
    filter.end,
    filter.settled ? ['settled', 'cancelled'] : ['unsettled'],
    filter.vendor ?? null,
    filter.orderNo ? `${filter.orderNo.toUpperCase()}%` : null,
  ];
  const where = `b.member_id = ANY($1::int[]) AND b.game_type = $2 AND b.placed_at >= $3 AND b.placed_at < $4
    AND b.status = ANY($5::text[]) AND ($6::text IS NULL OR b.vassalage = $6)
    AND ($7::text IS NULL OR upper(b.order_no) LIKE $7)`;
  const totals = (
    await db.query<{ count: number; bet: string; valid: string; win: string; pl: string }>(
      `SELECT count(*)::int AS count, ${sum('b.bet_amount')} AS bet, ${sum('b.valid_bet')} AS valid,
              ${sum("b.win_amount) FILTER (WHERE b.status = 'settled'")} AS win,
              ${sum("b.win_loss) FILTER (WHERE b.status = 'settled'")} AS pl
         FROM bets b WHERE ${where}`,
      params,
    )
  ).rows[0]!;
  const { rows } = await db.query<BetRow & { member_id: number }>(
    `SELECT b.member_id, b.order_no, b.game_type, b.vassalage, v.display_name, coalesce(b.game_name, v.display_name) AS game_name,
            b.placed_at, b.settled_at, b.status, b.result, b.bet_amount::text, b.valid_bet::text,
            CASE WHEN b.status = 'settled' THEN b.win_amount::text END AS win_amount,
            CASE WHEN b.status = 'settled' THEN b.win_loss::text END AS profit_loss,
            b.issue, b.play_type, b.bet_content, b.selection, b.odds::text
       FROM bets b JOIN game_vendors v ON v.vassalage = b.vassalage
      WHERE ${where}
      ORDER BY b.placed_at DESC, b.id DESC
      LIMIT $8 OFFSET $9`,
    [...params, paging.pageSize, (paging.pageNo - 1) * paging.pageSize],
  );
  const page = {
    list: rows.map((r) => ({
      orderNo: r.order_no,
      category: r.game_type,
      vassalage: r.vassalage,
      vendorName: r.display_name,
      gameName: r.game_name,
      betTime: r.placed_at.toISOString(),
      settledTime: r.settled_at?.toISOString() ?? null,
      status: r.status,
      result: r.status === 'settled' ? r.result : null,
      betAmount: r.bet_amount,
      validBet: r.valid_bet,
      winAmount: r.win_amount,
      profitLoss: r.profit_loss,
      issue: r.issue,
      playType: r.play_type,
      betContent: r.bet_content,
      selection: r.selection,
      odds: r.odds,
    })),
    ...pageInfo(paging, totals.count),
    totals: {
      betAmount: totals.bet,
      validBet: totals.valid,
      winAmount: totals.win,
      profitLoss: totals.pl,
      count: totals.count,
    },
    vendors: await categoryVendors(db, filter.category),
  };
  return { page, memberIds: rows.map((r) => r.member_id) };
}

/** The vendors of a category as the lobby shows them (the esports list's sports vendors are ESPORTS). */
export async function categoryVendors(db: PGlite, category: GameCategory): Promise<Schemas['RecordVendor'][]> {
  const esports = await esportsVassalages(db);
  const sports = category === 'SPORTS' || category === 'ESPORTS';
  const { rows } = await db.query<{ vassalage: string; display_name: string }>(
    `SELECT v.vassalage, v.display_name
       FROM game_vendor_categories c JOIN game_vendors v ON v.vassalage = c.vassalage
      WHERE c.game_type = $1 AND ($2::boolean IS NULL OR (v.vassalage = ANY($3::text[])) = $2)
      ORDER BY v.sort_order, v.vassalage`,
    [sports ? 'SPORTS' : category, sports ? category === 'ESPORTS' : null, esports],
  );
  return rows.map((r) => ({ vassalage: r.vassalage, displayName: r.display_name }));
}

// ---- account record ------------------------------------------------------------------------------------------------

export async function accountRecordPage(
  db: PGlite,
  range: Range & { type?: Schemas['AccountRecordType'] },
  paging: Paging,
): Promise<Schemas['AccountRecordPage']> {
  return (await accountRecords(db, range, paging)).page;
}

/** One page of MAIN wallet rows and, row for row, whose row each is (a team's transactions name the member). */
export async function accountRecords(
  db: PGlite,
  range: Range & { type?: Schemas['AccountRecordType'] },
  paging: Paging,
): Promise<{ page: Schemas['AccountRecordPage']; memberIds: number[] }> {
  const kinds = range.type ? ACCOUNT_RECORD_KINDS[range.type] : Object.values(ACCOUNT_RECORD_KINDS).flat();
  const params = [memberIdsOf(range), MAIN_WALLET, range.start, range.end, kinds];
  const where = `l.member_id = ANY($1::int[]) AND l.wallet = $2 AND l.created_at >= $3 AND l.created_at < $4
    AND l.kind = ANY($5::text[])`;
  const totals = (
    await db.query<{ count: number; in: string; out: string }>(
      `SELECT count(*)::int AS count, ${sum('l.amount) FILTER (WHERE l.amount > 0')} AS in,
              ${sum('l.amount) FILTER (WHERE l.amount < 0')} AS out
         FROM ledger l WHERE ${where}`,
      params,
    )
  ).rows[0]!;
  const { rows } = await db.query<{
    member_id: number;
    id: string;
    reference: string;
    type: Schemas['AccountRecordType'];
    kind: LedgerKind;
    created_at: Date;
    amount: string;
    balance_after: string;
    game_name: string | null;
  }>(
    `SELECT l.member_id, l.id::text, l.reference, ${TYPE_OF_KIND} AS type, l.kind, l.created_at, l.amount::text,
            l.balance_after::text, b.game_name
       FROM ledger l
       LEFT JOIN bets b ON l.kind IN ('bet', 'win', 'betRefund') AND b.order_no = l.reference
                       AND b.member_id = l.member_id
      WHERE ${where}
      ORDER BY l.created_at DESC, l.id DESC
      LIMIT $6 OFFSET $7`,
    [...params, paging.pageSize, (paging.pageNo - 1) * paging.pageSize],
  );
  const page = {
    list: rows.map((r) => ({
      id: r.id,
      orderNo: r.reference,
      type: r.type,
      time: r.created_at.toISOString(),
      amount: r.amount,
      balanceAfter: r.balance_after,
      remark: r.game_name
        ? `${REMARKS[r.kind]} · ${r.game_name}`
        : ((r.amount.startsWith('-') ? undefined : CREDIT_REMARKS[r.kind]) ?? REMARKS[r.kind]),
    })),
    ...pageInfo(paging, totals.count),
    totalIn: totals.in,
    totalOut: totals.out,
  };
  return { page, memberIds: rows.map((r) => r.member_id) };
}

// ---- personal profit and loss --------------------------------------------------------------------------------------

export async function personalProfit(db: PGlite, range: Range): Promise<Schemas['PersonalProfit']> {
  const { rows } = await db.query<{
    category: GameCategory;
    bet: string;
    valid: string;
    win: string;
    pl: string;
    count: number;
  }>(
    `SELECT game_type AS category, ${sum('bet_amount')} AS bet, ${sum('valid_bet')} AS valid,
            ${sum('win_amount')} AS win, ${sum('win_loss')} AS pl, count(*)::int AS count
       FROM bets WHERE member_id = $1 AND status = 'settled' AND placed_at >= $2 AND placed_at < $3
      GROUP BY game_type`,
    [range.memberId, range.start, range.end],
  );
  const order = (c: string) => GAME_CATEGORIES.indexOf(c as GameCategory);
  const categories = rows
    .sort((a, b) => order(a.category) - order(b.category))
    .map((r) => ({
      category: r.category,
      betAmount: r.bet,
      validBet: r.valid,
      winAmount: r.win,
      profitLoss: r.pl,
      count: r.count,
    }));
  const money = (
    await db.query<{ bet: string; valid: string; win: string; pl: string; count: number } & Record<string, string>>(
      `SELECT t.*, m.* FROM
         (SELECT ${sum('bet_amount')} AS bet, ${sum('valid_bet')} AS valid, ${sum('win_amount')} AS win,
                 ${sum('win_loss')} AS pl, count(*)::int AS count
            FROM bets WHERE member_id = $1 AND status = 'settled' AND placed_at >= $2 AND placed_at < $3) t,
         (SELECT ${sum("amount) FILTER (WHERE kind = 'deposit'")} AS deposits,
                 ${sum("-amount) FILTER (WHERE kind IN ('withdrawalHold', 'withdrawalRefund')")} AS withdrawals,
                 ${sum("amount) FILTER (WHERE kind IN ('bonus', 'reward', 'referral')")} AS bonuses,
                 ${sum("amount) FILTER (WHERE kind = 'rebate'")} AS rebates
            FROM ledger WHERE member_id = $1 AND wallet = $4 AND created_at >= $2 AND created_at < $3) m`,
      [range.memberId, range.start, range.end, MAIN_WALLET],
    )
  ).rows[0]!;
  return {
    categories,
    total: {
      betAmount: money.bet,
      validBet: money.valid,
      winAmount: money.win,
      profitLoss: money.pl,
      count: money.count,
    },
    deposits: money.deposits!,
    withdrawals: money.withdrawals!,
    bonuses: money.bonuses!,
    rebates: money.rebates!,
  };
}

// ---- bonus details -------------------------------------------------------------------------------------------------

/** The ledger kinds that are bonuses, and what the page calls each. */
const BONUS_KINDS: readonly LedgerKind[] = ['bonus', 'reward', 'rebate', 'referral'];
const BONUS_TITLES: Record<Schemas['BonusSource'], string> = {
  promotion: 'Promotion bonus',
  depositBonus: 'Deposit bonus',
  rebate: 'Rebate',
  reward: 'Reward',
  mission: 'Mission reward',
  referral: 'Referral reward',
};

export async function bonusDetailPage(db: PGlite, range: Range, paging: Paging): Promise<Schemas['BonusDetailPage']> {
  const params = [range.memberId, MAIN_WALLET, range.start, range.end, BONUS_KINDS];
  const where = `l.member_id = $1 AND l.wallet = $2 AND l.created_at >= $3 AND l.created_at < $4
    AND l.kind = ANY($5::text[])`;
  const totals = (
    await db.query<{ count: number; amount: string }>(
      `SELECT count(*)::int AS count, ${sum('l.amount')} AS amount FROM ledger l WHERE ${where}`,
      params,
    )
  ).rows[0]!;
  // A deposit's bonus asks the promotion's turnover: the deposit's requirements other than its own (ALL) one.
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    kind: LedgerKind;
    reference: string;
    amount: string;
    deposit_id: number | null;
    turnover: string;
  }>(
    `SELECT l.id::text, l.created_at, l.kind, l.reference, l.amount::text, d.id AS deposit_id,
            coalesce((SELECT sum(r.required) FROM turnover_requirements r
                       WHERE r.deposit_id = d.id AND r.game_type <> $8), 0)::numeric(18, 2)::text AS turnover
       FROM ledger l
       LEFT JOIN deposits d ON l.kind = 'bonus' AND d.member_id = l.member_id
                           AND 'D' || lpad(d.id::text, 8, '0') = l.reference
      WHERE ${where}
      ORDER BY l.created_at DESC, l.id DESC
      LIMIT $6 OFFSET $7`,
    [...params, paging.pageSize, (paging.pageNo - 1) * paging.pageSize, DEPOSIT_TURNOVER_GAME_TYPE],
  );
  const sourceOf = (r: (typeof rows)[number]): Schemas['BonusSource'] =>
    r.kind === 'bonus'
      ? r.deposit_id === null
        ? 'promotion'
        : 'depositBonus'
      : (r.kind as 'reward' | 'rebate' | 'referral');
  return {
    list: rows.map((r) => {
      const source = sourceOf(r);
      return {
        id: r.id,
        time: r.created_at.toISOString(),
        source,
        title: source === 'depositBonus' ? `${BONUS_TITLES[source]} ${r.reference}` : BONUS_TITLES[source],
        amount: r.amount,
        turnoverRequired: r.turnover,
      };
    }),
    ...pageInfo(paging, totals.count),
    totalAmount: totals.amount,
  };
}
