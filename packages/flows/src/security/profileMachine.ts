import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { clearFieldProblem, editingEvents, eventOf, noProblems } from '../form';
import { actorNotProvided } from '../notProvided';
import { securityFailure, type ServerProblem } from './fundsPasswordFailure';

/** Translation key shown when saving the profile fails without a message. */
export const PROFILE_SAVE_FAILED_KEY = 'security:profile.failed';
/** How long "Saved" shows before the form is plain again. */
export const PROFILE_SAVED_NOTICE_MS = 4000;
// The profile's fields, its income sources and its age limits are the rules' (shared with the form and the sandbox).
import {
  incomeSources,
  profileFields,
  PROFILE_MAX_AGE_YEARS,
  PROFILE_MIN_AGE_YEARS,
  type IncomeSourceCode,
  type ProfileField,
} from '@wl/rules';
export { incomeSources, profileFields, PROFILE_MAX_AGE_YEARS, PROFILE_MIN_AGE_YEARS };
export type { IncomeSourceCode, ProfileField };

/** The form as typed: every field text ('' when empty). */
export type ProfileValues = Record<ProfileField, string>;

export type ProfileProblem =
  | { kind: 'missing' }
  | { kind: 'length'; min: number; max: number }
  | { kind: 'format' }
  | { kind: 'notADate' }
  | { kind: 'tooYoung'; age: number }
  | { kind: 'tooOld'; age: number }
  | ServerProblem;

export type ProfileProblems = Partial<Record<ProfileField, ProfileProblem>>;

/** openapi ProfileUpdate: the nickname always, the other fields when filled. */
export type ProfileUpdateRequest = { nickname: string; incomeSource?: IncomeSourceCode } & Partial<
  Record<Exclude<ProfileField, 'nickname' | 'incomeSource'>, string>
>;

/** What the profile answer holds, as far as the flow reads it (openapi MemberProfile). */
export interface ProfileRecord {
  nickname: string;
  realName: string | null;
  realNameEditable: boolean;
  birthday: string | null;
  address: string | null;
  nationality: string | null;
  occupation: string | null;
  incomeSource: string | null;
  telegram: string | null;
}

export interface ProfileInput {
  /** The time the age is counted at (tests pass a fixed clock); Date.now by default. */
  now?: () => number;
}

export interface ProfileContext {
  now: () => number;
  /** The profile as the server last answered it: a filled field cannot be emptied, a set real name is locked. */
  saved: ProfileRecord | null;
  problems: ProfileProblems;
  error: string | null;
}

export type ProfileEvent =
  | { type: 'profile.loaded'; profile: ProfileRecord }
  | { type: 'field.change'; field: ProfileField }
  | { type: 'user.submit'; values: ProfileValues }
  | { type: 'user.dismiss' };

