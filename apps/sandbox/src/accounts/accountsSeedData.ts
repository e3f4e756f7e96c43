// What the accounts area starts with: the sandbox merchant's registration rules and switches, dialling codes,
// the demo accounts' contact details and the demo agent's invitation codes.
import type { PatternId } from '@wl/rules';
import type { RegistrationField } from './rules.ts';

export interface FieldSeed {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: PatternId;
}

/** Every field of the form (all of REGISTRATION_FIELDS); the disabled ones still carry a rule for operators to turn on. */
export const FIELD_RULES: Record<RegistrationField, FieldSeed> = {
  username: { enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 'letterFirstAlphanumeric' },
  mobileNum: { enabled: true, required: true, minLength: 8, maxLength: 15, patternId: 'digits' },
  verificationCode: { enabled: true, required: true, minLength: 6, maxLength: 6, patternId: 'digits' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'lettersAndDigits' },
  confirmPassword: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'lettersAndDigits' },
  payeeName: { enabled: true, required: false, minLength: 2, maxLength: 50, patternId: 'thaiEnglishSpaces' },
  paymentPassword: { enabled: false, required: true, minLength: 6, maxLength: 6, patternId: 'digits' },
  qqNum: { enabled: false, required: false, minLength: 5, maxLength: 11, patternId: 'digits' },
  line: { enabled: true, required: false, minLength: 2, maxLength: 30, patternId: 'noSpaces' },
  whatsapp: { enabled: false, required: false, minLength: 8, maxLength: 15, patternId: 'digits' },
  zalo: { enabled: false, required: false, minLength: 8, maxLength: 15, patternId: 'digits' },
  facebook: { enabled: false, required: false, minLength: 5, maxLength: 50, patternId: 'lettersDigitsSymbols' },
  wechat: { enabled: false, required: false, minLength: 6, maxLength: 20, patternId: 'letterFirstAlphanumeric' },
  idNumber: { enabled: false, required: false, minLength: 13, maxLength: 13, patternId: 'digits' },
  email: { enabled: true, required: false, minLength: 6, maxLength: 64, patternId: 'email' },
  affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 16, patternId: 'alphanumeric' },
  captcha: { enabled: false, required: true, minLength: 4, maxLength: 4, patternId: 'digits' },
};

export const REGISTRATION_OPTIONS = {
  registerEnabled: true,
  registerMobileEnabled: true,
  smsVerification: true,
  mobileCodeLogin: true,
  forcedPasswordChange: true,
  defaultCountryDialingCode: '+66',
} as const;

/** The dialling-code picker, in display order (Southeast Asia first). */
export const DIALING_COUNTRIES = [
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'KH', countryDialingCode: '+855' },
  { countryCode: 'LA', countryDialingCode: '+856' },
  { countryCode: 'MM', countryDialingCode: '+95' },
  { countryCode: 'SG', countryDialingCode: '+65' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'KR', countryDialingCode: '+82' },
  { countryCode: 'JP', countryDialingCode: '+81' },
  { countryCode: 'IN', countryDialingCode: '+91' },
] as const;

/** Contact details of the demo accounts of base/demoAccounts.ts (by account name; the trial account has none). */
export const DEMO_PROFILES = [
  { account: 'demo', mobileNum: '0812345678', email: 'demo@example.com', payeeName: 'Demo Player', line: 'demoplayer' },
  { account: 'agent', mobileNum: '0898765432', email: 'agent@example.com', payeeName: 'Demo Agent', line: 'demoagent' },
  { account: 'weak', mobileNum: '0823456789', email: 'weak@example.com', payeeName: 'New Player', line: null },
  { account: 'expired', mobileNum: '0834567890', email: 'expired@example.com', payeeName: 'Old Player', line: null },
] as const;

/** Invitation codes of the demo agent: two for any site, one tied to a domain, one no longer active. */
export const AFFILIATE_CODES = [
  { code: 'AGENT01', agent: 'agent', domain: null, active: true },
  { code: 'SIAM888', agent: 'agent', domain: null, active: true },
  { code: 'VIPCLUB', agent: 'agent', domain: 'vip.example.com', active: true },
  { code: 'OLD2024', agent: 'agent', domain: null, active: false },
] as const;
