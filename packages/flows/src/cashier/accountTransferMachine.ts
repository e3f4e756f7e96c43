import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkMinor, minorToMoney, moneyToMinor, parseAmount, type AmountProblem } from '@wl/rules';
import { errorMessage } from '../errors';
import { clearFieldProblem, editingEvents, eventOf, noProblems, shownProblems } from '../form';
import { actorNotProvided } from '../notProvided';
import { limitsFormContext, pendingWithPassword } from './moneyForm';

/**
 * Where a transfer goes: the member's upline (the member centre's transferUpline) or a named downline of the agent's
 * team (the agent centre's team management).
 */
export type TransferTarget = { kind: 'upline' } | { kind: 'downline'; downline: string };

/** Translation key shown when a transfer to the upline fails without a message. */
export const UPLINE_TRANSFER_FAILED_KEY = 'member:upline.failed';
/** Translation key shown when a transfer to a downline fails without a message. */
export const DOWNLINE_TRANSFER_FAILED_KEY = 'agentDownlines:transfer.failed';

const FAILED_KEYS: Record<TransferTarget['kind'], string> = {
  upline: UPLINE_TRANSFER_FAILED_KEY,
  downline: DOWNLINE_TRANSFER_FAILED_KEY,
};

/**
 * The write's input (sent encrypted by the API client): openapi UplineTransferRequest, or DownlineTransferRequest
 * with the downline named.
 */
export interface AccountTransferRequest {
  idempotencyKey: string;
  amount: string;
  password: string;
  /** Only for a downline. */
  downline?: string;
}

/** What the transfer answers, as far as the flow reads it (the site passes the API's UplineTransfer or DownlineTransfer). */
export interface AccountTransferResult {
  amount: string;
  /** The sender's main wallet after. */
  mainBalance: string;
  upline?: string;
  downline?: string;
  /** The downline's main wallet after. */
  downlineBalance?: string;
}

/** The limits (Money strings) and the currency's minor digits; a limit left out is not checked. */
export interface TransferLimits {
  min?: string;
  max?: string;
  /** The main wallet. */
  balance: string;
  minorDigits: number;
  fundsPasswordRequired: boolean;
}

export type AccountTransferField = 'amount' | 'password';

export type AccountTransferProblems = { amount?: AmountProblem; password?: { kind: 'missing' } };

export interface AccountTransferInput extends TransferLimits {
  target: TransferTarget;
  locale?: string;
  /** One idempotency key per submit; the site passes the API's `newIdempotencyKey`. */
  newKey: () => string;
}

export interface AccountTransferContext {
  target: TransferTarget;
  limits: TransferLimits;
  locale: string | undefined;
  newKey: () => string;
  problems: AccountTransferProblems;
  /** The failure's message (the server's, or the target's fallback key). */
  error: string | null;
  /** The failure's business code (`FUNDS_PASSWORD_INCORRECT`, `DOWNLINE_NOT_FOUND`, …), when it has one. */
  errorCode: string | null;
  outcome: AccountTransferResult | null;
  /** The amount (wire form), key and target of the write in flight or of the last one that failed. */
  pending: { amount: string; idempotencyKey: string; downline?: string } | null;
}

export interface AccountTransferSubmitEvent {
  type: 'user.submit';
  amount: string;
  password: string;
}

export type AccountTransferEvent =
  | AccountTransferSubmitEvent
  | { type: 'field.change'; field: AccountTransferField }
  | { type: 'limits.change'; limits: TransferLimits }
  | { type: 'user.dismiss' };

/** The problems of a submit: the amount within the limits and at most the main wallet; the funds password. */
export function accountTransferProblems(
  context: Pick<AccountTransferContext, 'limits' | 'locale'>,
  submit: Pick<AccountTransferSubmitEvent, 'amount' | 'password'>,
): AccountTransferProblems {
  const { limits } = context;
  const problems: AccountTransferProblems = {};
  const parsed = parseAmount(submit.amount, limits.minorDigits, context.locale);
  if (!parsed.ok) problems.amount = parsed.problem;
  else {
    const minor = (money: string | undefined) =>
      money === undefined ? undefined : moneyToMinor(money, limits.minorDigits);
    const checked = checkMinor(parsed.minor, {
      min: minor(limits.min),
      max: minor(limits.max),
      balance: minor(limits.balance),
    });
    if (!checked.ok) problems.amount = checked.problem;
  }
  if (limits.fundsPasswordRequired && submit.password === '') problems.password = { kind: 'missing' };
  return problems;
}

function wireAmount(context: AccountTransferContext, text: string): string {
  const parsed = parseAmount(text, context.limits.minorDigits, context.locale);
  if (!parsed.ok) throw new Error('wireAmount: the amount was not checked');
  return minorToMoney(parsed.minor, context.limits.minorDigits);
}

/** A failure's business code, read structurally (flows import only types from @wl/api). */
function failureCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' && error.code !== '' ? error.code : null;
}

/**
 * A transfer from the main wallet to another account's (spec §6: members to their upline, agents to a downline): an
 * amount and the funds password. One idempotency key per submit; submitting the same amount to the same account
 * again after a failure reuses it. The password stays in the event and the call's input, never in context.
 */
export const accountTransferMachine = setup({
  types: {
    context: {} as AccountTransferContext,
    events: {} as AccountTransferEvent,
    input: {} as AccountTransferInput,
  },
  actors: {
    /** The site calls `POST MCSFE_transferToUpline` or `POST /wps/agent/downline/transfer` by the target. */
    transfer: fromPromise<AccountTransferResult, AccountTransferRequest>(actorNotProvided('transfer')),
  },
  guards: {
    isValid: ({ context, event }) =>
      event.type === 'user.submit' && noProblems(accountTransferProblems(context, event)),
  },
  actions: {
    assignProblems: assign(({ context, event }) => ({
      ...shownProblems(accountTransferProblems(context, eventOf(event, 'user.submit'))),
      errorCode: null,
    })),
    assignPending: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const amount = wireAmount(context, event.amount);
      const downline = context.target.kind === 'downline' ? { downline: context.target.downline } : {};
      const again =
        context.error !== null && context.pending?.amount === amount && context.pending.downline === downline.downline;
      const idempotencyKey = again && context.pending ? context.pending.idempotencyKey : context.newKey();
      return {
        problems: {},
        error: null,
        errorCode: null,
        outcome: null,
        pending: { amount, idempotencyKey, ...downline },
      };
    }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    dismiss: assign({ error: null, errorCode: null, outcome: null }),
  },
}).createMachine({
  id: 'accountTransfer',
  context: ({ input: { target, ...input } }) => ({
    ...limitsFormContext({ input }),
    target,
    errorCode: null,
  }),
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
          actions: assign({
            error: ({ context, event }) => errorMessage(event.error, FAILED_KEYS[context.target.kind]),
            errorCode: ({ event }) => failureCode(event.error),
          }),
        },
      },
    },
  },
});

export type AccountTransferMachine = typeof accountTransferMachine;
