import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkMinor, minorToMoney, moneyToMinor, parseAmount, type AmountProblem } from '@wl/rules';
import { errorMessage } from '../errors';
import { clearFieldProblem, editingEvents, eventOf, noProblems, shownProblems } from '../form';
import { actorNotProvided } from '../notProvided';
import { limitsFormContext, pendingWithPassword } from './moneyForm';

/** Translation key shown when a withdrawal fails without a message. */
export const WITHDRAW_FAILED_KEY = 'withdraw:failed';

/** Where the money goes (the withdraw page's tabs): a bank card, or an e-wallet or crypto address by its id. */
export type WithdrawMethod = 'bankCard' | 'eWallet' | 'crypto';
export interface WithdrawAccount {
  method: WithdrawMethod;
  id: number;
}

/** openapi WithdrawalRequest (sent encrypted by the API client): exactly one of the card and the payout account. */
export type WithdrawRequest = {
  idempotencyKey: string;
  amount: string;
  password: string;
} & ({ bankCardId: number; payoutAccountId?: never } | { payoutAccountId: number; bankCardId?: never });

/** What a withdrawal answers, as far as the flow reads it (the site passes the API's WithdrawalOrder). */
export interface WithdrawResult {
  orderNo: string;
  amount: string;
  payoutAmount: string;
}

/** The limits of the settings answer (Money strings) and the currency's minor digits. */
export interface WithdrawLimits {
  min: string;
  max: string;
  /** The main wallet. */
  balance: string;
  /** What the day's amount limit still allows. */
  dailyAmountRemaining: string;
  minorDigits: number;
  fundsPasswordRequired: boolean;
}

export type WithdrawField = 'amount' | 'account' | 'password';

/** The server refused the field's value (a wrong or locked funds password, an amount the day no longer allows). */
export interface RefusedProblem {
  kind: 'refused';
  message: string;
}

export interface WithdrawProblems {
  amount?: AmountProblem | RefusedProblem;
  account?: { kind: 'missing' };
  password?: { kind: 'missing' } | RefusedProblem;
}

export interface WithdrawInput extends WithdrawLimits {
  locale?: string;
  /** One idempotency key per attempt; the site passes the API's `newIdempotencyKey`. */
  newKey: () => string;
}

export interface WithdrawContext {
  limits: WithdrawLimits;
  locale: string | undefined;
  newKey: () => string;
  problems: WithdrawProblems;
  /** A refusal that names no field, or the failure key. */
  error: string | null;
  outcome: WithdrawResult | null;
  /** The request (without the password) of the write in flight or of the last one that failed. */
  pending: { amount: string; account: WithdrawAccount; idempotencyKey: string } | null;
}

export interface WithdrawSubmitEvent {
  type: 'user.submit';
  amount: string;
  /** The chosen card, e-wallet or crypto address, or null when none is chosen. */
  account: WithdrawAccount | null;
  password: string;
}

export type WithdrawEvent =
  | WithdrawSubmitEvent
  | { type: 'field.change'; field: WithdrawField }
  | { type: 'limits.change'; limits: WithdrawLimits }
  | { type: 'user.dismiss' };

/** Server failure codes that belong beside a field (openapi createWithdrawal). */
const FIELD_OF_CODE: Readonly<Record<string, WithdrawField>> = {
  FUNDS_PASSWORD_INCORRECT: 'password',
  FUNDS_PASSWORD_LOCKED: 'password',
  AMOUNT_BELOW_MIN: 'amount',
  AMOUNT_ABOVE_MAX: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  AMOUNT_ABOVE_DAILY_REMAINING: 'amount',
};

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/**
 * The problems of a submit: the amount as @wl/rules reads it, between min and max, at most the main wallet and what
 * the day still allows; a card; the funds password when the merchant asks for it.
 */
