import { badRequest, error, fail, MESSAGES, ok } from '../envelope.ts';
import { findMemberById, type MemberRow } from '../store/memberRecords.ts';
import type { Deps, Handler, SandboxContext } from '../types.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
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
import { hasAtMostTwoDecimals, isMerchantWallet, listWallets, transfer } from './wallets.ts';

/** The caller of a bearer operation; null when the member was deleted under a live session. */
async function caller(c: SandboxContext, db: Deps['db']): Promise<MemberRow | null> {
  return findMemberById(db, c.get('session')!.memberId);
}

function sessionGone(c: SandboxContext): Response {
  return error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code);
}

/** The first of these money fields with more than 2 decimals, as a 400 message; null when all are fine. */
function decimalsProblem(fields: Record<string, number | null | undefined>): string | null {
  for (const [name, value] of Object.entries(fields)) {
    if (value != null && !hasAtMostTwoDecimals(value)) return `${name}: must have at most 2 decimals`;
  }
  return null;
}

export const walletTransfer: Handler = async (c, { db, now }) => {
  const body = c.get('body') as { fromWallet: string; toWallet: string; amount: number };
  const problem = decimalsProblem({ amount: body.amount });
  if (problem) return badRequest(c, problem);
  if (!isMerchantWallet(body.fromWallet) || !isMerchantWallet(body.toWallet)) {
    return fail(c, WALLET_AGENT_MESSAGES.walletNotFound);
  }
  // Exactly one side is the main wallet: game wallets are funded from and emptied into it.
  if ((body.fromWallet === MAIN_WALLET) === (body.toWallet === MAIN_WALLET)) {
    return fail(c, WALLET_AGENT_MESSAGES.transferNotAllowed);
  }
  const outcome = await transfer(db, c.get('session')!.memberId, body.fromWallet, body.toWallet, body.amount, now());
  if (!outcome.ok) return fail(c, WALLET_AGENT_MESSAGES.insufficientBalance);
  return ok(c, { transferId: outcome.transferId, fromWallet: outcome.from, toWallet: outcome.to });
};

export const getMerchantWallets: Handler = async (c, { db }) => {
  const mainOnly = c.req.query('isSingle') === 'true';
  return ok(c, await listWallets(db, c.get('session')!.memberId, mainOnly));
};

export const getConsolidated: Handler = async (c, { db, now }) => {
  const member = await caller(c, db);
  if (!member) return sessionGone(c);
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
  periodValidBet?: number;
  periodProfitLoss?: number;
  activeMembers?: number;
  betAmount?: number;
}

/** Which offer fields each kind takes, and which of them are required. */
const OFFER_FIELDS: Record<ContractKind, { required: (keyof ContractRequest)[]; periodType: PeriodType | null }> = {
  dividend: { required: ['downline', 'rate'], periodType: DEFAULT_DIVIDEND_PERIOD },
  dailySalary: { required: ['downline', 'rate', 'betAmount'], periodType: 'daily' },
  hourlySalary: { required: ['downline', 'rate', 'betAmount'], periodType: null },
  realtimeSalary: { required: ['downline', 'rate'], periodType: null },
};

function contractAnswer(c: SandboxContext, outcome: ContractOutcome): Response {
  if (outcome.ok) return ok(c, { contract: outcome.contract, endedContracts: outcome.endedContracts });
  const what = WALLET_AGENT_MESSAGES[outcome.failure];
  return outcome.conflicts ? fail(c, what, { conflicts: outcome.conflicts }) : fail(c, what);
}

async function processContract(
  c: SandboxContext,
  deps: Deps,
  kind: ContractKind,
  request: ContractRequest,
): Promise<Response> {
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
    const problem = decimalsProblem({
      rate: terms.rate,
      betAmount: terms.betAmount,
      periodValidBet: terms.periodValidBet,
      periodProfitLoss: terms.periodProfitLoss,
    });
    if (problem) return badRequest(c, problem);
    const upline = { id: member.id, isAgent: member.is_agent };
    return contractAnswer(c, await offerContract(deps.db, upline, kind, request.downline!, terms, deps.now()));
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
  return contractAnswer(c, outcome);
}

/** The GET operations carry the request as query parameters (strings the contract has already checked). */
function contractQuery(c: SandboxContext): ContractRequest {
  const q = c.req.query();
  const number = (name: string) => (q[name] === undefined ? undefined : Number(q[name]));
  return {
    action: q.action as ContractRequest['action'],
    requestId: number('requestId'),
    proceed: q.proceed === undefined ? undefined : q.proceed === 'true',
    downline: q.downline,
    rate: number('rate'),
    periodType: q.periodType as PeriodType | undefined,
    periodValidBet: number('periodValidBet'),
    periodProfitLoss: number('periodProfitLoss'),
    activeMembers: number('activeMembers'),
    betAmount: number('betAmount'),
  };
}

export const processDividendRequest: Handler = (c, deps) => processContract(c, deps, 'dividend', contractQuery(c));

export const processDailySalaryContract: Handler = (c, deps) =>
  processContract(c, deps, 'dailySalary', contractQuery(c));

export const processHourlySalaryContract: Handler = (c, deps) =>
  processContract(c, deps, 'hourlySalary', c.get('body') as ContractRequest);

export const processRealtimeSalaryContract: Handler = (c, deps) =>
  processContract(c, deps, 'realtimeSalary', c.get('body') as ContractRequest);

export const claimRafflePromotion: Handler = async (c, { db, now }) => {
  const member = await caller(c, db);
  if (!member) return sessionGone(c);
  if (!isAgent(member.is_agent)) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  const { promotionId } = c.get('body') as { promotionId: number };
  const outcome = await claimRaffle(db, member.id, promotionId, now());
  return outcome.ok ? ok(c, outcome.claim) : fail(c, WALLET_AGENT_MESSAGES[outcome.failure]);
};
