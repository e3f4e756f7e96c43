// Server-side checking of registration fields against the server's own rules (spec §5), with the shared check of
// @wl/rules and the server's English messages.
import { checkValue, englishPatternMessage, type FieldRule } from '@wl/rules';

/** Every field of the registration form (spec §2), in form order, with the name used in messages. */
export const REGISTRATION_FIELDS = [
  { field: 'username', label: 'Username' },
  { field: 'mobileNum', label: 'Mobile number' },
  { field: 'verificationCode', label: 'Verification code' },
  { field: 'password', label: 'Password' },
  { field: 'confirmPassword', label: 'Confirm password' },
  { field: 'payeeName', label: 'Payee name' },
  { field: 'paymentPassword', label: 'Payment password' },
  { field: 'qqNum', label: 'QQ' },
  { field: 'line', label: 'Line' },
  { field: 'whatsapp', label: 'WhatsApp' },
  { field: 'zalo', label: 'Zalo' },
  { field: 'facebook', label: 'Facebook' },
  { field: 'wechat', label: 'WeChat' },
  { field: 'idNumber', label: 'ID number' },
  { field: 'email', label: 'Email' },
  { field: 'affiliateCode', label: 'Affiliate code' },
  { field: 'captcha', label: 'Captcha' },
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number]['field'];

export type { FieldRule };

/** The required message: the field name plus 'not empty' (spec §5). */
export function missingMessage(label: string): string {
  return `${label} not empty`;
}

/** null when the value satisfies the rule, else the message for the player. An absent or empty value is "missing". */
export function checkField(rule: FieldRule, value: string | undefined, label: string): string | null {
  const problem = checkValue(rule, value ?? '');
  if (!problem) return null;
  return problem.kind === 'missing'
    ? missingMessage(label)
    : englishPatternMessage(problem.patternId, problem.minLength, problem.maxLength);
}
