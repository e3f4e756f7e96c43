import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DepositOrder, DepositRequest } from '@wl/api/types';
import { checkMinor, minorToMoney, moneyToMinor, parseAmount, type DepositProblem } from '@wl/rules';
import { DEPOSIT_STATUS_POLL_MS } from '../constants';
import { errorMessage } from '../errors';
import { clearFieldProblem, editingEvents, noProblems } from '../form';
import { actorNotProvided } from '../notProvided';

export type { DepositOrder, DepositRequest };

/** Translation key shown when opening an order or uploading the slip fails without a message. */
export const DEPOSIT_FAILED_KEY = 'deposit:failed';

/** One channel of the settings answer: its limits (Money strings; `min` already the first deposit's when higher). */
export interface DepositChannelLimits {
  channelId: string;
  min: string;
  max: string;
  presets: readonly string[];
  presetsOnly: boolean;
  requiresProof: boolean;
}

export interface DepositPromotionLimits {
  promotionId: string;
  minDeposit: string;
}

/** What the settings answer says about a deposit the player may make. */
export interface DepositRules {
  channels: readonly DepositChannelLimits[];
  promotions: readonly DepositPromotionLimits[];
  minorDigits: number;
  proofMaxBytes: number;
  proofTypes: readonly string[];
}

/** The slip image the player chose (a File in the browser; flows know no DOM). */
export interface DepositProof {
  size: number;
  type: string;
}

export type DepositField = 'channelId' | 'amount' | 'promotionId' | 'proof';

/** Why a field cannot be used (the rules' type, shared with the deposit page). */
export type DepositFieldProblem = DepositProblem;

export type DepositProblems = Partial<Record<DepositField, DepositFieldProblem>>;

export interface DepositSubmitEvent {
  type: 'user.submit';
  channelId: string;
  /** What the player typed, in their locale. */
  amount: string;
  /** '' for no promotion. */
  promotionId: string;
  proof: DepositProof | null;
}

export type DepositEvent =
  | DepositSubmitEvent
  | { type: 'field.change'; field: DepositField }
  | { type: 'rules.change'; rules: DepositRules }
  | { type: 'user.retry' }
  | { type: 'user.dismiss' }
  | { type: 'user.checkStatus' }
  | { type: 'user.newDeposit' }
  | { type: 'order.update'; order: DepositOrder };

export interface DepositInput extends DepositRules {
  locale?: string;
  /** One idempotency key per attempt; the site passes the API's `newIdempotencyKey`. */
  newKey: () => string;
}

/** The attempt in flight or the last one that failed: what `user.retry` sends again, with the same key. */
export interface DepositAttempt {
  request: DepositRequest;
  /** The slip still to upload (null once uploaded: `request.proofId` holds its id). */
  proof: DepositProof | null;
}

export interface DepositContext {
  rules: DepositRules;
  locale: string | undefined;
  newKey: () => string;
  problems: DepositProblems;
  /** The server's message (or DEPOSIT_FAILED_KEY) of the last failed attempt. */
  error: string | null;
  attempt: DepositAttempt | null;
  /** The slip of the last attempt and its id: the same image is not uploaded twice. */
  uploaded: { proof: DepositProof; proofId: number } | null;
  /** The order made, followed until the back office decides it. */
  order: DepositOrder | null;
}

/** The failure codes that belong to one field (the server's message is shown beside it). */
const FIELD_OF_CODE: Record<string, DepositField> = {
  CHANNEL_NOT_FOUND: 'channelId',
  AMOUNT_BELOW_MIN: 'amount',
  AMOUNT_ABOVE_MAX: 'amount',
  AMOUNT_NOT_PRESET: 'amount',
  PROMOTION_NOT_FOUND: 'promotionId',
  PROMOTION_MIN_DEPOSIT: 'promotionId',
  PROOF_REQUIRED: 'proof',
  PROOF_NOT_FOUND: 'proof',
};

function fieldOfFailure(error: unknown): DepositField | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return typeof code === 'string' ? (FIELD_OF_CODE[code] ?? null) : null;
}

/**
 * Every problem of a submit: a channel chosen; the amount a number of the currency's decimals within the channel's
 * min and max (and one of its presets when it takes only those); the promotion offered and its minimum reached; the
 * slip when the channel asks for one, of an accepted type and size.
 */
