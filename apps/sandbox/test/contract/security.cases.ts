import { expect } from 'vitest';
import { isApiError, newIdempotencyKey, type LoginVerificationRequired } from '@wl/api';
import { base32Decode, totp } from '../../src/security/totp.ts';
import type { Harness } from '../harness.ts';
import type { ContractCase } from './case.ts';

/** The newest code the sandbox sent (development outbox): `mobile=<number>` or `email=<address>`. */
async function lastCode(harness: Harness, query: string): Promise<string> {
  const res = await harness.call<{ body: string }[]>('GET', `/sandbox/outbox?${query}`);
  return /\b(\d{6})\b/.exec(res.body.value![0]!.body)![1]!;
}

/** The business failure a call ends in (its code and value), or a failed expectation when it succeeds. */
async function failure(call: Promise<unknown>): Promise<{ code: string | null | undefined; value: unknown }> {
  try {
    await call;
  } catch (error) {
    expect(isApiError(error) && error.kind).toBe('business');
    if (isApiError(error)) return { code: error.code, value: error.value };
  }
  throw new Error('expected a business failure');
}

/** The account these cases change (the demo member is shared with the other areas' cases; it is only read). */
const ACCOUNT = 'expired';
const PASSWORD = 'Expired1234';
const FUNDS = 'Vault1234';

