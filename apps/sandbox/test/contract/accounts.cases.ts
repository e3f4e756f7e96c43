import { expect } from 'vitest';
import { SMS_CODE_TTL_MS } from '../../src/accounts/accountsConstants.ts';
import type { Harness } from '../harness.ts';
import type { ContractCase } from './case.ts';

/** The newest code the sandbox sent to a number (development outbox). */
async function lastSmsCode(harness: Harness, mobile: string): Promise<string> {
  const res = await harness.call<{ body: string }[]>('GET', `/sandbox/outbox?mobile=${mobile}`);
  return /\b(\d{6})\b/.exec(res.body.value![0]!.body)![1]!;
}

/** A number gets one SMS a minute: move the sandbox clock past that before the next one. */
function waitForResend(harness: Harness) {
  harness.clock.now += SMS_CODE_TTL_MS;
}

/** One or more calls through @wl/api for each accounts operation (see contract-coverage.test.ts). */
export const accountsCases: ContractCase[] = [
  {
    name: 'registration settings and the affiliate-code check',
    async run({ visitor }) {
      const settings = await visitor.member.getRegisterSettings();
      expect(settings.registerTypes).toEqual({ register: true, registerMobile: true });
      expect(settings.fields.username).toMatchObject({
        enabled: true,
        required: true,
        patternId: 'letterFirstAlphanumeric',
      });
      expect(settings.countries).toContainEqual({
        countryCode: 'TH',
        countryDialingCode: settings.defaultCountryDialingCode,
      });
      await expect(visitor.member.checkAffiliateCode('AGENT01', 'localhost')).resolves.toBe(true);
      await expect(visitor.member.checkAffiliateCode('NOSUCH', 'localhost')).resolves.toBe(false);
    },
  },
  {
    name: 'register by username, change the password, reset it by email',
    async run({ visitor, clientFor, harness }) {
      const mobile = '0869000001';
      const expires = await visitor.member.sendRegisterSms({ countryDialingCode: '+66', mobileNo: mobile });
      expect(expires).toBe(harness.clock.now + SMS_CODE_TTL_MS);
      const form = {
        username: 'contract1',
        password: 'Contract1',
        confirmPassword: 'Contract1',
        mobileNum: mobile,
        countryDialingCode: '+66',
        email: 'contract1@example.com',
        affiliateCode: 'AGENT01',
        domain: 'localhost',
      };
      await expect(visitor.member.register({ ...form, verificationCode: '000000x' })).rejects.toMatchObject({
        kind: 'business',
        code: 'FIELD_INVALID',
        value: { field: 'verificationCode' },
      });
      const session = await visitor.member.register({ ...form, verificationCode: await lastSmsCode(harness, mobile) });
      expect(session).toMatchObject({ account: 'contract1', isAgent: '0', firstTimeLogin: false });

      const member = await clientFor('contract1', 'Contract1');
      await member.member.changePassword({
        oldPassword: 'Contract1',
        newPassword: 'Contract2',
        confirmNewPassword: 'Contract2',
      });
      await expect(
        member.member.changePassword({ oldPassword: 'Contract2', newPassword: '123456', confirmNewPassword: '123456' }),
      ).rejects.toMatchObject({ kind: 'business', code: 'WEAK_PASSWORD' });
      await clientFor('contract1', 'Contract2');

      await visitor.member.resetPasswordByEmail({ username: 'contract1', email: 'contract1@example.com' });
      const mail = await harness.call<{ body: string }[]>('GET', '/sandbox/outbox?email=contract1@example.com');
      const temporary = /temporary password is (\w+)\./.exec(mail.body.value![0]!.body)![1]!;
      const again = await clientFor('contract1', temporary);
      expect((await again.member.getMemberInfo()).account).toBe('contract1');
      await expect(
        visitor.member.resetPasswordByEmail({ username: 'contract1', email: 'other@example.com' }),
      ).rejects.toMatchObject({ kind: 'business', message: 'Username/Email does not exist' });
    },
  },
  {
    name: 'register by mobile, log in by SMS code (v2), set a password by phone',
    async run({ visitor, clientFor, harness }) {
      const mobile = '0869000002';
      await visitor.member.sendRegisterSms({ countryDialingCode: '+66', mobileNo: mobile });
      const session = await visitor.member.registerMobile({
        mobileNum: mobile,
        username: mobile,
        countryDialingCode: '+66',
        verificationCode: await lastSmsCode(harness, mobile),
      });
      expect(session?.account).toBe(mobile);

      waitForResend(harness);
      await visitor.session.sendLoginSms({ countryDialingCode: '+66', mobileNum: mobile });
      const v2 = await visitor.session.loginV2({
        type: 'sms',
        mobileNum: mobile,
        countryDialingCode: '+66',
        verificationCode: await lastSmsCode(harness, mobile),
      });
      expect(v2.memberInfo.account).toBe(mobile);

      waitForResend(harness);
      await visitor.session.sendLoginSms({ countryDialingCode: '+66', mobileNum: mobile });
      const account = await visitor.member.resetPasswordByPhone({
        newPassword: 'ByPhone1',
        mobileNum: mobile,
        verificationCode: await lastSmsCode(harness, mobile),
      });
      expect(account).toBe(mobile);
      await clientFor(account, 'ByPhone1');
      await expect(
        visitor.session.sendLoginSms({ countryDialingCode: '+66', mobileNum: mobile }),
      ).rejects.toMatchObject({
        kind: 'business',
        code: 'TOO_SOON',
        value: { retryAfter: 60 },
      });
    },
  },
  {
    name: 'login v2 by password answers the member info',
    async run({ visitor }) {
      const session = await visitor.session.loginV2({ type: 'username', username: 'demo', password: 'Demo1234' });
      expect(session.memberInfo).toMatchObject({ account: 'demo', isAgent: '0' });
    },
  },
  {
    name: 'free play makes a trial account',
    async run({ visitor }) {
      const session = await visitor.session.loginFreePlay('Linux');
      expect(session).toMatchObject({ isAgent: '4', account: expect.stringMatching(/^TRY\d{8}$/) });
    },
  },
  {
    name: 'avatar by the member info icon and by the member centre relay',
    async run({ member }) {
      const icon = await member.member.getMemberIcon();
      expect(icon.url).toBe(`/sandbox/assets/avatars/${icon.iconId}.svg`);
      expect(await member.member.getPlayerAvatar()).toEqual(icon);
    },
  },
];
