import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { parsePoints, pointsConvertProblem, type PointsConvertRules, type PointsProblem } from '@wl/rules';
import { errorMessage } from '../errors';
import { clearFieldProblem, editingEvents, eventOf, noProblems, shownProblems } from '../form';
import { actorNotProvided } from '../notProvided';
import { pendingWithPassword, untriedForm } from '../cashier/moneyForm';

/** Translation key shown when a conversion fails without a message. */
export const POINTS_CONVERT_FAILED_KEY = 'personal:points.convert.failed';

/** openapi PointConvertRequest (sent encrypted by the API client). */
export interface PointsConvertRequest {
  idempotencyKey: string;
  points: number;
  password: string;
}

/** What the conversion answers, as far as the flow reads it (the site passes the API's PointConversion). */
export interface PointsConvertResult {
  referenceNo: string;
  points: number;
  /** Money credited to the main wallet. */
  amount: string;
  pointsBalance: number;
  mainBalance: string;
}

export type PointsConvertField = 'points' | 'password';

export type PointsConvertProblems = { points?: PointsProblem; password?: { kind: 'missing' } };

export interface PointsConvertInput {
  /** The convert settings: the minimum, the rate's step, the member's points. */
  rules: PointsConvertRules;
  /** One idempotency key per conversion; the site passes the API's `newIdempotencyKey`. */
  newKey: () => string;
}

export interface PointsConvertContext {
  rules: PointsConvertRules;
  newKey: () => string;
  problems: PointsConvertProblems;
  error: string | null;
  outcome: PointsConvertResult | null;
  /** The points and key of the write in flight or of the last one that failed. */
  pending: { points: number; idempotencyKey: string } | null;
}

export interface PointsConvertSubmitEvent {
  type: 'user.submit';
  points: string;
  /** The login password (the server checks it). */
  password: string;
}

export type PointsConvertEvent =
  | PointsConvertSubmitEvent
  | { type: 'field.change'; field: PointsConvertField }
  | { type: 'rules.change'; rules: PointsConvertRules }
  | { type: 'user.dismiss' };

/** The problems of a submit: whole points, at least the minimum, in steps of the rate, within the balance; a password. */
export function pointsConvertProblems(
  rules: PointsConvertRules,
  submit: Pick<PointsConvertSubmitEvent, 'points' | 'password'>,
): PointsConvertProblems {
  const problems: PointsConvertProblems = {};
  const parsed = parsePoints(submit.points);
  const problem = parsed.ok ? pointsConvertProblem(parsed.points, rules) : parsed.problem;
  if (problem) problems.points = problem;
  if (submit.password === '') problems.password = { kind: 'missing' };
  return problems;
}

/**
 * Converting points into the main wallet (the member centre's points page): a number of points and the login
 * password. One idempotency key per conversion; submitting the same points again after a failure reuses it. The
 * password stays in the event and the call's input, never in context.
 */
export const pointsConvertMachine = setup({
  types: {
    context: {} as PointsConvertContext,
    events: {} as PointsConvertEvent,
    input: {} as PointsConvertInput,
  },
  actors: {
    /** The site calls `POST passwordCheck/MCS2_convertPoint`. */
    convert: fromPromise<PointsConvertResult, PointsConvertRequest>(actorNotProvided('convert')),
  },
  guards: {
    isValid: ({ context, event }) =>
      event.type === 'user.submit' && noProblems(pointsConvertProblems(context.rules, event)),
  },
  actions: {
    assignProblems: assign(({ context, event }) =>
      shownProblems(pointsConvertProblems(context.rules, eventOf(event, 'user.submit'))),
    ),
    assignPending: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const parsed = parsePoints(event.points);
      if (!parsed.ok) throw new Error('assignPending: the points were not checked');
      const again = context.error !== null && context.pending?.points === parsed.points;
      const idempotencyKey = again && context.pending ? context.pending.idempotencyKey : context.newKey();
      return { problems: {}, error: null, outcome: null, pending: { points: parsed.points, idempotencyKey } };
    }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    dismiss: assign({ error: null, outcome: null }),
  },
}).createMachine({
  id: 'pointsConvert',
  context: ({ input }) => ({ rules: input.rules, newKey: input.newKey, ...untriedForm }),
  on: {
    'rules.change': { actions: assign({ rules: ({ event }) => event.rules }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: editingEvents('converting', 'assignPending'),
    },
    converting: {
      invoke: {
        src: 'convert',
        input: pendingWithPassword,
        onDone: { target: 'editing', actions: assign({ outcome: ({ event }) => event.output, pending: null }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorMessage(event.error, POINTS_CONVERT_FAILED_KEY) }),
        },
      },
    },
  },
});

export type PointsConvertMachine = typeof pointsConvertMachine;
