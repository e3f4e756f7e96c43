import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkMinor, MAIN_WALLET, moneyToMinor, parseAmount, type AmountProblem } from '@wl/rules';
import {
  assignErrorOr,
  clearFieldProblem,
  editingEvents,
  errorOrFallback,
  eventOf,
  noProblems,
  shownProblems,
} from '../form';
import { actorNotProvided } from '../notProvided';
import { untriedForm } from './moneyForm';

// The contract's shapes (openapi WalletTransferRequest, WalletTransferResult, WalletRecallResult) as far as the
// flow reads them; @wl/api/types does not list the wallet schemas, and its main entry brings the DOM along.

/** openapi WalletTransferRequest: an amount on the wire ("100.00") and the submit's idempotency key. */
export interface WalletTransferRequest {
  fromWallet: string;
  toWallet: string;
  amount: string;
  idempotencyKey: string;
}

/** What the transfer answers (the site passes the API's WalletTransferResult). */
export interface WalletTransferResult {
  amount: string;
}

/** What the recall answers (the site passes the API's WalletRecallResult): the total moved to the main wallet. */
export interface WalletRecallResult {
  total: string;
}

/** The main wallet's code (every transfer goes between it and one game wallet). */
export { MAIN_WALLET };

/** Translation keys shown when a transfer or a recall fails without a message. */
export const WALLET_TRANSFER_FAILED_KEY = 'member:wallet.transferFailed';
export const WALLET_RECALL_FAILED_KEY = 'member:wallet.recallFailed';

/** One wallet as the balance answer lists it; `balance` is a Money decimal string. */
export interface TransferWallet {
  code: string;
  balance: string;
  status: 'normal' | 'maintenance';
}

export type WalletTransferField = 'from' | 'to' | 'amount';

/** Why a wallet cannot be one side of the transfer. */
export type WalletChoiceProblem =
  { kind: 'missing' } | { kind: 'same' } | { kind: 'notMain' } | { kind: 'maintenance' };

export type WalletTransferProblems = {
  from?: WalletChoiceProblem;
  to?: WalletChoiceProblem;
  amount?: AmountProblem;
};

export interface WalletTransferInput {
  wallets: readonly TransferWallet[];
  /** The currency's minor digits (the balance answer's `minorDigits`). */
  minorDigits: number;
  /** The player's language, for reading what they typed ("1.234,50" in Indonesian). */
  locale?: string;
  /** Makes one idempotency key per submit; the site passes the API's `newIdempotencyKey`. */
  newKey: () => string;
}

/** The last money write, kept so a retry sends it again with the same key. */
export type PendingWrite =
  { kind: 'transfer'; request: WalletTransferRequest } | { kind: 'recall'; idempotencyKey: string };

export type WalletOutcome =
  { kind: 'transferred'; result: WalletTransferResult } | { kind: 'recalled'; result: WalletRecallResult };

export interface WalletTransferContext {
  wallets: readonly TransferWallet[];
  minorDigits: number;
  locale: string | undefined;
  newKey: () => string;
  problems: WalletTransferProblems;
  /** The server's message (or a translation key) of the last failed write. */
  error: string | null;
  /** The last write that succeeded; a new submit clears it. */
  outcome: WalletOutcome | null;
  /** The write in flight, or the last one that failed (what `user.retry` sends again). */
  pending: PendingWrite | null;
}

export interface WalletTransferSubmitEvent {
  type: 'user.submit';
  from: string;
  to: string;
  /** What the player typed, in their locale. */
  amount: string;
}

export type WalletTransferEvent =
  | WalletTransferSubmitEvent
  | { type: 'user.recallAll' }
  | { type: 'user.retry' }
  | { type: 'user.dismiss' }
  | { type: 'field.change'; field: WalletTransferField }
  | { type: 'wallets.change'; wallets: readonly TransferWallet[]; minorDigits?: number };

function choiceProblem(
  wallets: readonly TransferWallet[],
  code: string,
  other: string,
  side: 'from' | 'to',
): WalletChoiceProblem | undefined {
  if (code === '') return { kind: 'missing' };
  const wallet = wallets.find((w) => w.code === code);
  if (!wallet) return { kind: 'missing' };
  if (wallet.status === 'maintenance') return { kind: 'maintenance' };
  if (side === 'to' && code === other) return { kind: 'same' };
  if (side === 'to' && code !== MAIN_WALLET && other !== MAIN_WALLET && other !== '') return { kind: 'notMain' };
  return undefined;
}

/**
 * Every problem of a transfer submit: both wallets chosen, offered and not in maintenance, one of them the main
 * wallet and not the same; the amount a number of the currency's decimals, above 0 and at most the source's balance.
 */
export function walletTransferProblems(
  context: Pick<WalletTransferContext, 'wallets' | 'minorDigits' | 'locale'>,
  submit: Pick<WalletTransferSubmitEvent, 'from' | 'to' | 'amount'>,
): WalletTransferProblems {
  const problems: WalletTransferProblems = {};
  const from = choiceProblem(context.wallets, submit.from, submit.to, 'from');
  if (from) problems.from = from;
  const to = choiceProblem(context.wallets, submit.to, submit.from, 'to');
  if (to) problems.to = to;
  const parsed = parseAmount(submit.amount, context.minorDigits, context.locale);
  if (!parsed.ok) {
    problems.amount = parsed.problem;
  } else {
    const source = context.wallets.find((w) => w.code === submit.from);
    const balance = source ? moneyToMinor(source.balance, context.minorDigits) : undefined;
    const checked = checkMinor(parsed.minor, { balance: balance !== undefined && balance < 0n ? 0n : balance });
    if (!checked.ok) problems.amount = checked.problem;
  }
  return problems;
}

