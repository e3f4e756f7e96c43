import { assign, fromPromise, setup } from 'xstate';
import {
  CONTRACT_ACTIVE_MEMBERS_MAX,
  CONTRACT_PERIOD_TYPES,
  CONTRACT_RATE_MAX,
  hundredthsToRate,
  minorToMoney,
  parseAmount,
  rateProblem,
  rateToHundredths,
  type AmountProblem,
  type ContractPeriod,
  type RateProblem,
} from '@wl/rules';
import type {
  ContractKind,
  ContractProcessResult,
  DailySalaryOffer,
  DividendOffer,
  HourlySalaryOffer,
  RealtimeSalaryOffer,
} from '@wl/api/types';
import { clearFieldProblem, editingEvents, eventOf, noProblems, shownProblems } from '../form';
import { actorNotProvided } from '../notProvided';
import { contractFailure, type ContractFailure } from './contractFailure';

/** Translation key shown when an offer fails without a message. */
export const CONTRACT_OFFER_FAILED_KEY = 'agentContracts:offer.failed';

/** The rate a contract may have at most when nothing lower is known (hundredths of a percent). */
export const CONTRACT_RATE_MAX_HUNDREDTHS = CONTRACT_RATE_MAX * 100;

/** The fields of an offer (spec §3 contract labels); which ones a kind asks is `contractOfferFields`. */
export type ContractOfferField =
  'downline' | 'rate' | 'periodType' | 'periodValidBet' | 'periodProfitLoss' | 'activeMembers' | 'betAmount';

/** What the upline typed, as typed (the site holds it; nothing is lost on a problem or a failure). */
export interface ContractOfferValues {
  downline: string;
  rate: string;
  periodType: ContractPeriod;
  periodValidBet: string;
  periodProfitLoss: string;
  activeMembers: string;
  betAmount: string;
}

/**
 * The fields each kind of contract asks after the downline and the rate: a dividend its period and the team's
 * conditions over it; daily and hourly salary the bet amount per day or per hour (required) and active members;
 * real-time salary only the rate.
 */
export const contractOfferFields: Record<ContractKind, readonly ContractOfferField[]> = {
  dividend: ['downline', 'rate', 'periodType', 'periodValidBet', 'periodProfitLoss', 'activeMembers'],
  dailySalary: ['downline', 'rate', 'betAmount', 'activeMembers'],
  hourlySalary: ['downline', 'rate', 'betAmount', 'activeMembers'],
  realtimeSalary: ['downline', 'rate'],
};

/** The offer form with nothing typed (a dividend's period is monthly unless chosen, as the contract's default). */
export const emptyContractOffer: ContractOfferValues = {
  downline: '',
  rate: '',
  periodType: 'monthly',
  periodValidBet: '',
  periodProfitLoss: '',
  activeMembers: '',
  betAmount: '',
};

export type ActiveMembersProblem = 'format' | 'tooHigh';

export interface ContractOfferProblems {
  downline?: 'required';
  rate?: RateProblem;
  periodType?: 'required';
  periodValidBet?: AmountProblem;
  periodProfitLoss?: AmountProblem;
  activeMembers?: ActiveMembersProblem;
  betAmount?: AmountProblem;
}

/** The wire's offer of one kind (the query or body of its process call). */
export type ContractOfferRequest =
  | { kind: 'dividend'; offer: DividendOffer }
  | { kind: 'dailySalary'; offer: DailySalaryOffer }
  | { kind: 'hourlySalary'; offer: HourlySalaryOffer }
  | { kind: 'realtimeSalary'; offer: RealtimeSalaryOffer };

export interface ContractOfferLimits {
  /** The highest rate the upline may offer, hundredths of a percent (the consolidated answer's `offerRateMax`). */
  rateMax: number;
  minorDigits: number;
}

export interface ContractOfferInput extends ContractOfferLimits {
  kind: ContractKind;
  locale?: string;
}

export interface ContractOfferContext {
  kind: ContractKind;
  limits: ContractOfferLimits;
  locale: string | undefined;
  problems: ContractOfferProblems;
  error: ContractFailure | null;
  /** The offer the server made (the contract, pending). */
  outcome: ContractProcessResult | null;
}

export type ContractOfferEvent =
  | { type: 'user.submit'; values: ContractOfferValues }
  | { type: 'field.change'; field: ContractOfferField }
  | { type: 'limits.change'; limits: ContractOfferLimits }
  | { type: 'user.dismiss' };

const ACTIVE_MEMBERS = /^\d{1,6}$/;

/** An amount condition: empty is no condition unless `required`; 0 is allowed (a condition met by anyone). */
function amountProblem(text: string, minorDigits: number, locale: string | undefined, required: boolean) {
  if (text.trim() === '' && !required) return undefined;
  const parsed = parseAmount(text, minorDigits, locale);
  return parsed.ok ? undefined : parsed.problem;
}

function activeMembersProblem(text: string): ActiveMembersProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!ACTIVE_MEMBERS.test(trimmed)) return 'format';
  return Number(trimmed) > CONTRACT_ACTIVE_MEMBERS_MAX ? 'tooHigh' : undefined;
}

