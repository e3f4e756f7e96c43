import { answer, badRequest, error, fail, MESSAGES, ok, type Outcome } from '../envelope.ts';
import { findMemberById, type MemberRow } from '../store/memberRecords.ts';
import type { Deps, Handler, RequestContext, Schemas } from '../types.ts';
import { CURRENCY, CURRENCY_MINOR_DIGITS, CURRENCY_SYMBOL, MAIN_WALLET } from '../sandboxConstants.ts';
import { DEFAULT_DIVIDEND_PERIOD, WALLET_AGENT_MESSAGES, type ContractKind } from './walletAgentConstants.ts';
import { consolidatedFor } from './consolidated.ts';
import {
  answerContract,
  isAgent,
  offerContract,
  type ContractAction,
  type ContractOutcome,
  type ContractTerms,
  type PeriodType,
} from './contracts.ts';
import { claimRaffle } from './raffle.ts';
import { isMerchantWallet, listWallets, recallAll, sumOf, transfer } from './wallets.ts';
import { KEY_REUSED, scopeOf } from '../store/idempotency.ts';
import { settleDue } from '../cashier/settle.ts';
import { runDueSettlements } from '../agentCentre/settlements/settlements.ts';
import { toMoney, wireAmount } from '../store/ledger.ts';

/** The caller of a bearer operation; null when the member was deleted under a live session. */
async function caller(c: RequestContext, db: Deps['db']): Promise<MemberRow | null> {
  return findMemberById(db, c.get('session')!.memberId);
}

function sessionGone(c: RequestContext) {
  return error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code);
}

/** The first of these money fields (decimal strings, 0 allowed) with too many decimals, as a 400 message. */
function amountsProblem(fields: Record<string, string | null | undefined>): string | null {
  for (const [name, value] of Object.entries(fields)) {
    if (value == null) continue;
    const amount = wireAmount(name, value, true);
    if ('error' in amount) return amount.error;
  }
  return null;
}

