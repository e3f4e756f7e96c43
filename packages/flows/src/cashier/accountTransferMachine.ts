import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkMinor, minorToMoney, moneyToMinor, parseAmount, type AmountProblem } from '@wl/rules';
import { errorMessage } from '../errors';
import { clearFieldProblem, editingEvents, eventOf, noProblems, shownProblems } from '../form';
import { actorNotProvided } from '../notProvided';
import { limitsFormContext, pendingWithPassword } from './moneyForm';

/** Translation key shown when a transfer to the upline fails without a message. */
export const UPLINE_TRANSFER_FAILED_KEY = 'member:upline.failed';

/** openapi UplineTransferRequest (sent encrypted by the API client). */
export interface UplineTransferRequest {
  idempotencyKey: string;
  amount: string;
  password: string;
}

/** What the transfer answers, as far as the flow reads it (the site passes the API's UplineTransfer). */
export interface UplineTransferResult {
  amount: string;
  upline: string;
  mainBalance: string;
}

/** The limits of the settings answer (Money strings) and the currency's minor digits. */
export interface UplineLimits {
  min: string;
  max: string;
  /** The main wallet. */
  balance: string;
  minorDigits: number;
  fundsPasswordRequired: boolean;
}

export type UplineTransferField = 'amount' | 'password';

export type UplineTransferProblems = { amount?: AmountProblem; password?: { kind: 'missing' } };

export interface UplineTransferInput extends UplineLimits {
  locale?: string;
  /** One idempotency key per submit; the site passes the API's `newIdempotencyKey`. */
  newKey: () => string;
}

export interface UplineTransferContext {
  limits: UplineLimits;
  locale: string | undefined;
  newKey: () => string;
  problems: UplineTransferProblems;
  error: string | null;
  outcome: UplineTransferResult | null;
  /** The amount (wire form) and key of the write in flight or of the last one that failed. */
  pending: { amount: string; idempotencyKey: string } | null;
}

export interface UplineTransferSubmitEvent {
  type: 'user.submit';
  amount: string;
  password: string;
}

export type UplineTransferEvent =
  | UplineTransferSubmitEvent
  | { type: 'field.change'; field: UplineTransferField }
  | { type: 'limits.change'; limits: UplineLimits }
  | { type: 'user.dismiss' };

/** The problems of a submit: the amount between min and max and at most the main wallet; the funds password. */
export function uplineTransferProblems(
  context: Pick<UplineTransferContext, 'limits' | 'locale'>,
  submit: Pick<UplineTransferSubmitEvent, 'amount' | 'password'>,
): UplineTransferProblems {
  const { limits } = context;
  const problems: UplineTransferProblems = {};
  const parsed = parseAmount(submit.amount, limits.minorDigits, context.locale);
  if (!parsed.ok) problems.amount = parsed.problem;
  else {
    const checked = checkMinor(parsed.minor, {
      min: moneyToMinor(limits.min, limits.minorDigits),
      max: moneyToMinor(limits.max, limits.minorDigits),
      balance: moneyToMinor(limits.balance, limits.minorDigits),
    });
    if (!checked.ok) problems.amount = checked.problem;
  }
  if (limits.fundsPasswordRequired && submit.password === '') problems.password = { kind: 'missing' };
  return problems;
}

function wireAmount(context: UplineTransferContext, text: string): string {
  const parsed = parseAmount(text, context.limits.minorDigits, context.locale);
  if (!parsed.ok) throw new Error('wireAmount: the amount was not checked');
  return minorToMoney(parsed.minor, context.limits.minorDigits);
}

/**
 * Transfer to the upline (spec §2 transferUpline): an amount and the funds password, from the main wallet to the
 * upline's. One idempotency key per submit; submitting the same amount again after a failure reuses it. The password
 * stays in the event and the call's input, never in context.
 */
export const uplineTransferMachine = setup({
  types: {
    context: {} as UplineTransferContext,
    events: {} as UplineTransferEvent,
    input: {} as UplineTransferInput,
  },
  actors: {
    /** The site calls `POST MCSFE_transferToUpline`. */
    transfer: fromPromise<UplineTransferResult, UplineTransferRequest>(actorNotProvided('transfer')),
  },
  guards: {
    isValid: ({ context, event }) => event.type === 'user.submit' && noProblems(uplineTransferProblems(context, event)),
  },
  actions: {
    assignProblems: assign(({ context, event }) =>
      shownProblems(uplineTransferProblems(context, eventOf(event, 'user.submit'))),
    ),
    assignPending: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const amount = wireAmount(context, event.amount);
      const again = context.error !== null && context.pending?.amount === amount;
      const idempotencyKey = again && context.pending ? context.pending.idempotencyKey : context.newKey();
      return { problems: {}, error: null, outcome: null, pending: { amount, idempotencyKey } };
    }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    dismiss: assign({ error: null, outcome: null }),
  },
}).createMachine({
  id: 'uplineTransfer',
  context: limitsFormContext,
  on: {
    'limits.change': { actions: assign({ limits: ({ event }) => event.limits }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: editingEvents('transferring', 'assignPending'),
    },
    transferring: {
      invoke: {
        src: 'transfer',
        input: pendingWithPassword,
        onDone: { target: 'editing', actions: assign({ outcome: ({ event }) => event.output, pending: null }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorMessage(event.error, UPLINE_TRANSFER_FAILED_KEY) }),
        },
      },
    },
  },
});

export type UplineTransferMachine = typeof uplineTransferMachine;
