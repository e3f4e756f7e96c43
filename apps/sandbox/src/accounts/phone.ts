// Mobile numbers: one national number is one account, whatever dialling code it is sent with.

/** The national number without its trunk prefix (leading zeros): '0812345678' and '812345678' are the same line. */
export function nationalNumber(mobileNum: string): string {
  return mobileNum.replace(/^0+/, '');
}

/** '+66', '66' → '66'. */
export function dialingDigits(countryDialingCode: string): string {
  return countryDialingCode.replace(/^\+/, '');
}

/** How a number is shown in messages: '+66 812345678'. */
export function internationalNumber(countryDialingCode: string, mobileNum: string): string {
  return `+${dialingDigits(countryDialingCode)} ${nationalNumber(mobileNum)}`;
}
