// The security centre's form rules (spec §2, §4): the form and the sandbox refuse the same values.

/** The contract's FundsPassword: 6 to 20 characters (the withdraw page's rule). */
export const FUNDS_PASSWORD_MIN_LENGTH = 6;
export const FUNDS_PASSWORD_MAX_LENGTH = 20;
/** A security answer, once trimmed and with single spaces: 2 to 50 characters (the schema allows 2 to 50). */
export const SECURITY_ANSWER_MIN_LENGTH = 2;
export const SECURITY_ANSWER_MAX_LENGTH = 50;
