// The login form's rule (spec §5 Login): what a login by username or by SMS code needs before it may be sent.
// Shared by the login flow (which blocks the call while a problem remains) and the form's stories.
import { isMobileNumber } from './credentials';

export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode';

/** Why a login field fails: left empty, or (the mobile number) not shaped like one. */
export type LoginProblem = { kind: 'missing' } | { kind: 'invalid' };

export type LoginProblems = Partial<Record<LoginField, LoginProblem>>;

/** What a login by username sends: `captcha` only matters while one is shown. */
export interface UsernameLoginSubmission {
  type: 'username';
  username: string;
  password: string;
  captcha?: string;
}

/** What a login by SMS code sends (the server takes no captcha with it). */
export interface SmsLoginSubmission {
  type: 'sms';
  mobileNum: string;
  verificationCode: string;
}

export type LoginSubmission = UsernameLoginSubmission | SmsLoginSubmission;

export interface LoginRuleOptions {
  /** The server asked for a captcha after a failed login: it is required from now on. */
  captchaShown?: boolean;
}

/**
 * The value that is checked and sent: a password as typed (spaces may belong to it); a mobile number without the
 * spaces and dashes people type in one; anything else trimmed.
 */
export function loginValue(field: LoginField, value: string): string {
  if (field === 'password') return value;
  if (field === 'mobileNum') return value.replace(/[\s-]/g, '');
  return value.trim();
}

/** Spec §5: the mobile number is required and must look like one. Also what the "send SMS" button needs first. */
export function mobileNumberProblem(mobileNum: string): LoginProblem | null {
  const value = loginValue('mobileNum', mobileNum);
  if (value === '') return { kind: 'missing' };
  return isMobileNumber(value) ? null : { kind: 'invalid' };
}

/**
 * Every problem of a login submit, per field (spec §5 Login): username and password required, the captcha required
 * while shown; by SMS, the mobile number required and valid and the SMS code required. Empty when it may be sent.
 */
export function loginProblems(
  submission: LoginSubmission,
  { captchaShown = false }: LoginRuleOptions = {},
): LoginProblems {
  const problems: LoginProblems = {};
  const missing = (field: LoginField, value: string | undefined) => {
    if (loginValue(field, value ?? '') === '') problems[field] = { kind: 'missing' };
  };
  if (submission.type === 'sms') {
    const mobile = mobileNumberProblem(submission.mobileNum);
    if (mobile) problems.mobileNum = mobile;
    missing('verificationCode', submission.verificationCode);
    return problems;
  }
  missing('username', submission.username);
  missing('password', submission.password);
  if (captchaShown) missing('captcha', submission.captcha);
  return problems;
}

/** Spec §9: the `isAgent` of a trial (free-play) account. */
export const TRIAL_IS_AGENT = '4';

/** Spec §9: logging in with this password forces a password change. */
export const WEAK_DEFAULT_PASSWORD = '123456';
