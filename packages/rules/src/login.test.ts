import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginProblems, loginValue, mobileNumberProblem } from './login';

const username = (values: Partial<{ username: string; password: string; captcha: string }> = {}) => ({
  type: 'username' as const,
  username: 'somchai88',
  password: 'Secret123',
  ...values,
});
const sms = (values: Partial<{ mobileNum: string; verificationCode: string }> = {}) => ({
  type: 'sms' as const,
  mobileNum: '0812345678',
  verificationCode: '482913',
  ...values,
});

describe('loginProblems (spec §5 Login)', () => {
  it('passes a filled username login', () => {
    expect(loginProblems(username())).toEqual({});
  });

  it('requires the username and the password, each reported at once', () => {
    expect(loginProblems(username({ username: '', password: '' }))).toEqual({
      username: { kind: 'missing' },
      password: { kind: 'missing' },
    });
  });

  it('a username of spaces is missing; a password of spaces is a password', () => {
    expect(loginProblems(username({ username: '   ', password: '   ' }))).toEqual({ username: { kind: 'missing' } });
  });

  it('requires the captcha only while one is shown', () => {
    expect(loginProblems(username({ captcha: '' }))).toEqual({});
    expect(loginProblems(username(), { captchaShown: true })).toEqual({ captcha: { kind: 'missing' } });
    expect(loginProblems(username({ captcha: ' ' }), { captchaShown: true })).toEqual({ captcha: { kind: 'missing' } });
    expect(loginProblems(username({ captcha: 'x7k2' }), { captchaShown: true })).toEqual({});
  });

  it('by SMS: the mobile number required and valid, the SMS code required; no captcha', () => {
    expect(loginProblems(sms(), { captchaShown: true })).toEqual({});
    expect(loginProblems(sms({ mobileNum: ' ', verificationCode: ' ' }))).toEqual({
      mobileNum: { kind: 'missing' },
      verificationCode: { kind: 'missing' },
    });
    expect(loginProblems(sms({ mobileNum: '123' }))).toEqual({ mobileNum: { kind: 'invalid' } });
  });
});

describe('mobileNumberProblem', () => {
  it('takes out the spaces and dashes people type', () => {
    expect(mobileNumberProblem('081 234 5678')).toBeNull();
    expect(mobileNumberProblem('081-234-5678')).toBeNull();
    expect(loginValue('mobileNum', ' 081 234-5678 ')).toBe('0812345678');
  });

  it('is missing when empty, invalid unless 6 to 15 digits', () => {
    expect(mobileNumberProblem('')).toEqual({ kind: 'missing' });
    expect(mobileNumberProblem(' - ')).toEqual({ kind: 'missing' });
    expect(mobileNumberProblem('12345')).toEqual({ kind: 'invalid' });
    expect(mobileNumberProblem('123456')).toBeNull();
    expect(mobileNumberProblem('1'.repeat(16))).toEqual({ kind: 'invalid' });
    expect(mobileNumberProblem('+66812345678')).toEqual({ kind: 'invalid' });
  });

  it('accepts exactly the numbers of 6 to 15 digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 }), (digits) => {
        const fits = digits.length >= 6 && digits.length <= 15;
        expect(mobileNumberProblem(digits)).toEqual(fits ? null : { kind: 'invalid' });
      }),
    );
  });
});

describe('loginValue', () => {
  it('keeps a password as typed and trims the rest', () => {
    expect(loginValue('password', ' pass word ')).toBe(' pass word ');
    expect(loginValue('username', ' somchai88 ')).toBe('somchai88');
    expect(loginValue('verificationCode', ' 482913 ')).toBe('482913');
    expect(loginValue('captcha', ' x7k2 ')).toBe('x7k2');
  });
});
