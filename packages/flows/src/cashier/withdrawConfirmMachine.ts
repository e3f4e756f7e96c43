import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkMinor, minorToMoney, moneyToMinor, parseAmount, type AmountProblem } from '@wl/rules';
import { errorMessage } from '../errors';
import { actorNotProvided } from '../notProvided';
import { clearFieldProblem, noProblems, submitTo } from '../form';

/** Translation key shown when a confirmation fails without a message. */
export const WITHDRAW_CONFIRM_FAILED_KEY = 'withdraw:confirm.failed';

/** The longest delay a timer takes (setTimeout fires at once above it). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type WithdrawConfirmResult = 'received' | 'notReceived' | 'partlyReceived';

/** openapi WithdrawalConfirmation. */
export interface WithdrawConfirmRequest {
  orderId: number;
  result: WithdrawConfirmResult;
  receivedAmount?: string;
  proofId?: number;
}

/** The paid order awaiting the member's answer, as the order list gives it. */
export interface WithdrawConfirmInput {
  orderId: number;
  /** What the bank should have received (amount less fee), a Money string. */
  payoutAmount: string;
  /** When the order counts as received without an answer (ISO date-time), or null. */
  autoReceiveAt: string | null;
  minorDigits: number;
  locale?: string;
  /** The clock the deadline is measured with (Date.now unless a test gives one). */
  now?: () => number;
}

export interface WithdrawConfirmProblems {
  receivedAmount?: AmountProblem;
  proof?: { kind: 'missing' };
}

export interface WithdrawConfirmContext {
  orderId: number;
  payoutAmount: string;
  autoReceiveAt: string | null;
  minorDigits: number;
  locale: string | undefined;
  now: () => number;
  problems: WithdrawConfirmProblems;
  error: string | null;
  /** The answer being sent (the proof travels as its id). */
  request: WithdrawConfirmRequest | null;
  /** The image of the answer being sent, until it is uploaded. */
  proof: Blob | null;
  /** The last image uploaded and its id: sending the same image again after a failure does not upload it twice. */
  uploaded: { file: Blob; proofId: number } | null;
  /** The order after the answer (the site passes the API's WithdrawalOrder). */
  outcome: unknown;
}

export interface WithdrawConfirmEvent {
  type: 'user.confirm';
  result: WithdrawConfirmResult;
  /** Typed amount; read for partlyReceived only. */
  receivedAmount: string;
  /** A png or jpg; required for notReceived, optional for partlyReceived. */
  proof: Blob | null;
}

export type WithdrawConfirmEvents =
  WithdrawConfirmEvent | { type: 'field.change'; field: keyof WithdrawConfirmProblems } | { type: 'user.dismiss' };

/** The problems of an answer: a proof for notReceived; for partlyReceived an amount above 0 and below the payout. */
export function withdrawConfirmProblems(
  context: Pick<WithdrawConfirmContext, 'payoutAmount' | 'minorDigits' | 'locale'>,
  event: Pick<WithdrawConfirmEvent, 'result' | 'receivedAmount' | 'proof'>,
): WithdrawConfirmProblems {
  const problems: WithdrawConfirmProblems = {};
  if (event.result === 'notReceived' && event.proof === null) problems.proof = { kind: 'missing' };
  if (event.result === 'partlyReceived') {
    const parsed = parseAmount(event.receivedAmount, context.minorDigits, context.locale);
    const payout = moneyToMinor(context.payoutAmount, context.minorDigits);
    const checked = parsed.ok ? checkMinor(parsed.minor, { max: payout - 1n }) : parsed;
    if (!checked.ok) problems.receivedAmount = checked.problem;
  }
  return problems;
}

function requestOf(context: WithdrawConfirmContext, event: WithdrawConfirmEvent): WithdrawConfirmRequest {
  const request: WithdrawConfirmRequest = { orderId: context.orderId, result: event.result };
  if (event.result === 'partlyReceived') {
    const parsed = parseAmount(event.receivedAmount, context.minorDigits, context.locale);
    if (!parsed.ok) throw new Error('requestOf: the amount was not checked');
    request.receivedAmount = minorToMoney(parsed.minor, context.minorDigits);
  }
  return request;
}

