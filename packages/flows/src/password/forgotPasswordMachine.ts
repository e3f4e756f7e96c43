import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { LoginSession, MemberInfo, PasswordResetByEmailRequest, PasswordResetByPhoneRequest } from '@wl/api/types';
import {
  checkValue,
  codePointLength,
  isMobileNumber,
  VERIFICATION_CODE_MAX_LENGTH,
  type FieldProblem,
  type FieldRule,
} from '@wl/rules';
import { loadingMemberState } from '../accountStates';
import { SMS_COUNTDOWN_TICK_LOGIN_MS } from '../constants';
import { errorMessage, failedField } from '../errors';
import { clearFieldFeedback, errorParams, noProblems, outputAs, submitTo } from '../form';
import { actionNotProvided, actorNotProvided } from '../notProvided';
import { smsCountdownMachine, type SmsRequest } from '../sms';

/** Translation key shown when a reset fails without a message. */
export const PASSWORD_RESET_FAILED_KEY = 'password.resetFailed';

/** Spec §2: by email, or by mobile number (offered only when both of its settings are on). */
export type ForgotPasswordType = 'email' | 'mobileNum';

export type ForgotPasswordField =
  'username' | 'email' | 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

/** A rule problem, a malformed mobile number, or a code over the length limit. */
export type ForgotPasswordProblem =
  FieldProblem | { kind: 'invalid' } | { kind: 'tooLong'; maxLength: number } | { kind: 'mismatch' };

export type ForgotPasswordProblems = Partial<Record<ForgotPasswordField, ForgotPasswordProblem>>;

export interface ForgotPasswordRules {
  username: FieldRule;
  email: FieldRule;
  password: FieldRule;
}

export interface ForgotPasswordInput {
  types: ForgotPasswordType[];
  /** The username, email and password rules of the registration settings. */
  rules: ForgotPasswordRules;
}

export interface ForgotPasswordContext {
  types: ForgotPasswordType[];
  type: ForgotPasswordType;
  rules: ForgotPasswordRules;
  problems: ForgotPasswordProblems;
  fieldErrors: Partial<Record<ForgotPasswordField, string>>;
  error: string | null;
  session: LoginSession | null;
  member: MemberInfo | null;
}

export interface EmailResetEvent {
  type: 'user.submitEmail';
  username: string;
  email: string;
}

export interface PhoneResetEvent {
  type: 'user.submitPhone';
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  /** The form's confirmation: must equal the new password. */
  confirmNewPassword: string;
}

export type ForgotPasswordEvent =
  | EmailResetEvent
  | PhoneResetEvent
  | { type: 'type.change'; resetType: ForgotPasswordType }
  | { type: 'field.change'; field: ForgotPasswordField }
  | ({ type: 'sms.send' } & SmsRequest);

export type ForgotPasswordOutput =
  { status: 'emailSent' } | { status: 'loggedIn'; session: LoginSession; member: MemberInfo | null };

/** Spec §5 Forgot: username and email with their rules; or mobile, SMS code and new password with theirs. */
export function forgotPasswordProblems(
  rules: ForgotPasswordRules,
  submit: EmailResetEvent | PhoneResetEvent,
): ForgotPasswordProblems {
  const problems: ForgotPasswordProblems = {};
  const add = (field: ForgotPasswordField, problem: ForgotPasswordProblem | null) => {
    if (problem) problems[field] = problem;
  };
  if (submit.type === 'user.submitEmail') {
    add('username', checkValue({ ...rules.username, required: true }, submit.username.trim()));
    add('email', checkValue({ ...rules.email, required: true }, submit.email.trim()));
    return problems;
  }
  const mobileNum = submit.mobileNum.trim();
  add('mobileNum', mobileNum === '' ? { kind: 'missing' } : isMobileNumber(mobileNum) ? null : { kind: 'invalid' });
  const code = submit.verificationCode.trim();
  add(
    'verificationCode',
    code === ''
      ? { kind: 'missing' }
      : codePointLength(code) > VERIFICATION_CODE_MAX_LENGTH
        ? { kind: 'tooLong', maxLength: VERIFICATION_CODE_MAX_LENGTH }
        : null,
  );
  add('newPassword', checkValue({ ...rules.password, required: true }, submit.newPassword));
  add(
    'confirmNewPassword',
    submit.confirmNewPassword === ''
      ? { kind: 'missing' }
      : submit.confirmNewPassword === submit.newPassword
        ? null
        : { kind: 'mismatch' },
  );
  return problems;
}

const FIELDS: ReadonlySet<string> = new Set<ForgotPasswordField>([
  'username',
  'email',
  'mobileNum',
  'verificationCode',
  'newPassword',
  'confirmNewPassword',
]);

