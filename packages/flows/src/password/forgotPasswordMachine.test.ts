import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginSession, MemberInfo, PasswordResetByEmailRequest, PasswordResetByPhoneRequest } from '@wl/api/types';
import { acceptedPatternOf, type FieldRule, type PatternId } from '@wl/rules';
import type { SmsRequest } from '../sms';
import { recordingSms } from '../testing/fakes';
import { forgotPasswordMachine, type ForgotPasswordType } from './forgotPasswordMachine';

const rule = (patternId: PatternId, minLength: number, maxLength: number): FieldRule => ({
  required: true,
  minLength,
  maxLength,
  acceptedPattern: acceptedPatternOf(patternId),
  patternId,
});
const rules = {
  username: rule('letterFirstAlphanumeric', 6, 16),
  email: rule('email', 6, 60),
  password: rule('lettersAndDigits', 6, 20),
};
const session: LoginSession = {
  token: 'n'.repeat(32),
  firstTimeLogin: false,
  passwordExpired: false,
  isAgent: '0',
  account: 'demo',
};
const member: MemberInfo = { id: 1, account: 'demo', nickname: 'Demo', type: 0, isAgent: '0' };

function start(types: ForgotPasswordType[] = ['email', 'mobileNum'], failure?: Error) {
  const emails: PasswordResetByEmailRequest[] = [];
  const phones: PasswordResetByPhoneRequest[] = [];
  const sms: SmsRequest[] = [];
  const stored: unknown[] = [];
  const machine = forgotPasswordMachine.provide({
    actors: {
      resetByEmail: fromPromise<unknown, PasswordResetByEmailRequest>(async ({ input }) => {
        emails.push(input);
        if (failure) throw failure;
        return null;
      }),
      resetByPhone: fromPromise<LoginSession, PasswordResetByPhoneRequest>(async ({ input }) => {
        phones.push(input);
        if (failure) throw failure;
        return session;
      }),
      loadMember: fromPromise<MemberInfo, { session: LoginSession }>(async () => member),
      smsCountdown: recordingSms(sms),
    },
    actions: { storeSession: (_, params) => stored.push(params) },
  });
  const actor = createActor(machine, { input: { types, rules } }).start();
  return { actor, emails, phones, sms, stored };
}

const phoneSubmit = {
  type: 'user.submitPhone' as const,
  mobileNum: ' 0812345678 ',
  countryDialingCode: '+66',
  verificationCode: ' 123456 ',
  newPassword: 'fresh123',
  confirmNewPassword: 'fresh123',
};

describe('forgotPassword (spec §4 Forgot password)', () => {
  it('offers the mobile type only when the site does', () => {
    const { actor } = start(['email']);
    actor.send({ type: 'type.change', resetType: 'mobileNum' });
    expect(actor.getSnapshot().context.type).toBe('email');
  });

  it('by email: checks username and email by their rules, then sends them', async () => {
    const { actor, emails } = start();
    actor.send({ type: 'user.submitEmail', username: '', email: 'nope' });
    expect(actor.getSnapshot().context.problems).toEqual({
      username: { kind: 'missing' },
      email: { kind: 'pattern', patternId: 'email', minLength: 6, maxLength: 60 },
    });
    actor.send({ type: 'user.submitEmail', username: ' player01 ', email: 'p@example.com' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(emails).toEqual([{ username: 'player01', email: 'p@example.com' }]);
    expect(done.output).toEqual({ status: 'emailSent' });
  });

  it("by email: an unknown pair shows the server's message", async () => {
    const { actor } = start(['email'], new Error('Username/Email does not exist'));
    actor.send({ type: 'user.submitEmail', username: 'player01', email: 'p@example.com' });
    const editing = await waitFor(actor, (s) => s.context.error !== null);
    expect(editing.context.error).toBe('Username/Email does not exist');
  });

  it('by phone: requires a mobile number, the code and a new password by the rule', () => {
    const { actor, phones } = start();
    actor.send({ type: 'type.change', resetType: 'mobileNum' });
    actor.send({ ...phoneSubmit, mobileNum: '12-3', verificationCode: '', newPassword: 'abc' });
    expect(actor.getSnapshot().context.problems).toEqual({
      mobileNum: { kind: 'invalid' },
      verificationCode: { kind: 'missing' },
      newPassword: { kind: 'pattern', patternId: 'lettersAndDigits', minLength: 6, maxLength: 20 },
      confirmNewPassword: { kind: 'mismatch' },
    });
    expect(phones).toEqual([]);
  });

  it('by phone: sends the code, resets, stores the new session and ends logged in', async () => {
    const { actor, phones, sms, stored } = start();
    actor.send({ type: 'type.change', resetType: 'mobileNum' });
    actor.send({ type: 'sms.send', mobileNum: '0812345678', countryDialingCode: '+66' });
    await vi.waitFor(() => expect(sms).toHaveLength(1));
    actor.send(phoneSubmit);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(phones).toEqual([{ mobileNum: '0812345678', verificationCode: '123456', newPassword: 'fresh123' }]);
    expect(stored).toEqual([{ session }]);
    expect(done.output).toEqual({ status: 'loggedIn', session, member });
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('fresh123');
  });

  it('by phone: a wrong code shows on the code field', async () => {
    const wrong = Object.assign(new Error('Verification code error'), { value: { field: 'verificationCode' } });
    const { actor } = start(['email', 'mobileNum'], wrong);
    actor.send({ type: 'type.change', resetType: 'mobileNum' });
    actor.send(phoneSubmit);
    const editing = await waitFor(actor, (s) => Object.keys(s.context.fieldErrors).length > 0);
    expect(editing.context.fieldErrors).toEqual({ verificationCode: 'Verification code error' });
    actor.send({ type: 'field.change', field: 'verificationCode' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});