const CONTROL = /\p{C}/u;
/** No leading or trailing spaces, no control characters (nickname, occupation). */
const PLAIN_TEXT = /^[^\s\p{C}](?:[^\p{C}]*[^\s\p{C}])?$/u;
const REAL_NAME = /^[A-Za-z\u0E00-\u0E7F]+(?: [A-Za-z\u0E00-\u0E7F]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NATIONALITY = /^[A-Z]{2}$/;
const TELEGRAM = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;

const length = (value: string) => [...value].length;
const collapse = (value: string) => value.trim().replace(/\s+/g, ' ');

/** The value a field is checked and sent as: trimmed (names with single spaces). */
export function profileValue(field: ProfileField, value: string): string {
  if (field === 'realName') return collapse(value);
  if (field === 'nationality') return value.trim().toUpperCase();
  return value.trim();
}

function textProblem(value: string, min: number, max: number, pattern: RegExp): ProfileProblem | null {
  if (length(value) < min || length(value) > max) return { kind: 'length', min, max };
  return pattern.test(value) ? null : { kind: 'format' };
}

/** Whole years from a yyyy-MM-dd birthday to a moment (UTC), or null when it is no real date. */
function ageOf(birthday: string, now: number): number | null {
  const match = DATE.exec(birthday);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

function fieldProblem(field: ProfileField, value: string, now: number): ProfileProblem | null {
  switch (field) {
    case 'nickname':
    case 'occupation':
      return textProblem(value, 2, field === 'nickname' ? 20 : 50, PLAIN_TEXT);
    case 'realName':
      return textProblem(value, 2, 50, REAL_NAME);
    case 'birthday': {
      if (!DATE.test(value)) return { kind: 'format' };
      const age = ageOf(value, now);
      if (age === null) return { kind: 'notADate' };
      if (age < PROFILE_MIN_AGE_YEARS) return { kind: 'tooYoung', age: PROFILE_MIN_AGE_YEARS };
      if (age > PROFILE_MAX_AGE_YEARS) return { kind: 'tooOld', age: PROFILE_MAX_AGE_YEARS };
      return null;
    }
    case 'address':
      if (CONTROL.test(value)) return { kind: 'format' };
      return length(value) < 5 || length(value) > 200 ? { kind: 'length', min: 5, max: 200 } : null;
    case 'nationality':
      return NATIONALITY.test(value) ? null : { kind: 'format' };
    case 'incomeSource':
      return (incomeSources as readonly string[]).includes(value) ? null : { kind: 'format' };
    case 'telegram':
      return TELEGRAM.test(value) ? null : { kind: 'format' };
  }
}

/** Whether the server holds a value for the field (then it may be changed, not emptied). */
function wasFilled(saved: ProfileRecord | null, field: ProfileField): boolean {
  if (!saved) return field === 'nickname';
  const value = saved[field];
  return value !== null && value !== '';
}

/** Every problem of a submit: the nickname always, other fields when filled or when they were filled before. */
export function profileProblems(
  context: Pick<ProfileContext, 'saved'>,
  values: ProfileValues,
  now: number,
): ProfileProblems {
  const problems: ProfileProblems = {};
  for (const field of profileFields) {
    // A real name once set is changed by customer service only: the form does not send it.
    if (field === 'realName' && context.saved && !context.saved.realNameEditable) continue;
    const value = profileValue(field, values[field]);
    if (value === '') {
      if (field === 'nickname' || wasFilled(context.saved, field)) problems[field] = { kind: 'missing' };
      continue;
    }
    const problem = fieldProblem(field, value, now);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The update to send: the nickname, and each other field that is filled (a locked real name left out). */
export function profileUpdate(context: Pick<ProfileContext, 'saved'>, values: ProfileValues): ProfileUpdateRequest {
  const update: ProfileUpdateRequest = { nickname: profileValue('nickname', values.nickname) };
  for (const field of profileFields) {
    if (field === 'nickname') continue;
    if (field === 'realName' && context.saved && !context.saved.realNameEditable) continue;
    const value = profileValue(field, values[field]);
    if (value === '') continue;
    // checked against incomeSources before anything is sent
    if (field === 'incomeSource') update.incomeSource = value as IncomeSourceCode;
    else update[field] = value;
  }
  return update;
}

const NAMED: readonly string[] = profileFields;

/**
 * The profile of the security centre (nickname, real name, birthday, address, nationality, occupation, source of
 * income, Telegram): checked as the contract checks it, sent as one update, "Saved" shown for a few seconds. A
 * failure that names a field (`birthday: ...`, the locked real name) shows beside it; others above the form.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    /** `PUT /wps/member/profile`; answers the profile after the change. */
    saveProfile: fromPromise<ProfileRecord, ProfileUpdateRequest>(actorNotProvided('saveProfile')),
  },
  guards: {
    isValid: ({ context, event }) =>
      event.type === 'user.submit' && noProblems(profileProblems(context, event.values, context.now())),
  },
  actions: {
    assignProblems: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      return { problems: profileProblems(context, event.values, context.now()), error: null };
    }),
    startSubmit: assign({ problems: {}, error: null }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    dismiss: assign({ error: null }),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ now: input.now ?? Date.now, saved: null, problems: {}, error: null }),
  on: {
    'profile.loaded': { actions: assign({ saved: ({ event }) => event.profile }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: editingEvents('saving', 'startSubmit'),
    },
    saving: {
      invoke: {
        src: 'saveProfile',
        input: ({ context, event }) => profileUpdate(context, eventOf(event, 'user.submit').values),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = securityFailure(event.error, PROFILE_SAVE_FAILED_KEY);
            const field: ProfileField | null =
              failure.code === 'REAL_NAME_LOCKED'
                ? 'realName'
                : failure.field !== null && NAMED.includes(failure.field)
                  ? (failure.field as ProfileField)
                  : null;
            return field
              ? { problems: { [field]: { kind: 'server' as const, message: failure.message } }, error: null }
              : { problems: {}, error: failure.message };
          }),
        },
      },
    },
    saved: {
      after: { [PROFILE_SAVED_NOTICE_MS]: 'editing' },
      on: {
        'field.change': { target: 'editing', actions: 'clearField' },
        'user.dismiss': 'editing',
        // A problem goes back to the form (no error to clear: the save succeeded).
        'user.submit': [
          { guard: 'isValid', target: 'saving', actions: 'startSubmit' },
          { target: 'editing', actions: 'assignProblems' },
        ],
      },
    },
  },
});

export type ProfileMachine = typeof profileMachine;