/**
 * What is wrong with an offer of `kind` (the fields that kind asks only): a downline chosen, a rate above 0 and at
 * most the upline's own (`rateProblem` of @wl/rules), the period, amounts that parse (the bet amount required for
 * daily and hourly salary), active members a whole number up to CONTRACT_ACTIVE_MEMBERS_MAX.
 */
export function contractOfferProblems(
  context: Pick<ContractOfferContext, 'kind' | 'limits' | 'locale'>,
  values: ContractOfferValues,
): ContractOfferProblems {
  const { kind, limits, locale } = context;
  const fields = contractOfferFields[kind];
  const problems: ContractOfferProblems = {};
  if (values.downline.trim() === '') problems.downline = 'required';
  const rate = rateProblem(values.rate, { max: limits.rateMax, exclusiveMin: true });
  if (rate) problems.rate = rate;
  if (fields.includes('periodType') && !CONTRACT_PERIOD_TYPES.includes(values.periodType)) {
    problems.periodType = 'required';
  }
  for (const field of ['periodValidBet', 'periodProfitLoss', 'betAmount'] as const) {
    if (!fields.includes(field)) continue;
    const problem = amountProblem(values[field], limits.minorDigits, locale, field === 'betAmount');
    if (problem) problems[field] = problem;
  }
  if (fields.includes('activeMembers')) {
    const problem = activeMembersProblem(values.activeMembers);
    if (problem) problems.activeMembers = problem;
  }
  return problems;
}

/** A checked offer on the wire: the rate as the wire's number, amounts as Money, empty conditions left out. */
export function contractOfferRequest(
  context: Pick<ContractOfferContext, 'kind' | 'limits' | 'locale'>,
  values: ContractOfferValues,
): ContractOfferRequest {
  const { kind, limits, locale } = context;
  const hundredths = rateToHundredths(values.rate);
  if (hundredths === null) throw new Error('contractOfferRequest: the rate was not checked');
  const money = (text: string) => {
    if (text.trim() === '') return undefined;
    const parsed = parseAmount(text, limits.minorDigits, locale);
    if (!parsed.ok) throw new Error('contractOfferRequest: an amount was not checked');
    return minorToMoney(parsed.minor, limits.minorDigits);
  };
  const activeMembers = values.activeMembers.trim() === '' ? undefined : Number(values.activeMembers.trim());
  const base = { action: 'offer' as const, downline: values.downline.trim(), rate: hundredthsToRate(hundredths) };
  const defined = <T extends object>(offer: T): T =>
    Object.fromEntries(Object.entries(offer).filter(([, value]) => value !== undefined)) as T;
  switch (kind) {
    case 'dividend':
      return {
        kind,
        offer: defined({
          ...base,
          periodType: values.periodType,
          periodValidBet: money(values.periodValidBet),
          periodProfitLoss: money(values.periodProfitLoss),
          activeMembers,
        }),
      };
    case 'dailySalary':
    case 'hourlySalary':
      return { kind, offer: defined({ ...base, betAmount: money(values.betAmount)!, activeMembers }) };
    case 'realtimeSalary':
      return { kind, offer: base };
  }
}

/**
 * An upline offers a contract of one kind to a direct downline (spec §4): the fields that kind asks, checked as the
 * server checks them; without problems the provided `offer` actor sends it. A failure keeps its code and message and
 * the site keeps everything typed; a made offer is the outcome (the site then empties the form).
 */
export const contractOfferMachine = setup({
  types: {
    context: {} as ContractOfferContext,
    events: {} as ContractOfferEvent,
    input: {} as ContractOfferInput,
  },
  actors: {
    /** The site calls the kind's process operation with `action: 'offer'`. */
    offer: fromPromise<ContractProcessResult, ContractOfferRequest>(actorNotProvided('offer')),
  },
  guards: {
    isValid: ({ context, event }) =>
      event.type === 'user.submit' && noProblems(contractOfferProblems(context, event.values)),
  },
  actions: {
    assignProblems: assign(({ context, event }) =>
      shownProblems(contractOfferProblems(context, eventOf(event, 'user.submit').values)),
    ),
    start: assign({ problems: {}, error: null, outcome: null }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    dismiss: assign({ error: null, outcome: null }),
  },
}).createMachine({
  id: 'contractOffer',
  context: ({ input: { kind, locale, ...limits } }) => ({
    kind,
    limits,
    locale,
    problems: {},
    error: null,
    outcome: null,
  }),
  on: {
    'limits.change': { actions: assign({ limits: ({ event }) => event.limits }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: editingEvents('offering', 'start'),
    },
    offering: {
      invoke: {
        src: 'offer',
        input: ({ context, event }) => contractOfferRequest(context, eventOf(event, 'user.submit').values),
        onDone: { target: 'editing', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => contractFailure(event.error, CONTRACT_OFFER_FAILED_KEY) }),
        },
      },
    },
  },
});

export type ContractOfferMachine = typeof contractOfferMachine;
