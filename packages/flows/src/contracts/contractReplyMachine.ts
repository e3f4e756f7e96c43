import { assign, fromPromise, setup } from 'xstate';
import type { AgentContract, ContractKind, ContractProcessResult, ContractReply } from '@wl/api/types';
import { actorNotProvided } from '../notProvided';
import { contractFailure, rateConflicts, type ContractFailure } from './contractFailure';

/** Translation key shown when an answer fails without a message. */
export const CONTRACT_REPLY_FAILED_KEY = 'agentContracts:reply.failed';

/** The downline's answer on the wire, with the kind whose process call carries it. */
export interface ContractReplyRequest {
  kind: ContractKind;
  reply: ContractReply;
}

export type ContractReplyAction = ContractReply['action'];

/** The contract (offer or active one) an answer is about, as far as the flow reads it. */
export type ContractSubject = Pick<AgentContract, 'id' | 'kind'>;

export interface ContractReplyContext {
  /** The offer or contract being answered (null when none is). */
  subject: ContractSubject | null;
  /** DOWNLINE_RATE_HIGHER's downline contracts: those that end when the member proceeds. */
  conflicts: AgentContract[];
  error: ContractFailure | null;
  /** The last answer that went through and what it did. */
  outcome: { action: ContractReplyAction; result: ContractProcessResult } | null;
}

export type ContractReplyEvent =
  | { type: 'user.accept'; contract: ContractSubject }
  | { type: 'user.reject'; contract: ContractSubject }
  | { type: 'user.terminate'; contract: ContractSubject }
  /** The warning's "accept anyway" (the downline contracts it names end). */
  | { type: 'user.proceed' }
  /** The termination's confirmation. */
  | { type: 'user.confirm' }
  /** Leaves the warning or the confirmation without answering. */
  | { type: 'user.cancel' }
  | { type: 'user.dismiss' };

const request =
  (action: ContractReplyAction, proceed = false) =>
  ({ context }: { context: ContractReplyContext }): ContractReplyRequest => {
    if (!context.subject) throw new Error(`contractReply: nothing to ${action}`);
    const reply: ContractReply = { action, requestId: context.subject.id, ...(proceed && { proceed: true }) };
    return { kind: context.subject.kind, reply };
  };

const answered = (action: ContractReplyAction) =>
  ({
    target: '#contractReply.idle',
    actions: {
      type: 'assignOutcome',
      params: ({ event }: { event: { output: ContractProcessResult } }) => ({ action, result: event.output }),
    },
  }) as const;

const failed = {
  target: '#contractReply.idle',
  actions: { type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

/**
 * The downline's answers to contracts (spec §4), one at a time: accept an offer, reject it, terminate an active
 * contract after a confirmation. When accepting would leave some of the member's own downline contracts above the
 * new rate, the server answers DOWNLINE_RATE_HIGHER naming them: the warning shows them and the member proceeds
 * (accept again with `proceed`, those contracts end) or cancels. Every call is the provided `answer` actor.
 */
export const contractReplyMachine = setup({
  types: {
    context: {} as ContractReplyContext,
    events: {} as ContractReplyEvent,
  },
  actors: {
    /** The site calls the kind's process operation with the reply. */
    answer: fromPromise<ContractProcessResult, ContractReplyRequest>(actorNotProvided('answer')),
  },
  guards: {
    namesConflicts: ({ event }) => rateConflicts((event as { error?: unknown }).error) !== null,
  },
  actions: {
    choose: assign(({ event }) => ({
      subject: 'contract' in event ? event.contract : null,
      error: null,
      outcome: null,
      conflicts: [],
    })),
    assignConflicts: assign({
      conflicts: ({ event }) => rateConflicts((event as { error?: unknown }).error) ?? [],
      error: null,
    }),
    forget: assign({ subject: null, conflicts: [] }),
    assignOutcome: assign((_, outcome: { action: ContractReplyAction; result: ContractProcessResult }) => ({
      outcome,
      subject: null,
      conflicts: [],
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      error: contractFailure(error, CONTRACT_REPLY_FAILED_KEY),
      conflicts: [],
    })),
  },
}).createMachine({
  id: 'contractReply',
  context: { subject: null, conflicts: [], error: null, outcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.accept': { target: 'accepting', actions: 'choose' },
        'user.reject': { target: 'rejecting', actions: 'choose' },
        'user.terminate': { target: 'confirmingTermination', actions: 'choose' },
        'user.dismiss': { actions: assign({ error: null, outcome: null }) },
      },
    },
    accepting: {
      invoke: {
        src: 'answer',
        input: request('accept'),
        onDone: answered('accept'),
        onError: [{ guard: 'namesConflicts', target: 'warning', actions: 'assignConflicts' }, failed],
      },
    },
    warning: {
      on: {
        'user.proceed': 'proceeding',
        'user.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    proceeding: {
      invoke: {
        src: 'answer',
        input: request('accept', true),
        onDone: answered('accept'),
        onError: [{ guard: 'namesConflicts', target: 'warning', actions: 'assignConflicts' }, failed],
      },
    },
    rejecting: {
      invoke: { src: 'answer', input: request('reject'), onDone: answered('reject'), onError: failed },
    },
    confirmingTermination: {
      on: {
        'user.confirm': 'terminating',
        'user.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    terminating: {
      invoke: { src: 'answer', input: request('terminate'), onDone: answered('terminate'), onError: failed },
    },
  },
});

export type ContractReplyMachine = typeof contractReplyMachine;
