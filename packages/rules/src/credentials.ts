// The fixed rules of the login, change-password and forgot-password forms (spec §5).

/**
 * Our choice (the spec says "mobile format" without one): a national number of 6 to 15 digits, the E.164 maximum.
 * The dialling code has its own picker, so no '+' or spaces here.
 */
export const MOBILE_NUMBER_PATTERN = /^[0-9]{6,15}$/;

export function isMobileNumber(value: string): boolean {
  return MOBILE_NUMBER_PATTERN.test(value);
}
