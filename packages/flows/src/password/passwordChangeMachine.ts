import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ChangePasswordRequest } from '@wl/api/types';
import { checkValue, type FieldProblem, type FieldRule } from '@wl/rules';
import { errorMessage, failedField } from '../errors';
import { clearFieldFeedback, errorParams, noProblems, submitTo } from '../form';
import { actorNotProvided } from '../notProvided';

/** Translation key shown when the change fails without a message. */
export const PASSWORD_CHANGE_FAILED_KEY = 'password.changeFailed';

export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** Spec §5: a field's rule problem, or the confirmation differing ('inconsistent twice'). */
export type PasswordProblem = FieldProblem | { kind: 'mismatch' };

export type PasswordProblems = Partial<Record<PasswordChangeField, PasswordProblem>>;

export interface PasswordChangeInput {
  /** The password rule of the registration settings (`fields.password`). */
  passwordRule: FieldRule;
  /**
   * The old password when the site knows it without storing it: after a login with the weak default password it is
   * WEAK_DEFAULT_PASSWORD. Otherwise (expired, or a voluntary change) the form asks for it (spec §2).
   */
  knownOldPassword?: string;
}

export interface PasswordChangeContext {
  passwordRule: FieldRule;
  /** Whether the form shows the old-password field. */
  asksOldPassword: boolean;
  knownOldPassword: string | null;
  problems: PasswordProblems;
  /** The server's message for a failure tied to one field. */
  fieldErrors: Partial<Record<PasswordChangeField, string>>;
  error: string | null;
}

export interface PasswordChangeSubmitEvent {
  type: 'user.submit';
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type PasswordChangeEvent = PasswordChangeSubmitEvent | { type: 'field.change'; field: PasswordChangeField };

/** Every problem of a change-password submit (spec §5 Change password). */
export function passwordChangeProblems(
  context: Pick<PasswordChangeContext, 'asksOldPassword' | 'passwordRule'>,
  submit: PasswordChangeSubmitEvent,
): PasswordProblems {
  const problems: PasswordProblems = {};
  if (context.asksOldPassword && (submit.oldPassword ?? '') === '') problems.oldPassword = { kind: 'missing' };
  const rule = checkValue({ ...context.passwordRule, required: true }, submit.newPassword);
  if (rule) problems.newPassword = rule;
  if (submit.confirmNewPassword === '') problems.confirmNewPassword = { kind: 'missing' };
  else if (submit.confirmNewPassword !== submit.newPassword) problems.confirmNewPassword = { kind: 'mismatch' };
  return problems;
}

/**
 * The change-password modal, forced after login (weak default or expired password) or chosen by the player. Final
 * state `changed`: the site ends the session and reopens the login modal (spec §4). Passwords stay in the events and
 * the call's input, never in context.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
  },
  actors: {
    /** The site calls `POST /wps/member/password` with the current session. */
    changePassword: fromPromise<unknown, ChangePasswordRequest>(actorNotProvided('changePassword')),
  },
  guards: {
    isValid: ({ context, event }) => event.type === 'user.submit' && noProblems(passwordChangeProblems(context, event)),
  },
  actions: {
    assignProblems: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      return { problems: passwordChangeProblems(context, event), error: null };
    }),
    clearField: assign(({ context, event }) => clearFieldFeedback(context, event)),
    startSubmit: assign({ problems: {}, fieldErrors: {}, error: null }),
    assignFailure: assign((_, params: { error: unknown }) => {
      const message = errorMessage(params.error, PASSWORD_CHANGE_FAILED_KEY);
      const field = failedField(params.error);
      const mapped: Record<string, PasswordChangeField> = {
        oldPassword: 'oldPassword',
        password: 'newPassword',
        newPassword: 'newPassword',
        confirmPassword: 'confirmNewPassword',
        confirmNewPassword: 'confirmNewPassword',
      };
      const onField = field ? mapped[field] : undefined;
      return onField ? { fieldErrors: { [onField]: message }, error: null } : { error: message, fieldErrors: {} };
    }),
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({
    passwordRule: input.passwordRule,
    asksOldPassword: input.knownOldPassword === undefined,
    knownOldPassword: input.knownOldPassword ?? null,
    problems: {},
    fieldErrors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'clearField' },
        'user.submit': submitTo('changing', 'startSubmit'),
      },
    },
    changing: {
      invoke: {
        src: 'changePassword',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          return {
            oldPassword: context.knownOldPassword ?? event.oldPassword ?? '',
            newPassword: event.newPassword,
            confirmNewPassword: event.confirmNewPassword,
          };
        },
        onDone: 'changed',
        onError: { target: 'editing', actions: { type: 'assignFailure', params: errorParams } },
      },
    },
    changed: { type: 'final' },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;
