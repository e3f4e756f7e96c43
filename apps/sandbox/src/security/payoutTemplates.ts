// What an e-wallet account or a crypto address can be added for (openapi PayoutTemplate): the providers and the
// coins on their networks, each with its fields' rules in the registration rules' shape. A crypto network's
// accountNumber rule is its address format, so a wrong address is refused like any field that breaks its rule.
import type { Schemas } from '../types.ts';
import type { BankField } from './bankCards.ts';
import { ACCOUNT_NAME } from './securitySeedData.ts';

export type PayoutTemplate = Schemas['PayoutTemplate'];

function walletNumber(acceptedPattern: string, length: number): BankField {
  return {
    field: 'accountNumber',
    label: 'Wallet number',
    required: true,
    minLength: length,
    maxLength: length,
    acceptedPattern,
    patternId: 'digits',
  };
}

function address(acceptedPattern: string, minLength: number, maxLength: number): BankField {
  return {
    field: 'accountNumber',
    label: 'Address',
    required: true,
    minLength,
    maxLength,
    acceptedPattern,
    patternId: 'alphanumeric',
  };
}

const eWallet = (code: string, name: string, number: BankField): PayoutTemplate => ({
  code,
  kind: 'eWallet',
  name,
  coin: null,
  network: null,
  fields: [ACCOUNT_NAME, number],
});

const crypto = (coin: string, network: string, rule: BankField): PayoutTemplate => ({
  code: `${coin}_${network}`,
  kind: 'crypto',
  name: `${coin} (${network})`,
  coin,
  network,
  fields: [rule],
});

/** Base58 (Bitcoin's alphabet: no 0, O, I, l) and bech32 (no 1, b, i, o after the separator). */
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const BECH32 = '[02-9ac-hj-np-z]';
const TRON = address(`^T${BASE58}{33}$`, 34, 34);
const ETHEREUM = address('^0x[0-9a-fA-F]{40}$', 42, 42);

export const PAYOUT_TEMPLATES: readonly PayoutTemplate[] = [
  eWallet('TRUEMONEY', 'TrueMoney Wallet', walletNumber('^0[689][0-9]{8}$', 10)),
  eWallet('GCASH', 'GCash', walletNumber('^09[0-9]{9}$', 11)),
  crypto('USDT', 'TRC20', TRON),
  crypto('USDT', 'ERC20', ETHEREUM),
  crypto('BTC', 'BTC', address(`^(bc1${BECH32}{11,71}|[13]${BASE58}{25,34})$`, 26, 74)),
  crypto('ETH', 'ERC20', ETHEREUM),
  crypto('LTC', 'LTC', address(`^(ltc1${BECH32}{11,71}|[LM3]${BASE58}{26,33})$`, 27, 75)),
];

export function payoutTemplate(code: string): PayoutTemplate | undefined {
  return PAYOUT_TEMPLATES.find((template) => template.code === code);
}
