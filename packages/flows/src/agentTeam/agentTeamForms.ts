// The agent centre's team forms (issue 15, spec §2 registerCenter): registering a downline and creating an affiliate
// link. The rules are @wl/rules' (the registration's username and password rules, `rateProblem` capped by the
// agent's own rebate rates, AFFILIATE_REMARK_MAX), so the form refuses what the server refuses.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  AFFILIATE_REMARK_MAX,
  GAME_CATEGORIES,
  WEAK_DEFAULT_PASSWORD,
  checkValue,
  codePointLength,
  hundredthsToRate,
  rateProblem,
  rateToHundredths,
  type FieldProblem,
  type FieldRule,
  type GameCategory,
  type RateProblem,
} from '@wl/rules';
import { errorMessage } from '../errors';
import { clearFieldProblem, editingEvents, eventOf, noProblems, shownProblems } from '../form';
import { actorNotProvided } from '../notProvided';

/** Translation keys shown when a call fails without a message. */
export const REGISTER_DOWNLINE_FAILED_KEY = 'agentTeam:register.failed';
export const AFFILIATE_LINK_FAILED_KEY = 'agentTeam:links.failed';

export type DownlineAccountType = 'member' | 'agent';

/** The agent's own rebate rates (the most a downline may get), in hundredths of a percent per category. */
export type OwnRates = Partial<Record<GameCategory, number>>;

/** A rate as the wire has it (openapi RebateRate). */
export interface WireRate {
  category: GameCategory;
  rate: number;
}

/** The rates typed, one text per category. */
export type RateValues = Record<GameCategory, string>;

/** The categories the agent has a rate for, in GAME_CATEGORIES' order: the ones a form offers. */
export const rateCategoriesOf = (own: OwnRates): GameCategory[] => GAME_CATEGORIES.filter((c) => own[c] !== undefined);

/** Every category at 0: a new form's rates. */
export const zeroRates = (): RateValues =>
  Object.fromEntries(GAME_CATEGORIES.map((category) => [category, '0'])) as RateValues;

function rateProblems(own: OwnRates, rates: RateValues): Partial<Record<GameCategory, RateProblem>> {
  const problems: Partial<Record<GameCategory, RateProblem>> = {};
  for (const category of rateCategoriesOf(own)) {
    const problem = rateProblem(rates[category] ?? '', { max: own[category]! });
    if (problem) problems[category] = problem;
  }
  return problems;
}

function wireRates(own: OwnRates, rates: RateValues): WireRate[] {
  return rateCategoriesOf(own).map((category) => ({
    category,
    rate: hundredthsToRate(rateToHundredths(rates[category] ?? '') ?? 0),
  }));
}

// ---- Register a downline -------------------------------------------------------------------------------------------

export type DownlineCredentialField = 'username' | 'password' | 'confirmPassword';
export type DownlineField = DownlineCredentialField | GameCategory;

export interface DownlineValues {
  username: string;
  password: string;
  confirmPassword: string;
  accountType: DownlineAccountType;
  rates: RateValues;
}

export type DownlineCredentialProblem = FieldProblem | { kind: 'weak' } | { kind: 'mismatch' };
export type DownlineProblems = Partial<Record<DownlineCredentialField, DownlineCredentialProblem>> &
  Partial<Record<GameCategory, RateProblem>>;

/** The registration's rules for the two credentials (the settings call's username and password fields). */
export interface DownlineRules {
  username: FieldRule;
  password: FieldRule;
}

/** openapi DownlineRegistration (sent encrypted). */
export interface DownlineRegistrationRequest {
  username: string;
  password: string;
  accountType: DownlineAccountType;
  rates: WireRate[];
}

export interface DownlineSettings {
  rules: DownlineRules;
  ownRates: OwnRates;
}

export interface RegisterDownlineContext {
  settings: DownlineSettings;
  problems: DownlineProblems;
  error: string | null;
  /** The account registered by the last submit. */
  outcome: { account: string } | null;
}

export type RegisterDownlineEvent =
  | { type: 'settings.change'; settings: DownlineSettings }
  | { type: 'field.change'; field: DownlineField }
  | { type: 'user.submit'; values: DownlineValues }
  | { type: 'user.dismiss' };

/**
 * What is wrong with a downline's registration: the username and the password by the registration's rules (both
 * required; the username as typed without its spaces, the password as typed), not the weak default password, the
 * confirmation equal, and each offered category's rate at most the agent's own.
 */
export function downlineProblems(settings: DownlineSettings, values: DownlineValues): DownlineProblems {
  const problems: DownlineProblems = { ...rateProblems(settings.ownRates, values.rates) };
  const username = checkValue({ ...settings.rules.username, required: true }, values.username.trim());
  if (username) problems.username = username;
  const password = checkValue({ ...settings.rules.password, required: true }, values.password);
  if (password) problems.password = password;
  else if (values.password === WEAK_DEFAULT_PASSWORD) problems.password = { kind: 'weak' };
  if (values.confirmPassword === '') problems.confirmPassword = { kind: 'missing' };
  else if (values.confirmPassword !== values.password) problems.confirmPassword = { kind: 'mismatch' };
  return problems;
}

/**
 * Register a downline (spec §2 registerCenter): a username, a password and its confirmation, member or agent, and a
 * rebate rate per game category. The values (and so the password) stay in the events and the call's input.
 */
