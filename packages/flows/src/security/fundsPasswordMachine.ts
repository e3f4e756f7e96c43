import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  FUNDS_PASSWORD_MAX_LENGTH,
  FUNDS_PASSWORD_MIN_LENGTH,
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_ANSWER_MIN_LENGTH,
} from '@wl/rules';
import { clearFieldProblem, eventOf, noProblems, shownProblems } from '../form';
import { actorNotProvided } from '../notProvided';
import { afterLock, failedOrLocked, lockWait, securityFailure, type ServerProblem } from './fundsPasswordFailure';

/** openapi FundsPasswordSetRequest (sent encrypted by the API client), and the other writes' bodies. */
export interface FundsPasswordSetRequest {
  password: string;
  confirmPassword: string;
}
export interface FundsPasswordChangeRequest extends FundsPasswordSetRequest {
  oldPassword: string;
}
export interface FundsPasswordResetRequest extends FundsPasswordSetRequest {
  answer: string;
}
export interface SecurityQuestionRequest {
  questionId: number;
  answer: string;
  fundsPassword: string;
}

/** Translation key shown when a funds password write fails without a message. */
export const FUNDS_PASSWORD_FAILED_KEY = 'security:fundsPassword.failed';

/**
 * What the form does: set the first funds password, change it, reset it with the security question's answer, or
 * choose the security question (which needs the funds password).
 */
export const fundsPasswordModes = ['set', 'change', 'reset', 'question'] as const;
export type FundsPasswordMode = (typeof fundsPasswordModes)[number];

export type FundsPasswordField =
  'oldPassword' | 'password' | 'confirmPassword' | 'answer' | 'questionId' | 'fundsPassword';

/** What was typed; the site keeps it in React state (never in storage) and sends it with the submit. */
export interface FundsPasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
  answer: string;
  /** The chosen question's id as text ('' when none). */
  questionId: string;
  fundsPassword: string;
}

export type FundsPasswordProblem =
  { kind: 'missing' } | { kind: 'length'; min: number; max: number } | { kind: 'mismatch' } | ServerProblem;

export type FundsPasswordProblems = Partial<Record<FundsPasswordField, FundsPasswordProblem>>;

export type FundsPasswordOutcome = 'set' | 'changed' | 'reset' | 'questionSet';

export interface FundsPasswordInput {
  hasPassword: boolean;
  questionSet: boolean;
}

export interface FundsPasswordContext extends FundsPasswordInput {
  mode: FundsPasswordMode;
  problems: FundsPasswordProblems;
  error: string | null;
  outcome: FundsPasswordOutcome | null;
  /** Tries left after a wrong funds password or answer, as the server counted. */
  attemptsLeft: number | null;
  /** How long the lock lasts (ms) while `locked`. */
  lockMs: number;
}

export interface FundsPasswordSubmitEvent {
  type: 'user.submit';
  values: FundsPasswordValues;
}

export type FundsPasswordEvent =
  | FundsPasswordSubmitEvent
  | { type: 'mode.choose'; mode: FundsPasswordMode }
  | { type: 'status.change'; hasPassword: boolean; questionSet: boolean }
  | { type: 'field.change'; field: FundsPasswordField }
  | { type: 'user.dismiss' };

/** The mode a member starts in: set when there is no funds password, otherwise change. */
const defaultMode = (hasPassword: boolean): FundsPasswordMode => (hasPassword ? 'change' : 'set');

/** Which modes a member may choose now. */
export function availableFundsPasswordModes(state: FundsPasswordInput): FundsPasswordMode[] {
  if (!state.hasPassword) return ['set'];
  return state.questionSet ? ['change', 'reset', 'question'] : ['change', 'question'];
}

const normalisedAnswer = (answer: string) => answer.trim().replace(/\s+/g, ' ');

function newPasswordProblems(values: FundsPasswordValues, problems: FundsPasswordProblems) {
  const length = [...values.password].length;
  if (values.password === '') problems.password = { kind: 'missing' };
  else if (length < FUNDS_PASSWORD_MIN_LENGTH || length > FUNDS_PASSWORD_MAX_LENGTH) {
    problems.password = { kind: 'length', min: FUNDS_PASSWORD_MIN_LENGTH, max: FUNDS_PASSWORD_MAX_LENGTH };
  }
  if (values.confirmPassword === '') problems.confirmPassword = { kind: 'missing' };
  else if (values.confirmPassword !== values.password) problems.confirmPassword = { kind: 'mismatch' };
}