export function depositProblems(
  context: Pick<DepositContext, 'rules' | 'locale'>,
  submit: Pick<DepositSubmitEvent, 'channelId' | 'amount' | 'promotionId' | 'proof'>,
): DepositProblems {
  const { rules } = context;
  const problems: DepositProblems = {};
  const channel = rules.channels.find((c) => c.channelId === submit.channelId);
  if (!channel) return { channelId: { kind: 'missing' } };
  const toMinor = (value: string) => moneyToMinor(value, rules.minorDigits);
  const parsed = parseAmount(submit.amount, rules.minorDigits, context.locale);
  let amount: bigint | null = null;
  if (!parsed.ok) problems.amount = parsed.problem;
  else {
    const checked = checkMinor(parsed.minor, { min: toMinor(channel.min), max: toMinor(channel.max) });
    if (!checked.ok) problems.amount = checked.problem;
    else if (channel.presetsOnly && !channel.presets.some((p) => toMinor(p) === parsed.minor)) {
      problems.amount = { kind: 'notPreset' };
    } else amount = parsed.minor;
  }
  if (submit.promotionId !== '') {
    const promotion = rules.promotions.find((p) => p.promotionId === submit.promotionId);
    if (!promotion) problems.promotionId = { kind: 'missing' };
    else if (amount !== null && amount < toMinor(promotion.minDeposit)) {
      problems.promotionId = { kind: 'belowPromotionMin', limit: toMinor(promotion.minDeposit) };
    }
  }
  if (channel.requiresProof) {
    if (!submit.proof) problems.proof = { kind: 'missing' };
    else if (!rules.proofTypes.includes(submit.proof.type)) problems.proof = { kind: 'proofType' };
    else if (submit.proof.size > rules.proofMaxBytes) {
      problems.proof = { kind: 'proofTooLarge', limit: rules.proofMaxBytes };
    }
  }
  return problems;
}

/** A form with nothing tried yet. */
const blankForm: Omit<DepositContext, 'rules' | 'locale' | 'newKey'> = {
  problems: {},
  error: null,
  attempt: null,
  uploaded: null,
  order: null,
};

function sameRequest(a: DepositRequest, b: Omit<DepositRequest, 'idempotencyKey' | 'proofId'>): boolean {
  return a.channelId === b.channelId && a.amount === b.amount && a.promotionId === b.promotionId;
}

/**
 * The deposit page (spec §2 depositv2): a channel, an amount within its limits, maybe a promotion and, for a bank
 * transfer, the slip; then the order and its instructions, followed until the back office credits or fails it
 * (the site's `checkOrder` every DEPOSIT_STATUS_POLL_MS, or when the player asks). Each attempt has one idempotency
 * key: `user.retry`, or a submit of the same channel, amount, promotion and slip after a failure, sends it again with
 * the same key, so a request that did reach the server opens one order. The slip is uploaded once per image.
 */
