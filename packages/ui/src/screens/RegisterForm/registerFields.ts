/**
 * The registration fields of spec §2 and the rules of spec §5 that decide which of them show and which are required.
 * Data and one pure function, so the form, its stories and the site's container agree on what is on screen.
 */

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

/** Spec §3 per-field registration setting, as the server sends it. */
export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  minLength?: number | null;
  maxLength?: number | null;
  /** A regular expression; "*" means any characters. */
  acceptedPattern?: string | null;
  /** Names the error message `reg_pattern_{patternId}`. */
  patternId?: string | null;
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

const positive = (value: number | null | undefined) => (value && value > 0 ? value : undefined);

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

  // [shown, required whatever the setting says]; otherwise shown and required follow the server's setting
  const fixed: Partial<Record<RegisterField, readonly [boolean, boolean]>> = {
    username: [usernameType, true],
    mobileNum: [mobileShown, true],
    verificationCode: [mobileShown && smsVerification, true],
    password: [passwordShown, usernameType],
    confirmPassword: [usernameType, true],
    paymentPassword: [enabled('paymentPassword'), true],
    affiliateCode: [enabled('affiliateCode') && !affiliateCodeFromUrl, false],
  };

  return registerFields
    .filter((field) => fixed[field]?.[0] ?? enabled(field))
    .map((field) => {
      const rule = rules[field];
      return {
        field,
        required: fixed[field]?.[1] === true || rule?.required === true,
        minLength: positive(rule?.minLength),
        maxLength: positive(rule?.maxLength),
      };
    });
}