/** One or more calls through @wl/api for each security operation (see contract-coverage.test.ts). */
export const securityCases: ContractCase[] = [
  {
    name: 'the overview, the profile, the banks and cards of the demo member (numbers masked)',
    async run({ member }) {
      const config = await member.security.getConfig();
      expect(config.items.fundsPassword).toEqual({ enabled: true, isComplete: true, updateEnabled: true });
      expect(config.completion.total).toBe(7);
      expect((await member.security.getProfile()).realName).toBe('Demo Player');
      const banks = await member.security.getBanks();
      expect(banks.find((b) => b.code === 'KBANK')!.fields.map((f) => f.field)).toEqual([
        'accountName',
        'accountNumber',
      ]);
      const cards = await member.security.getBankCards();
      expect(cards.cards[0]).toMatchObject({ bankCode: 'KBANK', accountNumber: '•••• 7890' });
    },
  },
  {
    name: 'profile update; funds password set, change, question and reset',
    async run({ clientFor }) {
      const api = await clientFor(ACCOUNT, PASSWORD);
      const profile = await api.security.updateProfile({
        nickname: 'Old Player',
        occupation: 'Retired',
        incomeSource: 'PENSION',
      });
      expect(profile).toMatchObject({ occupation: 'Retired', incomeSource: 'PENSION', realName: 'Old Player' });
      await api.security.setFundsPassword({ password: 'Vault0000', confirmPassword: 'Vault0000' });
      expect(
        await failure(
          api.security.changeFundsPassword({ oldPassword: 'wrong', password: FUNDS, confirmPassword: FUNDS }),
        ),
      ).toEqual({
        code: 'FUNDS_PASSWORD_INCORRECT',
        value: { attemptsLeft: 4 },
      });
      await api.security.changeFundsPassword({
        oldPassword: 'Vault0000',
        password: 'Vault5678',
        confirmPassword: 'Vault5678',
      });
      const { questions } = await api.security.getSecurityQuestions();
      await api.security.setSecurityQuestion({
        questionId: questions[0]!.id,
        answer: 'Somsri',
        fundsPassword: 'Vault5678',
      });
      expect((await api.security.getSecurityQuestions()).chosenQuestionId).toBe(questions[0]!.id);
      await api.security.resetFundsPassword({ answer: 'somsri', password: FUNDS, confirmPassword: FUNDS });
    },
  },
  {
    name: 'bind a mobile number and an email with codes',
    async run({ clientFor, harness }) {
      const api = await clientFor('team3', 'Team1234');
      const phone = { countryDialingCode: '+66', mobileNum: '0869100001' };
      expect(await api.security.sendBindMobileCode(phone)).toBe(harness.clock.now + 60_000);
      await api.security.bindMobile({ ...phone, verificationCode: await lastCode(harness, 'mobile=869100001') });
      const email = 'team3@example.com';
      await api.security.sendBindEmailCode({ email });
      await api.security.bindEmail({ email, verificationCode: await lastCode(harness, `email=${email}`) });
      const config = await api.security.getConfig();
      expect([config.items.mobile.isComplete, config.items.email.isComplete]).toEqual([true, true]);
    },
  },
  {
    name: 'add a bank card with the funds password and delete it again',
    async run({ clientFor }) {
      const api = await clientFor(ACCOUNT, PASSWORD);
      const card = await api.security.addBankCard({
        bankCode: 'SCB',
        accountName: 'Old Player',
        accountNumber: '8080808080',
        fundsPassword: FUNDS,
      });
      expect(card).toMatchObject({ bankName: 'Siam Commercial Bank', accountNumber: '•••• 8080' });
      expect(
        await failure(
          api.security.addBankCard({
            bankCode: 'SCB',
            accountName: 'Someone',
            accountNumber: '8181818181',
            fundsPassword: FUNDS,
          }),
        ),
      ).toEqual({
        code: 'ACCOUNT_NAME_MISMATCH',
        value: null,
      });
      await api.security.deleteBankCard({ method: 'fundsPassword', cardId: card.id, fundsPassword: FUNDS });
      expect((await api.security.getBankCards()).cards).toEqual([]);
    },
  },
  {
    name: 'add an e-wallet and a crypto address, withdraw in crypto at the rate, and delete them',
    async run({ clientFor, harness }) {
      const api = await clientFor(ACCOUNT, PASSWORD);
      const accounts = await api.security.getPayoutAccounts();
      expect(accounts.templates.map((t) => t.code)).toContain('USDT_TRC20');
      const wallet = await api.security.addPayoutAccount({
        code: 'TRUEMONEY',
        accountName: 'Old Player',
        accountNumber: '0861234567',
        fundsPassword: FUNDS,
      });
      expect(wallet).toMatchObject({ kind: 'eWallet', accountNumber: '•••• 4567' });
      const address = await api.security.addPayoutAccount({
        code: 'USDT_TRC20',
        accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        fundsPassword: FUNDS,
      });
      await harness.call('POST', `/sandbox/cashier/members/${ACCOUNT}/adjust`, { json: { amount: '500.00' } });
      const rate = (await api.cashier.getWithdrawSettings()).cryptoRates.find((r) => r.coin === 'USDT')!;
      const order = await api.cashier.createWithdrawal({
        idempotencyKey: newIdempotencyKey(),
        amount: '350.00',
        payoutAccountId: address.id,
        password: FUNDS,
      });
      expect(order).toMatchObject({
        method: 'crypto',
        bankCard: null,
        payoutAccount: { payoutAccountId: address.id, name: 'USDT (TRC20)', maskedNumber: '•••• bLSE' },
        crypto: { coin: 'USDT', network: 'TRC20', rate: rate.rate },
      });
      expect((await api.security.getPayoutAccounts()).eWallets).toHaveLength(1);
      await api.security.deletePayoutAccount({ method: 'fundsPassword', accountId: wallet.id, fundsPassword: FUNDS });
      await api.security.deletePayoutAccount({ method: 'fundsPassword', accountId: address.id, fundsPassword: FUNDS });
      expect((await api.security.getPayoutAccounts()).cryptoAddresses).toEqual([]);
    },
  },
  {
    name: 'bind Google Authenticator with a code and unbind it',
    async run({ clientFor, harness }) {
      const api = await clientFor(ACCOUNT, PASSWORD);
      const setup = await api.security.startAuthenticator();
      expect(setup).toMatchObject({ algorithm: 'SHA1', digits: 6, period: 30, accountName: ACCOUNT });
      const code = (steps: number) => totp(base32Decode(setup.secret), harness.clock.now + steps * 30_000);
      await api.security.confirmAuthenticator(code(0));
      await api.security.unbindAuthenticator(code(1));
    },
  },
  {
    name: 'a login from a new address is verified by a code sent to the bound mobile number',
    async run({ clientFor, harness, visitor }) {
      await harness.call('POST', '/sandbox/security/new-ip', { json: { account: ACCOUNT } });
      const pending = await failure(
        visitor.session.loginV2({ type: 'username', username: ACCOUNT, password: PASSWORD }),
      );
      expect(pending.code).toBe('VERIFICATION_REQUIRED');
      const { verificationToken, methods } = (pending.value as LoginVerificationRequired).verificationRequired;
      expect(methods).toContain('sms');
      await visitor.security.sendLoginVerificationCode(verificationToken, 'sms');
      const session = await visitor.security.verifyLogin({
        method: 'sms',
        verificationToken,
        code: await lastCode(harness, 'mobile=834567890'),
      });
      expect(session).toMatchObject({ account: ACCOUNT, memberInfo: { account: ACCOUNT } });
      // The client logs in normally from then on.
      await clientFor(ACCOUNT, PASSWORD);
    },
  },
];