export const walletTransfer: Handler<'walletTransfer'> = async (c, { db, now }) => {
  const body = c.get('body');
  const amount = wireAmount('amount', body.amount);
  if ('error' in amount) return badRequest(c, amount.error);
  if (!isMerchantWallet(body.fromWallet) || !isMerchantWallet(body.toWallet)) {
    return fail(c, WALLET_AGENT_MESSAGES.walletNotFound);
  }
  // Exactly one side is the main wallet: game wallets are funded from and emptied into it.
  if ((body.fromWallet === MAIN_WALLET) === (body.toWallet === MAIN_WALLET)) {
    return fail(c, WALLET_AGENT_MESSAGES.transferNotAllowed);
  }
  const scope = scopeOf(c.get('session')!.memberId, 'walletTransfer', body);
  const outcome = await transfer(db, scope, body.fromWallet, body.toWallet, amount.minor, now());
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

export const recallAllWallets: Handler<'recallAllWallets'> = async (c, { db, now }) => {
  const scope = scopeOf(c.get('session')!.memberId, 'recallAllWallets', c.get('body'));
  const outcome = await recallAll(db, scope, now());
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

/**
 * The v2 balance: the merchant wallets' sum and each wallet (held withdrawals are in none). What the sandbox clock
 * has decided first (the demo back office's deposits), so the header's refresh shows a credited deposit.
 */
export const getBalance: Handler<'getBalance'> = async (c, { db, now }) => {
  const memberId = c.get('session')!.memberId;
  await settleDue(db, memberId, now());
  const wallets = await listWallets(db, memberId, false);
  return ok(c, {
    sumBalance: toMoney(sumOf(wallets)),
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    minorDigits: CURRENCY_MINOR_DIGITS,
    wallets: wallets.map((w) => ({
      accountTypeId: w.vassalage,
      name: w.name,
      availBalance: w.balance,
      status: w.status,
    })),
  });
};

export const getMerchantWallets: Handler<'getMerchantWallets'> = async (c, { db, now }) => {
  const mainOnly = c.req.query('isSingle') === 'true';
  const memberId = c.get('session')!.memberId;
  await settleDue(db, memberId, now());
  return ok(c, await listWallets(db, memberId, mainOnly));
};

export const getConsolidated: Handler<'getConsolidated'> = async (c, { db, now }) => {
  const member = await caller(c, db);
  if (!member) return sessionGone(c);
  // The contract settlements the clock has made due first: the previous day's salary shows as settled.
  await runDueSettlements(db, now());
  return ok(c, await consolidatedFor(db, { id: member.id, isAgent: member.is_agent }, now()));
};

/** An offer or an answer, whether it came as a GET query or a POST body (the contract has checked each field). */
interface ContractRequest {
  action: 'offer' | ContractAction;
  requestId?: number;
  proceed?: boolean;
  downline?: string;
  rate?: number;
  periodType?: PeriodType;
  /** Money (decimal strings). */
  periodValidBet?: string;
  periodProfitLoss?: string;
  activeMembers?: number;
  betAmount?: string;
}

/** Which offer fields each kind takes, and which of them are required. */
const OFFER_FIELDS: Record<ContractKind, { required: (keyof ContractRequest)[]; periodType: PeriodType | null }> = {
  dividend: { required: ['downline', 'rate'], periodType: DEFAULT_DIVIDEND_PERIOD },
  dailySalary: { required: ['downline', 'rate', 'betAmount'], periodType: 'daily' },
  hourlySalary: { required: ['downline', 'rate', 'betAmount'], periodType: null },
  realtimeSalary: { required: ['downline', 'rate'], periodType: null },
};

/** The contract after the action, or the refusal (with the downline contracts in the way, if any). */
type ContractAnswer = Outcome<Schemas['ContractProcessResult'], Schemas['ContractConflicts'] | null>;

function contractAnswer(outcome: ContractOutcome): ContractAnswer {
  if (outcome.ok) return { ok: { contract: outcome.contract, endedContracts: outcome.endedContracts } };
  const what = WALLET_AGENT_MESSAGES[outcome.failure];
  return outcome.conflicts ? { failure: what, value: { conflicts: outcome.conflicts } } : { failure: what };
}

/** The four contract operations alike: a 400 or 401 response, or the answer for the handler's own operation. */
async function processContract(c: RequestContext, deps: Deps, kind: ContractKind, request: ContractRequest) {
  const member = await caller(c, deps.db);
  if (!member) return sessionGone(c);
  if (request.action === 'offer') {
    const { required, periodType } = OFFER_FIELDS[kind];
    const missing = required.find((field) => request[field] === undefined);
    if (missing) return badRequest(c, `${missing}: is required for action offer`);
    const terms: ContractTerms = {
      rate: request.rate!,
      periodType: kind === 'dividend' ? (request.periodType ?? periodType) : periodType,
      periodValidBet: kind === 'dividend' ? (request.periodValidBet ?? null) : null,
      periodProfitLoss: kind === 'dividend' ? (request.periodProfitLoss ?? null) : null,
      activeMembers: kind === 'realtimeSalary' ? null : (request.activeMembers ?? null),
      betAmount: required.includes('betAmount') ? request.betAmount! : null,
    };
    if (!hasAtMostTwoDecimals(terms.rate)) return badRequest(c, 'rate: must have at most 2 decimals');
    const problem = amountsProblem({
      betAmount: terms.betAmount,
      periodValidBet: terms.periodValidBet,
      periodProfitLoss: terms.periodProfitLoss,
    });
    if (problem) return badRequest(c, problem);
    // Stored as the currency's decimal ("100" → "100.00").
    const decimal = (value: string | null) => (value === null ? null : toMoney(toMinorOf(value)));
    terms.betAmount = decimal(terms.betAmount);
    terms.periodValidBet = decimal(terms.periodValidBet);
    terms.periodProfitLoss = decimal(terms.periodProfitLoss);
    const upline = { id: member.id, isAgent: member.is_agent };
    return contractAnswer(await offerContract(deps.db, upline, kind, request.downline!, terms, deps.now()));
  }
  if (request.requestId === undefined) return badRequest(c, `requestId: is required for action ${request.action}`);
  const outcome = await answerContract(
    deps.db,
    member.id,
    kind,
    request.requestId,
    request.action,
    request.proceed === true,
    deps.now(),
  );
  return contractAnswer(outcome);
}

/** The GET operations carry the request as query parameters (strings the contract has already checked). */
function contractQuery(c: RequestContext): ContractRequest {
  const q = c.req.query();
  const number = (name: string) => (q[name] === undefined ? undefined : Number(q[name]));
  return {
    action: q.action as ContractRequest['action'],
    requestId: number('requestId'),
    proceed: q.proceed === undefined ? undefined : q.proceed === 'true',
    downline: q.downline,
    rate: number('rate'),
    periodType: q.periodType as PeriodType | undefined,
    periodValidBet: q.periodValidBet,
    periodProfitLoss: q.periodProfitLoss,
    activeMembers: number('activeMembers'),
    betAmount: q.betAmount,
  };
}

export const processDividendRequest: Handler<'processDividendRequest'> = async (c, deps) => {
  const result = await processContract(c, deps, 'dividend', contractQuery(c));
  return result instanceof Response ? result : answer(c, result);
};

export const processDailySalaryContract: Handler<'processDailySalaryContract'> = async (c, deps) => {
  const result = await processContract(c, deps, 'dailySalary', contractQuery(c));
  return result instanceof Response ? result : answer(c, result);
};

export const processHourlySalaryContract: Handler<'processHourlySalaryContract'> = async (c, deps) => {
  const result = await processContract(c, deps, 'hourlySalary', c.get('body'));
  return result instanceof Response ? result : answer(c, result);
};

export const processRealtimeSalaryContract: Handler<'processRealtimeSalaryContract'> = async (c, deps) => {
  const result = await processContract(c, deps, 'realtimeSalary', c.get('body'));
  return result instanceof Response ? result : answer(c, result);
};

export const claimRafflePromotion: Handler<'claimRafflePromotion'> = async (c, { db, now }) => {
  const member = await caller(c, db);
  if (!member) return sessionGone(c);
  if (!isAgent(member.is_agent)) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  const { promotionId } = c.get('body');
  const outcome = await claimRaffle(db, member.id, promotionId, now());
  return outcome.ok ? ok(c, outcome.claim) : fail(c, WALLET_AGENT_MESSAGES[outcome.failure]);
};

/** True when the number has at most 2 decimals (a rate in percent, numeric(5, 2)). */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A decimal string already checked by amountsProblem, in minor units. */
function toMinorOf(value: string): bigint {
  const amount = wireAmount('amount', value, true);
  if ('error' in amount) throw new Error(amount.error);
  return amount.minor;
}