export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
  },
  actors: {
    /** The site calls `POST MCSFE_uploadCashierProof`; resolves to the proof's id. */
    uploadProof: fromPromise<number, DepositProof>(actorNotProvided('uploadProof')),
    /** The site calls `POST MCSFE_createDeposit`. */
    createDeposit: fromPromise<DepositOrder, DepositRequest>(actorNotProvided('createDeposit')),
    /** The site reads the order again (`GET MCSFE_getDepositOrders`). */
    checkOrder: fromPromise<DepositOrder, DepositOrder>(actorNotProvided('checkOrder')),
  },
  delays: {
    statusPoll: DEPOSIT_STATUS_POLL_MS,
  },
  guards: {
    isValid: ({ context, event }) => event.type === 'user.submit' && noProblems(depositProblems(context, event)),
    canRetry: ({ context }) => context.error !== null && context.attempt !== null,
    needsUpload: ({ context }) => context.attempt?.proof != null,
    isPending: ({ context }) => context.order?.status === 'pending',
  },
  actions: {
    assignProblems: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      return { problems: depositProblems(context, event), error: null };
    }),
    assignAttempt: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const parsed = parseAmount(event.amount, context.rules.minorDigits, context.locale);
      if (!parsed.ok) throw new Error('assignAttempt: the amount was not checked');
      const channel = context.rules.channels.find((c) => c.channelId === event.channelId)!;
      const fresh = {
        channelId: event.channelId,
        amount: minorToMoney(parsed.minor, context.rules.minorDigits),
        ...(event.promotionId !== '' && { promotionId: event.promotionId }),
      };
      const proof = channel.requiresProof ? event.proof : null;
      // an attempt is kept until an order comes back: it may have reached the server
      const failed = context.attempt;
      const again =
        failed !== null &&
        sameRequest(failed.request, fresh) &&
        (proof === null ? failed.request.proofId === undefined : context.uploaded?.proof === proof);
      const idempotencyKey = again ? failed.request.idempotencyKey : context.newKey();
      const proofId = proof && context.uploaded?.proof === proof ? context.uploaded.proofId : undefined;
      return {
        problems: {},
        error: null,
        attempt: {
          request: { ...fresh, idempotencyKey, ...(proofId !== undefined && { proofId }) },
          proof: proof && proofId === undefined ? proof : null,
        },
      };
    }),
    assignUploaded: assign(({ context }, proofId: number) => {
      const attempt = context.attempt!;
      return {
        uploaded: { proof: attempt.proof!, proofId },
        attempt: { request: { ...attempt.request, proofId }, proof: null },
      };
    }),
    assignFailure: assign(({ context }, error: unknown) => {
      const field = fieldOfFailure(error);
      const message = errorMessage(error, DEPOSIT_FAILED_KEY);
      // a refused slip is not sent again: the next attempt uploads the image anew
      const uploaded = field === 'proof' ? null : context.uploaded;
      if (field) return { problems: { ...context.problems, [field]: { kind: 'server', message } }, uploaded };
      return { error: message, uploaded };
    }),
    assignOrder: assign((_, order: DepositOrder) => ({ order, attempt: null })),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    dismiss: assign({ error: null }),
  },
}).createMachine({
  id: 'deposit',
  context: ({ input: { locale, newKey, ...rules } }) => ({ rules, locale, newKey, ...blankForm }),
  on: {
    'rules.change': { actions: assign({ rules: ({ event }) => event.rules }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...editingEvents('submitting', 'assignAttempt'),
        'user.retry': { guard: 'canRetry', target: 'submitting', actions: assign({ error: null }) },
      },
    },
    submitting: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'needsUpload', target: 'uploading' }, { target: 'creating' }],
        },
        uploading: {
          invoke: {
            src: 'uploadProof',
            input: ({ context }) => context.attempt!.proof!,
            onDone: { target: 'creating', actions: { type: 'assignUploaded', params: ({ event }) => event.output } },
            onError: {
              target: '#deposit.editing',
              actions: { type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
            },
          },
        },
        creating: {
          invoke: {
            src: 'createDeposit',
            input: ({ context }) => context.attempt!.request,
            onDone: {
              target: '#deposit.ordered',
              actions: { type: 'assignOrder', params: ({ event }) => event.output },
            },
            onError: {
              target: '#deposit.editing',
              actions: { type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
            },
          },
        },
      },
    },
    ordered: {
      initial: 'deciding',
      on: {
        'user.newDeposit': { target: 'editing', actions: assign({ order: null, error: null }) },
      },
      states: {
        deciding: {
          always: [{ guard: 'isPending', target: 'awaiting' }, { target: 'decided' }],
        },
        /** Waiting for the player's payment and the back office's decision. */
        awaiting: {
          after: { statusPoll: 'checking' },
          on: {
            'user.checkStatus': 'checking',
            'order.update': {
              guard: ({ context, event }) => event.order.orderId === context.order?.orderId,
              target: 'deciding',
              actions: assign({ order: ({ event }) => event.order }),
            },
          },
        },
        checking: {
          invoke: {
            src: 'checkOrder',
            input: ({ context }) => context.order!,
            onDone: { target: 'deciding', actions: assign({ order: ({ event }) => event.output }) },
            // a failed look is tried again at the next poll; the order is still what it was
            onError: 'awaiting',
          },
        },
        /** Credited or failed: the player reads the outcome or starts another deposit. */
        decided: {},
      },
    },
  },
});

export type DepositMachine = typeof depositMachine;