export const registerDownlineMachine = setup({
  types: {
    context: {} as RegisterDownlineContext,
    events: {} as RegisterDownlineEvent,
    input: {} as DownlineSettings,
  },
  actors: {
    /** The site calls `POST /wps/agent/downline`. */
    register: fromPromise<{ account: string }, DownlineRegistrationRequest>(actorNotProvided('register')),
  },
  guards: {
    isValid: ({ context, event }) =>
      event.type === 'user.submit' && noProblems(downlineProblems(context.settings, event.values)),
  },
  actions: {
    assignProblems: assign(({ context, event }) =>
      shownProblems(downlineProblems(context.settings, eventOf(event, 'user.submit').values)),
    ),
    start: assign({ problems: {}, error: null, outcome: null }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    dismiss: assign({ error: null, outcome: null }),
  },
}).createMachine({
  id: 'registerDownline',
  context: ({ input }) => ({ settings: input, problems: {}, error: null, outcome: null }),
  on: { 'settings.change': { actions: assign({ settings: ({ event }) => event.settings }) } },
  initial: 'editing',
  states: {
    editing: { on: editingEvents('registering', 'start') },
    registering: {
      invoke: {
        src: 'register',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          const { values } = event;
          return {
            username: values.username.trim(),
            password: values.password,
            accountType: values.accountType,
            rates: wireRates(context.settings.ownRates, values.rates),
          };
        },
        onDone: { target: 'editing', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorMessage(event.error, REGISTER_DOWNLINE_FAILED_KEY) }),
        },
      },
    },
  },
});

// ---- Create an affiliate link --------------------------------------------------------------------------------------

export type AffiliateLinkField = 'remark' | GameCategory;

export interface AffiliateLinkValues {
  accountType: DownlineAccountType;
  remark: string;
  rates: RateValues;
}

export type AffiliateLinkProblems = { remark?: { kind: 'tooLong'; maxLength: number } } & Partial<
  Record<GameCategory, RateProblem>
>;

/** openapi AffiliateLinkRequest. */
export interface AffiliateLinkRequest {
  accountType: DownlineAccountType;
  rates: WireRate[];
  remark?: string;
  idempotencyKey: string;
}

export interface AffiliateLinkInput {
  ownRates: OwnRates;
  /** One idempotency key per new request; the site passes the API's `newIdempotencyKey`. */
  newKey: () => string;
}

export interface AffiliateLinkContext {
  ownRates: OwnRates;
  newKey: () => string;
  problems: AffiliateLinkProblems;
  error: string | null;
  /** The code of the link the last submit created. */
  outcome: { code: string } | null;
  /** The request in flight or the last one that failed (sent again with the same key when nothing changed). */
  pending: AffiliateLinkRequest | null;
}

export type AffiliateLinkEvent =
  | { type: 'settings.change'; ownRates: OwnRates }
  | { type: 'field.change'; field: AffiliateLinkField }
  | { type: 'user.submit'; values: AffiliateLinkValues }
  | { type: 'user.dismiss' };

/** What is wrong with a new link: each offered rate at most the agent's own, the remark at most AFFILIATE_REMARK_MAX. */
export function affiliateLinkProblems(ownRates: OwnRates, values: AffiliateLinkValues): AffiliateLinkProblems {
  const problems: AffiliateLinkProblems = { ...rateProblems(ownRates, values.rates) };
  if (codePointLength(values.remark.trim()) > AFFILIATE_REMARK_MAX) {
    problems.remark = { kind: 'tooLong', maxLength: AFFILIATE_REMARK_MAX };
  }
  return problems;
}

const sameRequest = (a: AffiliateLinkRequest, b: Omit<AffiliateLinkRequest, 'idempotencyKey'>) =>
  JSON.stringify({ ...a, idempotencyKey: '' }) === JSON.stringify({ ...b, idempotencyKey: '' });

/**
 * Create an affiliate link (spec §2 registerCenter): the account type and rates its registrants get and a remark.
 * One idempotency key per request; the same request sent again after a failure keeps its key.
 */
export const affiliateLinkMachine = setup({
  types: {
    context: {} as AffiliateLinkContext,
    events: {} as AffiliateLinkEvent,
    input: {} as AffiliateLinkInput,
  },
  actors: {
    /** The site calls `POST /wps/agent/affiliateLinks`. */
    create: fromPromise<{ code: string }, AffiliateLinkRequest>(actorNotProvided('create')),
  },
  guards: {
    isValid: ({ context, event }) =>
      event.type === 'user.submit' && noProblems(affiliateLinkProblems(context.ownRates, event.values)),
  },
  actions: {
    assignProblems: assign(({ context, event }) =>
      shownProblems(affiliateLinkProblems(context.ownRates, eventOf(event, 'user.submit').values)),
    ),
    start: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const { values } = event;
      const remark = values.remark.trim();
      const request = {
        accountType: values.accountType,
        rates: wireRates(context.ownRates, values.rates),
        ...(remark === '' ? {} : { remark }),
      };
      const again = context.error !== null && context.pending !== null && sameRequest(context.pending, request);
      const idempotencyKey = again ? context.pending!.idempotencyKey : context.newKey();
      return { problems: {}, error: null, outcome: null, pending: { ...request, idempotencyKey } };
    }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    dismiss: assign({ error: null, outcome: null }),
  },
}).createMachine({
  id: 'affiliateLink',
  context: ({ input }) => ({
    ownRates: input.ownRates,
    newKey: input.newKey,
    problems: {},
    error: null,
    outcome: null,
    pending: null,
  }),
  on: { 'settings.change': { actions: assign({ ownRates: ({ event }) => event.ownRates }) } },
  initial: 'editing',
  states: {
    editing: { on: editingEvents('creating', 'start') },
    creating: {
      invoke: {
        src: 'create',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'editing',
          actions: assign({ outcome: ({ event }) => ({ code: event.output.code }), pending: null }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorMessage(event.error, AFFILIATE_LINK_FAILED_KEY) }),
        },
      },
    },
  },
});
