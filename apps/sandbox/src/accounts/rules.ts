// Server-side checking of registration fields against the server's own rules (spec §5).
import { ANY_PATTERN, PATTERN_FAMILIES, type PatternId } from './patterns.ts';

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

/** What a field must satisfy; lengths count Unicode code points, as the contract's maxLength does. */
export interface FieldRule {
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: PatternId;
}

const FAMILIES = new Map(
  PATTERN_FAMILIES.map((family) => [
    family.id,
    { message: family.message, regex: family.source === ANY_PATTERN ? null : new RegExp(family.source) },
  ]),
);

export function acceptedPatternOf(patternId: PatternId): string {
  return PATTERN_FAMILIES.find((family) => family.id === patternId)!.source;
}

/** The family's message with its bounds; when they are equal, '(min) - (max)' becomes the one number (spec §5). */
export function patternMessage(patternId: PatternId, minLength: number, maxLength: number): string {
  const message = FAMILIES.get(patternId)!.message;
  const bounded = minLength === maxLength ? message.replace('(min) - (max)', String(minLength)) : message;
  return bounded.replace('(min)', String(minLength)).replace('(max)', String(maxLength));
}

/** The required message: the field name plus 'not empty' (spec §5). */
export function missingMessage(label: string): string {
  return `${label} not empty`;
}

/** null when the value satisfies the rule, else the message for the player. An absent or empty value is "missing". */
export function checkField(rule: FieldRule, value: string | undefined, label: string): string | null {
  if (value === undefined || value === '') return rule.required ? missingMessage(label) : null;
  const length = [...value].length;
  const family = FAMILIES.get(rule.patternId)!;
  const fits = length >= rule.minLength && length <= rule.maxLength && (family.regex?.test(value) ?? true);
  return fits ? null : patternMessage(rule.patternId, rule.minLength, rule.maxLength);
}
