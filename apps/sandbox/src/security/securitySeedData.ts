// What the security area starts with: the recovery questions, the banks and their form templates, and the demo
// accounts' security details (base/demoAccounts.ts): `demo` complete, `agent` with a funds password, the others
// with nothing but what registration gave them.
import { acceptedPatternOf } from '@wl/rules';
import type { BankField } from './bankCards.ts';

export const SECURITY_QUESTIONS = [
  { id: 1, question: "What is your mother's maiden name?" },
  { id: 2, question: 'What was the name of your first pet?' },
  { id: 3, question: 'In which city were you born?' },
  { id: 4, question: 'What was the name of your primary school?' },
  { id: 5, question: 'What is your favourite food?' },
  { id: 6, question: 'What was the model of your first car or motorbike?' },
] as const;

export const ACCOUNT_NAME: BankField = {
  field: 'accountName',
  label: 'Account name',
  required: true,
  minLength: 2,
  maxLength: 50,
  acceptedPattern: acceptedPatternOf('thaiEnglishSpaces'),
  patternId: 'thaiEnglishSpaces',
};

function accountNumber(minLength: number, maxLength: number): BankField {
  return {
    field: 'accountNumber',
    label: 'Account number',
    required: true,
    minLength,
    maxLength,
    acceptedPattern: acceptedPatternOf('digits'),
    patternId: 'digits',
  };
}

const BRANCH: BankField = {
  field: 'branch',
  label: 'Branch',
  required: true,
  minLength: 2,
  maxLength: 50,
  acceptedPattern: acceptedPatternOf('any'),
  patternId: 'any',
};

/** Thai banks: 10-digit accounts, 12 at the state banks; one asks for the branch; one is switched off. */
export const BANKS: readonly { code: string; name: string; fields: BankField[]; active: boolean }[] = [
  { code: 'KBANK', name: 'Kasikornbank', fields: [ACCOUNT_NAME, accountNumber(10, 10)], active: true },
  { code: 'SCB', name: 'Siam Commercial Bank', fields: [ACCOUNT_NAME, accountNumber(10, 10)], active: true },
  { code: 'BBL', name: 'Bangkok Bank', fields: [ACCOUNT_NAME, accountNumber(10, 10)], active: true },
  { code: 'KTB', name: 'Krungthai Bank', fields: [ACCOUNT_NAME, accountNumber(10, 10)], active: true },
  { code: 'BAY', name: 'Krungsri (Bank of Ayudhya)', fields: [ACCOUNT_NAME, accountNumber(10, 10)], active: true },
  { code: 'TTB', name: 'TMBThanachart Bank', fields: [ACCOUNT_NAME, accountNumber(10, 10)], active: true },
  { code: 'GSB', name: 'Government Savings Bank', fields: [ACCOUNT_NAME, accountNumber(12, 12), BRANCH], active: true },
  {
    code: 'BAAC',
    name: 'Bank for Agriculture and Agricultural Co-operatives',
    fields: [ACCOUNT_NAME, accountNumber(12, 12)],
    active: true,
  },
  { code: 'UOBT', name: 'UOB Thailand', fields: [ACCOUNT_NAME, accountNumber(10, 10)], active: false },
];

/** The demo accounts' funds passwords (printed on start). */
export const DEMO_FUNDS_PASSWORDS: Readonly<Record<string, string>> = { demo: 'Funds1234', agent: 'Funds5678' };

/** The `demo` account's complete profile, security question and card. */
export const DEMO_SECURITY = {
  account: 'demo',
  profile: {
    birthday: '1990-05-17',
    address: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
    nationality: 'TH',
    occupation: 'Engineer',
    incomeSource: 'SALARY',
    telegram: 'demoplayer',
  },
  questionId: 2,
  answer: 'Mali',
  card: { bankCode: 'KBANK', accountNumber: '1234567890' },
} as const;