export function withdrawProblems(
  context: Pick<WithdrawContext, 'limits' | 'locale'>,
  submit: Pick<WithdrawSubmitEvent, 'amount' | 'account' | 'password'>,
): WithdrawProblems {
  const { limits } = context;
  const digits = limits.minorDigits;
  const problems: WithdrawProblems = {};
  const parsed = parseAmount(submit.amount, digits, context.locale);
  const checked = parsed.ok
    ? checkMinor(parsed.minor, {
        min: moneyToMinor(limits.min, digits),
        max: moneyToMinor(limits.max, digits),
        balance: moneyToMinor(limits.balance, digits),
        dailyRemaining: moneyToMinor(limits.dailyAmountRemaining, digits),
      })
    : parsed;
  if (!checked.ok) problems.amount = checked.problem;
  if (submit.account === null) problems.account = { kind: 'missing' };
  if (limits.fundsPasswordRequired && submit.password === '') problems.password = { kind: 'missing' };
  return problems;
}

/** The wire's request of a checked submit: the card's id, or the e-wallet's or crypto address's. */
function requestOf(pending: NonNullable<WithdrawContext['pending']>, password: string): WithdrawRequest {
  const { account, ...rest } = pending;
  return account.method === 'bankCard'
    ? { ...rest, bankCardId: account.id, password }
    : { ...rest, payoutAccountId: account.id, password };
}

/**
 * Withdraw (spec §2 withdraw): an amount, a bank card, e-wallet or crypto address, and the funds password. One
 * idempotency key per attempt; the same amount to the same account after a failure is a retry of that attempt and
 * reuses it. The password stays in the
 * event and the call's input, never in context. A refusal the server ties to a field (a wrong or locked funds
 * password, an amount limit) is shown beside that field with the server's message.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
  },
  actors: {
    /** The site calls `POST MCSFE_createWithdrawal` (x-encrypted). */
    withdraw: fromPromise<WithdrawResult, WithdrawRequest>(actorNotProvided('withdraw')),
  },
  guards: {
    isValid: ({ context, event }) => event.type === 'user.submit' && noProblems(withdrawProblems(context, event)),
  },
  actions: {
    assignProblems: assign(({ context, event }) =>
      shownProblems(withdrawProblems(context, eventOf(event, 'user.submit'))),
    ),
    assignPending: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const { minorDigits } = context.limits;
      const parsed = parseAmount(event.amount, minorDigits, context.locale);
      if (!parsed.ok || event.account === null) throw new Error('assignPending: the submit was not checked');
      const amount = minorToMoney(parsed.minor, minorDigits);
      const { account } = event;
      const last = context.pending;
      const retry =
        last !== null &&
        last.amount === amount &&
        last.account.method === account.method &&
        last.account.id === account.id;
      const idempotencyKey = retry ? last.idempotencyKey : context.newKey();
      return {
        problems: {},
        error: null,
        outcome: null,
        pending: { amount, account, idempotencyKey },
      };
    }),
    assignFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      const message = errorMessage(error, WITHDRAW_FAILED_KEY);
      const field = FIELD_OF_CODE[codeOf(error) ?? ''];
      if (field === 'amount' || field === 'password') {
        return { error: null, problems: { [field]: { kind: 'refused', message } } };
      }
      return { error: message, problems: {} };
    }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    dismiss: assign({ error: null, outcome: null }),
  },
}).createMachine({
  id: 'withdraw',
  context: limitsFormContext,
  on: {
    'limits.change': { actions: assign({ limits: ({ event }) => event.limits }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: editingEvents('submitting', 'assignPending'),
    },
    submitting: {
      invoke: {
        src: 'withdraw',
        input: (args) => {
          const { password, ...pending } = pendingWithPassword(args);
          return requestOf(pending, password);
        },
        onDone: { target: 'editing', actions: assign({ outcome: ({ event }) => event.output, pending: null }) },
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
  },
});

export type WithdrawMachine = typeof withdrawMachine;
