/**
 * The registration fields of spec §2 and the rules of spec §5 that decide which of them show, which are required and
 * whether what was typed passes. Shared by the form (what is on screen), the registration machine (what blocks a
 * submit) and the sandbox (what the server refuses), so the three never disagree.
 */
import { checkValue, codePointLength, type FieldProblem, type FieldRule } from './check';

export const registerTypes = ['register', 'registerMobile'] as const;
/** register: username and password. registerMobile: mobile number (the account number), optional password. */
export type RegisterType = (typeof registerTypes)[number];

/** In display order; the names are the registration payload's (spec §3). */
export const registerFields = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof registerFields)[number];

/** Spec §3 per-field registration setting, as the server sends it: shown or not, and the rule of its value. */
export interface RegisterFieldRule extends FieldRule {
  enabled: boolean;
}

export type RegisterRules = Partial<Record<RegisterField, RegisterFieldRule>>;

/** What the player typed. `agreed` is the 18+ and terms box. */
export type RegisterValues = Record<RegisterField, string> & { countryDialingCode: string; agreed: boolean };

/** Per field, already translated by the caller. */
export type RegisterErrors = Partial<Record<RegisterField | 'agreed', string>>;

export const emptyRegisterValues: RegisterValues = {
  ...(Object.fromEntries(registerFields.map((field) => [field, ''])) as Record<RegisterField, string>),
  countryDialingCode: '',
  agreed: false,
};

export interface RegisterFieldState {
  field: RegisterField;
  required: boolean;
  /** From the rule; the input refuses more. */
  maxLength?: number;
  minLength?: number;
}

export interface RegisterFieldOptions {
  /** SMS verification is on: the SMS code field follows the mobile number. */
  smsVerification?: boolean;
  /** The affiliate code came from the URL (and its check passed): its field is hidden. */
  affiliateCodeFromUrl?: boolean;
}

const positive = (value: number | undefined) => (value && value > 0 ? value : undefined);

/**
 * The fields on screen for a registration type, in display order, each with whether it is required (spec §2, §5):
 * username and confirm password belong to the register type; the mobile number is always there for registerMobile
 * and by setting for register; the password is always there for register and by setting for registerMobile (its
 * "optional password"); the SMS code follows a shown mobile number when SMS verification is on; mobile number, SMS
 * code, password, confirm password and payment password are required whenever shown; the rest follow the setting;
 * the affiliate code hides when it came from the URL.
 */
export function registerFieldStates(
  type: RegisterType,
  rules: RegisterRules,
  { smsVerification = false, affiliateCodeFromUrl = false }: RegisterFieldOptions = {},
): RegisterFieldState[] {
  const enabled = (field: RegisterField) => rules[field]?.enabled === true;
  const mobileShown = type === 'registerMobile' || enabled('mobileNum');
  const usernameType = type === 'register';
  const passwordShown = usernameType || enabled('password');

  // [shown, required: true always, false never, undefined as the setting says]; fields not listed follow the setting
  const fixed: Partial<Record<RegisterField, readonly [boolean, boolean | undefined]>> = {
    username: [usernameType, true],
    mobileNum: [mobileShown, true],
    verificationCode: [mobileShown && smsVerification, true],
    // the mobile type's password is optional: without one the member logs in by SMS code
    password: [passwordShown, usernameType],
    confirmPassword: [usernameType, true],
    paymentPassword: [enabled('paymentPassword'), true],
    affiliateCode: [enabled('affiliateCode') && !affiliateCodeFromUrl, undefined],
  };

  return registerFields
    .filter((field) => fixed[field]?.[0] ?? enabled(field))
    .map((field) => {
      const rule = rules[field];
      return {
        field,
        required: fixed[field]?.[1] ?? rule?.required === true,
        minLength: positive(rule?.minLength),
        maxLength: positive(rule?.maxLength),
      };
    });
}

/** Spec §5: a verification code is at most this long, whatever the settings say. */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

/** Why a registration field fails: its rule, or one of the form's own checks. */
export type RegisterProblem =
  | FieldProblem
  | { kind: 'tooLong'; maxLength: number }
  /** Confirm password differs from password. */
  | { kind: 'mismatch' }
  /** The 18+ and terms box is not ticked. */
  | { kind: 'notAgreed' };

export type RegisterProblems = Partial<Record<RegisterField | 'agreed', RegisterProblem>>;

/** Passwords are taken as typed (spaces may belong to them); other fields lose the spaces a keyboard adds. */
const SECRET_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** The value that is checked and sent for a field. */
export function submittedValue(field: RegisterField, value: string): string {
  return SECRET_FIELDS.has(field) ? value : value.trim();
}

function fieldProblem(state: RegisterFieldState, rule: RegisterFieldRule | undefined, values: RegisterValues) {
  const value = submittedValue(state.field, values[state.field]);
  const problem = rule
    ? checkValue({ ...rule, required: state.required }, value)
    : state.required && value === ''
      ? ({ kind: 'missing' } as const)
      : null;
  if (problem) return problem;
  if (state.field === 'verificationCode' && codePointLength(value) > VERIFICATION_CODE_MAX_LENGTH) {
    return { kind: 'tooLong', maxLength: VERIFICATION_CODE_MAX_LENGTH } as const;
  }
  if (state.field === 'confirmPassword' && value !== submittedValue('password', values.password)) {
    return { kind: 'mismatch' } as const;
  }
  return null;
}

/**
 * Every problem of what was typed, per field on screen (spec §5), plus the 18+ box. Empty when the form may be sent.
 * Hidden fields are not checked: the server ignores them.
 */
export function validateRegistration(
  type: RegisterType,
  rules: RegisterRules,
  values: RegisterValues,
  options: RegisterFieldOptions = {},
): RegisterProblems {
  const problems: RegisterProblems = {};
  for (const state of registerFieldStates(type, rules, options)) {
    const problem = fieldProblem(state, rules[state.field], values);
    if (problem) problems[state.field] = problem;
  }
  if (!values.agreed) problems.agreed = { kind: 'notAgreed' };
  return problems;
}