/**
 * The forgot-password modal (spec §4 Forgot password). By email: the server mails a temporary password (final
 * `emailSent`). By phone: the SMS code sets the new password and the player is logged in with it (final `loggedIn`;
 * the site goes home).
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    children: {} as { sms: 'smsCountdown' },
    output: {} as ForgotPasswordOutput,
  },
  actors: {
    /** The site posts `/wps/member/password/email` form-encoded. */
    resetByEmail: fromPromise<unknown, PasswordResetByEmailRequest>(actorNotProvided('resetByEmail')),
    /**
     * The site sets the new password (`/wps/member/password/verification`), then logs in with the account it answers
     * and the new password, and answers that session. One actor, so the password never waits in context.
     */
    resetByPhone: fromPromise<LoginSession, PasswordResetByPhoneRequest>(actorNotProvided('resetByPhone')),
    loadMember: fromPromise<MemberInfo, { session: LoginSession }>(actorNotProvided('loadMember')),
    /** Provide its `sendCode` actor (the no-login SMS). */
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    isValid: ({ context, event }) =>
      (event.type === 'user.submitEmail' || event.type === 'user.submitPhone') &&
      noProblems(forgotPasswordProblems(context.rules, event)),
    isOffered: ({ context, event }) => event.type === 'type.change' && context.types.includes(event.resetType),
  },
  actions: {
    assignProblems: assign(({ context, event }) => {
      assertEvent(event, ['user.submitEmail', 'user.submitPhone']);
      return { problems: forgotPasswordProblems(context.rules, event), error: null };
    }),
    startSubmit: assign({ problems: {}, fieldErrors: {}, error: null }),
    clearField: assign(({ context, event }) => clearFieldFeedback(context, event)),
    assignType: assign(({ event }) => {
      assertEvent(event, 'type.change');
      return { type: event.resetType, problems: {}, fieldErrors: {}, error: null };
    }),
    assignFailure: assign((_, params: { error: unknown }) => {
      const message = errorMessage(params.error, PASSWORD_RESET_FAILED_KEY);
      const field = failedField(params.error);
      const onField = field === 'password' ? 'newPassword' : field;
      return onField && FIELDS.has(onField)
        ? { fieldErrors: { [onField as ForgotPasswordField]: message }, error: null }
        : { error: message, fieldErrors: {} };
    }),
    assignMember: assign((_, params: { member: MemberInfo }) => ({ member: params.member })),
    forwardToSms: sendTo('sms', ({ event }) => {
      assertEvent(event, 'sms.send');
      return event;
    }),
    /** Site: writes the session keys of spec §3, as a login does. */
    storeSession: actionNotProvided<{ session: LoginSession }>('storeSession'),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    types: input.types.length > 0 ? input.types : ['email'],
    type: input.types[0] ?? 'email',
    rules: input.rules,
    problems: {},
    fieldErrors: {},
    error: null,
    session: null,
    member: null,
  }),
  invoke: { id: 'sms', src: 'smsCountdown', input: { tickMs: SMS_COUNTDOWN_TICK_LOGIN_MS } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'type.change': { guard: 'isOffered', actions: 'assignType' },
        'field.change': { actions: 'clearField' },
        'sms.send': { actions: 'forwardToSms' },
        'user.submitEmail': submitTo('sendingEmail', 'startSubmit'),
        'user.submitPhone': submitTo('resettingByPhone', 'startSubmit'),
      },
    },
    sendingEmail: {
      invoke: {
        src: 'resetByEmail',
        input: ({ event }) => {
          assertEvent(event, 'user.submitEmail');
          return { username: event.username.trim(), email: event.email.trim() };
        },
        onDone: 'emailSent',
        onError: { target: 'editing', actions: { type: 'assignFailure', params: errorParams } },
      },
    },
    emailSent: { type: 'final' },
    resettingByPhone: {
      invoke: {
        src: 'resetByPhone',
        input: ({ event }) => {
          assertEvent(event, 'user.submitPhone');
          return {
            mobileNum: event.mobileNum.trim(),
            verificationCode: event.verificationCode.trim(),
            newPassword: event.newPassword,
          };
        },
        onDone: {
          target: 'loadingMember',
          actions: [
            assign({ session: ({ event }) => event.output }),
            { type: 'storeSession', params: outputAs('session') },
          ],
        },
        onError: { target: 'editing', actions: { type: 'assignFailure', params: errorParams } },
      },
    },
    loadingMember: loadingMemberState('loggedIn'),
    loggedIn: { type: 'final' },
  },
  output: ({ context }) =>
    context.session
      ? { status: 'loggedIn', session: context.session, member: context.member }
      : { status: 'emailSent' },
});

export type ForgotPasswordMachine = typeof forgotPasswordMachine;