/** Every problem of a submit in a mode. */
export function fundsPasswordProblems(mode: FundsPasswordMode, values: FundsPasswordValues): FundsPasswordProblems {
  const problems: FundsPasswordProblems = {};
  switch (mode) {
    case 'set':
      newPasswordProblems(values, problems);
      break;
    case 'change':
      if (values.oldPassword === '') problems.oldPassword = { kind: 'missing' };
      newPasswordProblems(values, problems);
      break;
    case 'reset':
      if (normalisedAnswer(values.answer) === '') problems.answer = { kind: 'missing' };
      newPasswordProblems(values, problems);
      break;
    case 'question': {
      if (values.questionId === '') problems.questionId = { kind: 'missing' };
      const answer = [...normalisedAnswer(values.answer)].length;
      if (answer === 0) problems.answer = { kind: 'missing' };
      else if (answer < SECURITY_ANSWER_MIN_LENGTH || answer > SECURITY_ANSWER_MAX_LENGTH) {
        problems.answer = { kind: 'length', min: SECURITY_ANSWER_MIN_LENGTH, max: SECURITY_ANSWER_MAX_LENGTH };
      }
      if (values.fundsPassword === '') problems.fundsPassword = { kind: 'missing' };
      break;
    }
  }
  return problems;
}

/** The field a business failure belongs to in a mode, if any. */
function fieldOfFailure(mode: FundsPasswordMode, code: string | null, named: string | null): FundsPasswordField | null {
  switch (code) {
    case 'FUNDS_PASSWORD_INCORRECT':
      return mode === 'question' ? 'fundsPassword' : mode === 'change' ? 'oldPassword' : null;
    case 'SECURITY_ANSWER_INCORRECT':
      return 'answer';
    case 'PASSWORD_INCONSISTENT':
      return 'confirmPassword';
    case 'SAME_PASSWORD':
    case 'SAME_AS_LOGIN_PASSWORD':
      return 'password';
    default:
      break;
  }
  const fields: Record<string, FundsPasswordField> = {
    oldPassword: 'oldPassword',
    password: 'password',
    confirmPassword: 'confirmPassword',
    answer: 'answer',
    questionId: 'questionId',
    fundsPassword: 'fundsPassword',
  };
  return named ? (fields[named] ?? null) : null;
}

/**
 * A mode's call: its body made from what was typed (the secrets go from the submit event to the call, never to
 * context); done, back to the form with the outcome; failed, the failure shown or the lock waited out.
 */
function modeCall<const Src extends string, Body>(src: Src, body: (values: FundsPasswordValues) => Body) {
  return {
    invoke: {
      src,
      input: ({ event }: { event: FundsPasswordEvent }) => {
        assertEvent(event, 'user.submit');
        return body(event.values);
      },
      onDone: { target: '#fundsPassword.editing', actions: 'assignDone' },
      onError: failedOrLocked('assignFailure', '#fundsPassword.locked', '#fundsPassword.editing'),
    },
  } as const;
}

const OUTCOME: Record<FundsPasswordMode, FundsPasswordOutcome> = {
  set: 'set',
  change: 'changed',
  reset: 'reset',
  question: 'questionSet',
};

/**
 * The funds (payment) password of the security centre: set it when there is none, change it with the current one,
 * reset it with the security question's answer, and choose that question (with the funds password). A wrong secret
 * says how many tries are left; once the server locks it the form waits out the lock. Passwords and answers stay in
 * the submit event and the call's input, never in context.
 */