/**
 * The withdrawal confirmation (spec §4): after payout the member answers received, not received (with a proof
 * image) or partly received (the amount that arrived, a proof if they have one). The proof is uploaded first and
 * sent as its id. Without an answer by `autoReceiveAt` the order counts as received: the machine stops asking.
 */
export const withdrawConfirmMachine = setup({
  types: {
    context: {} as WithdrawConfirmContext,
    events: {} as WithdrawConfirmEvents,
    input: {} as WithdrawConfirmInput,
  },
  actors: {
    /** The site calls `POST MCSFE_uploadCashierProof`; resolves to the proof id. */
    uploadProof: fromPromise<number, Blob>(actorNotProvided('uploadProof')),
    /** The site calls `POST MCSFE_confirmWithdrawal`. */
    confirm: fromPromise<unknown, WithdrawConfirmRequest>(actorNotProvided('confirm')),
  },
  delays: {
    autoReceive: ({ context }) =>
      context.autoReceiveAt === null
        ? 0
        : Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(context.autoReceiveAt) - context.now())),
  },
  guards: {
    isValid: ({ context, event }) =>
      event.type === 'user.confirm' && noProblems(withdrawConfirmProblems(context, event)),
    needsUpload: ({ context }) => context.proof !== null,
    hasDeadline: ({ context }) => context.autoReceiveAt !== null,
  },
  actions: {
    assignProblems: assign(({ context, event }) => {
      assertEvent(event, 'user.confirm');
      return { problems: withdrawConfirmProblems(context, event), error: null };
    }),
    assignRequest: assign(({ context, event }) => {
      assertEvent(event, 'user.confirm');
      const request = requestOf(context, event);
      const proof = event.result === 'received' ? null : event.proof;
      // An image already uploaded (a retry after the confirmation failed) goes by its id.
      if (proof !== null && context.uploaded?.file === proof) {
        return { problems: {}, error: null, request: { ...request, proofId: context.uploaded.proofId }, proof: null };
      }
      return { problems: {}, error: null, request, proof };
    }),
    assignError: assign(({ event }) => ({
      error: errorMessage((event as { error?: unknown }).error, WITHDRAW_CONFIRM_FAILED_KEY),
    })),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
  },
}).createMachine({
  id: 'withdrawConfirm',
  context: ({ input }) => ({
    orderId: input.orderId,
    payoutAmount: input.payoutAmount,
    autoReceiveAt: input.autoReceiveAt,
    minorDigits: input.minorDigits,
    locale: input.locale,
    now: input.now ?? Date.now,
    problems: {},
    error: null,
    request: null,
    proof: null,
    uploaded: null,
    outcome: null,
  }),
  initial: 'awaiting',
  states: {
    awaiting: {
      after: { autoReceive: { guard: 'hasDeadline', target: 'autoReceived' } },
      on: {
        'field.change': { actions: 'clearField' },
        'user.confirm': submitTo('sending', 'assignRequest'),
        'user.dismiss': { actions: assign({ error: null }) },
      },
    },
    sending: {
      always: [{ guard: 'needsUpload', target: 'uploading' }, { target: 'confirming' }],
    },
    uploading: {
      invoke: {
        src: 'uploadProof',
        input: ({ context }) => context.proof!,
        onDone: {
          target: 'confirming',
          actions: assign(({ context, event }) => ({
            uploaded: { file: context.proof!, proofId: event.output },
            request: { ...context.request!, proofId: event.output },
            proof: null,
          })),
        },
        onError: { target: 'awaiting', actions: 'assignError' },
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => context.request!,
        onDone: { target: 'confirmed', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: { target: 'awaiting', actions: 'assignError' },
      },
    },
    confirmed: { type: 'final' },
    /** No answer by the deadline: the order counts as received (spec §4). */
    autoReceived: { type: 'final' },
  },
});

export type WithdrawConfirmMachine = typeof withdrawConfirmMachine;