/** The request of a valid submit (the amount on the wire: digits and a '.' with the currency's decimals). */
function requestOf(
  context: WalletTransferContext,
  submit: WalletTransferSubmitEvent,
  key: string,
): WalletTransferRequest {
  const parsed = parseAmount(submit.amount, context.minorDigits, context.locale);
  if (!parsed.ok) throw new Error('requestOf: the amount was not checked');
  const scale = 10n ** BigInt(context.minorDigits);
  const whole = parsed.minor / scale;
  const fraction = (parsed.minor % scale).toString().padStart(context.minorDigits, '0');
  const amount = context.minorDigits === 0 ? whole.toString() : `${whole}.${fraction}`;
  return { fromWallet: submit.from, toWallet: submit.to, amount, idempotencyKey: key };
}

/**
 * The wallet page (spec §2 transferFund): a transfer between the main wallet and one game wallet, and the one-click
 * recall of every game wallet to the main wallet. Each submit gets one idempotency key; `user.retry` after a failure
 * sends the same write with the same key, and so does a submit of the same wallets and amount, so a write that did
 * reach the server moves money once. The site's `transfer` and `recallAll` actors call the API (and refresh the
 * balances); the site passes the new balances in with `wallets.change`.
 */
export const walletTransferMachine = setup({
  types: {
    context: {} as WalletTransferContext,
    events: {} as WalletTransferEvent,
    input: {} as WalletTransferInput,
  },
  actors: {
    /** The site calls `POST GCS_walletTransfer`. */
    transfer: fromPromise<WalletTransferResult, WalletTransferRequest>(actorNotProvided('transfer')),
    /** The site calls `POST GCS_walletRecall`. */
    recallAll: fromPromise<WalletRecallResult, { idempotencyKey: string }>(actorNotProvided('recallAll')),
  },
  guards: {
    isValid: ({ context, event }) => event.type === 'user.submit' && noProblems(walletTransferProblems(context, event)),
    retriesTransfer: ({ context }) => context.error !== null && context.pending?.kind === 'transfer',
    retriesRecall: ({ context }) => context.error !== null && context.pending?.kind === 'recall',
  },
  actions: {
    assignProblems: assign(({ context, event }) =>
      shownProblems(walletTransferProblems(context, eventOf(event, 'user.submit'))),
    ),
    assignTransfer: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const failed = context.error !== null && context.pending?.kind === 'transfer' ? context.pending.request : null;
      const fresh = requestOf(context, event, '');
      const same =
        failed !== null &&
        failed.fromWallet === fresh.fromWallet &&
        failed.toWallet === fresh.toWallet &&
        failed.amount === fresh.amount;
      const request = { ...fresh, idempotencyKey: same ? failed.idempotencyKey : context.newKey() };
      return { problems: {}, error: null, outcome: null, pending: { kind: 'transfer', request } as PendingWrite };
    }),
    assignRecall: assign(({ context }) => ({
      problems: {},
      error: null,
      outcome: null,
      pending: { kind: 'recall', idempotencyKey: context.newKey() } as PendingWrite,
    })),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    assignWallets: assign(({ context, event }) => {
      assertEvent(event, 'wallets.change');
      return { wallets: event.wallets, minorDigits: event.minorDigits ?? context.minorDigits };
    }),
    dismiss: assign({ error: null, outcome: null }),
    /** A write went through: its outcome shown, nothing pending. */
    assignOutcome: assign((_, outcome: WalletOutcome) => ({ outcome, pending: null })),
    assignError: assign(errorOrFallback),
  },
}).createMachine({
  id: 'walletTransfer',
  context: ({ input }) => ({
    wallets: input.wallets,
    minorDigits: input.minorDigits,
    locale: input.locale,
    newKey: input.newKey,
    ...untriedForm,
  }),
  on: {
    'wallets.change': { actions: 'assignWallets' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...editingEvents('transferring', 'assignTransfer'),
        'user.recallAll': { target: 'recalling', actions: 'assignRecall' },
        'user.retry': [
          { guard: 'retriesTransfer', target: 'transferring', actions: assign({ error: null }) },
          { guard: 'retriesRecall', target: 'recalling', actions: assign({ error: null }) },
        ],
      },
    },
    transferring: {
      invoke: {
        src: 'transfer',
        input: ({ context }) => {
          if (context.pending?.kind !== 'transfer') throw new Error('transferring without a transfer');
          return context.pending.request;
        },
        onDone: {
          target: 'editing',
          actions: { type: 'assignOutcome', params: ({ event }) => ({ kind: 'transferred', result: event.output }) },
        },
        onError: { target: 'editing', actions: assignErrorOr(WALLET_TRANSFER_FAILED_KEY) },
      },
    },
    recalling: {
      invoke: {
        src: 'recallAll',
        input: ({ context }) => {
          if (context.pending?.kind !== 'recall') throw new Error('recalling without a recall');
          return { idempotencyKey: context.pending.idempotencyKey };
        },
        onDone: {
          target: 'editing',
          actions: { type: 'assignOutcome', params: ({ event }) => ({ kind: 'recalled', result: event.output }) },
        },
        onError: { target: 'editing', actions: assignErrorOr(WALLET_RECALL_FAILED_KEY) },
      },
    },
  },
});

export type WalletTransferMachine = typeof walletTransferMachine;