export const fundsPasswordMachine = setup({
  types: {
    context: {} as FundsPasswordContext,
    events: {} as FundsPasswordEvent,
    input: {} as FundsPasswordInput,
  },
  actors: {
    /** `PUT /wps/member/paymentPassword` (encrypted). */
    setPassword: fromPromise<unknown, FundsPasswordSetRequest>(actorNotProvided('setPassword')),
    /** `POST /wps/member/paymentPassword` (encrypted). */
    changePassword: fromPromise<unknown, FundsPasswordChangeRequest>(actorNotProvided('changePassword')),
    /** `POST /wps/member/paymentPassword/reset` (encrypted). */
    resetPassword: fromPromise<unknown, FundsPasswordResetRequest>(actorNotProvided('resetPassword')),
    /** `PUT /wps/member/customerSecurityQuestions` (encrypted). */
    setQuestion: fromPromise<unknown, SecurityQuestionRequest>(actorNotProvided('setQuestion')),
  },
  guards: {
    /** The submit has no problems and the form is in `mode`. */
    canSubmit: ({ context, event }, mode: FundsPasswordMode) =>
      event.type === 'user.submit' &&
      context.mode === mode &&
      noProblems(fundsPasswordProblems(context.mode, event.values)),
    modeAllowed: ({ context, event }) =>
      event.type === 'mode.choose' && availableFundsPasswordModes(context).includes(event.mode),
    lockedOut: (_, params: { error: unknown }) =>
      lockWait(securityFailure(params.error, FUNDS_PASSWORD_FAILED_KEY)) !== null,
  },
  delays: {
    lock: ({ context }) => context.lockMs,
  },
  actions: {
    assignProblems: assign(({ context, event }) =>
      shownProblems(fundsPasswordProblems(context.mode, eventOf(event, 'user.submit').values)),
    ),
    startSubmit: assign({ problems: {}, error: null, outcome: null }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    unlock: assign({ lockMs: 0, attemptsLeft: null }),
    assignFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = securityFailure(params.error, FUNDS_PASSWORD_FAILED_KEY);
      const field = fieldOfFailure(context.mode, failure.code, failure.field);
      return {
        attemptsLeft: failure.attemptsLeft,
        lockMs: lockWait(failure) ?? 0,
        problems: field ? { [field]: { kind: 'server' as const, message: failure.message } } : {},
        error: field ? null : failure.message,
      };
    }),
    assignDone: assign(({ context }) => {
      const outcome = OUTCOME[context.mode];
      const questionSet = context.questionSet || outcome === 'questionSet';
      // A first funds password asks for the question that can recover it next.
      const mode: FundsPasswordMode = outcome === 'set' && !questionSet ? 'question' : 'change';
      return { outcome, hasPassword: true, questionSet, mode, problems: {}, error: null, attemptsLeft: null };
    }),
  },
}).createMachine({
  id: 'fundsPassword',
  context: ({ input }) => ({
    ...input,
    mode: defaultMode(input.hasPassword),
    problems: {},
    error: null,
    outcome: null,
    attemptsLeft: null,
    lockMs: 0,
  }),
  on: {
    'status.change': {
      actions: assign(({ context, event }) => ({
        hasPassword: event.hasPassword,
        questionSet: event.questionSet,
        mode: availableFundsPasswordModes(event).includes(context.mode) ? context.mode : defaultMode(event.hasPassword),
      })),
    },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'mode.choose': {
          guard: 'modeAllowed',
          actions: assign(({ event }) => ({ mode: event.mode, problems: {}, error: null, outcome: null })),
        },
        'field.change': { actions: 'clearField' },
        'user.submit': [
          ...fundsPasswordModes.map((mode) => ({
            guard: { type: 'canSubmit' as const, params: mode },
            target: `submitting.${mode}`,
            actions: 'startSubmit' as const,
          })),
          { actions: 'assignProblems' },
        ],
        'user.dismiss': { actions: assign({ error: null, outcome: null }) },
      },
    },
    submitting: {
      // Entered straight into the mode's call by the submit.
      initial: 'set',
      states: {
        set: modeCall('setPassword', ({ password, confirmPassword }) => ({ password, confirmPassword })),
        change: modeCall('changePassword', ({ oldPassword, password, confirmPassword }) => ({
          oldPassword,
          password,
          confirmPassword,
        })),
        reset: modeCall('resetPassword', ({ answer, password, confirmPassword }) => ({
          answer: normalisedAnswer(answer),
          password,
          confirmPassword,
        })),
        question: modeCall('setQuestion', ({ questionId, answer, fundsPassword }) => ({
          questionId: Number(questionId),
          answer: normalisedAnswer(answer),
          fundsPassword,
        })),
      },
    },
    locked: {
      on: {
        'field.change': { actions: 'clearField' },
        'user.dismiss': { actions: assign({ error: null }) },
      },
      after: afterLock('editing'),
    },
  },
});

export type FundsPasswordMachine = typeof fundsPasswordMachine;
