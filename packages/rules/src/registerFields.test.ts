import { describe, expect, it } from 'vitest';
import { acceptedPatternOf } from './check';
import type { PatternId } from './patterns';
import {
  emptyRegisterValues,
  registerFieldStates,
  submittedValue,
  validateRegistration,
  VERIFICATION_CODE_MAX_LENGTH,
  type RegisterFieldRule,
  type RegisterRules,
  type RegisterValues,
} from './registerFields';

const field = (patternId: PatternId, minLength: number, maxLength: number, required = false): RegisterFieldRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  acceptedPattern: acceptedPatternOf(patternId),
  patternId,
});

const rules: RegisterRules = {
  username: field('letterFirstAlphanumeric', 6, 16),
  password: field('lettersAndDigits', 6, 20),
  mobileNum: field('digits', 9, 10),
  email: field('email', 6, 60),
  affiliateCode: field('alphanumeric', 4, 12),
};

const good: RegisterValues = {
  ...emptyRegisterValues,
  username: 'player01',
  password: 'secret123',
  confirmPassword: 'secret123',
  mobileNum: '0812345678',
  agreed: true,
};

describe('registerFieldStates (spec §2, §5)', () => {
  it('username type: username, password and confirmation always, required whatever the setting', () => {
    const states = registerFieldStates('register', { ...rules, password: { ...rules.password!, required: false } });
    expect(states.map((s) => [s.field, s.required])).toEqual([
      ['username', true],
      ['mobileNum', true],
      ['password', true],
      ['confirmPassword', true],
      ['email', false],
      ['affiliateCode', false],
    ]);
  });

  it('mobile type: the mobile number and its SMS code, an optional password, no username', () => {
    const states = registerFieldStates('registerMobile', rules, { smsVerification: true });
    expect(states.map((s) => [s.field, s.required])).toEqual([
      ['mobileNum', true],
      ['verificationCode', true],
      ['password', false],
      ['email', false],
      ['affiliateCode', false],
    ]);
  });

  it("keeps the mobile type's password optional even when the setting requires one (username type)", () => {
    const required = { ...rules, password: { ...rules.password!, required: true } };
    const password = registerFieldStates('registerMobile', required).find((s) => s.field === 'password');
    expect(password?.required).toBe(false);
  });

  it('hides the affiliate code that came from the URL', () => {
    const states = registerFieldStates('register', rules, { affiliateCodeFromUrl: true });
    expect(states.map((s) => s.field)).not.toContain('affiliateCode');
  });
});

describe('validateRegistration', () => {
  it('passes a complete, valid form', () => {
    expect(validateRegistration('register', rules, good)).toEqual({});
  });

  it('reports every missing required field and the unticked 18+ box at once', () => {
    expect(validateRegistration('register', rules, emptyRegisterValues)).toEqual({
      username: { kind: 'missing' },
      mobileNum: { kind: 'missing' },
      password: { kind: 'missing' },
      confirmPassword: { kind: 'missing' },
      agreed: { kind: 'notAgreed' },
    });
  });

  it('reports a value breaking its rule with the family and bounds', () => {
    expect(validateRegistration('register', rules, { ...good, username: '1player' })).toEqual({
      username: { kind: 'pattern', patternId: 'letterFirstAlphanumeric', minLength: 6, maxLength: 16 },
    });
  });

  it('checks optional fields only when filled', () => {
    expect(validateRegistration('register', rules, { ...good, email: 'not-an-email' })).toEqual({
      email: { kind: 'pattern', patternId: 'email', minLength: 6, maxLength: 60 },
    });
  });

  it('confirm password must equal password', () => {
    expect(validateRegistration('register', rules, { ...good, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: { kind: 'mismatch' },
    });
  });

  it(`caps the verification code at ${VERIFICATION_CODE_MAX_LENGTH} characters`, () => {
    const values = { ...good, verificationCode: '1'.repeat(VERIFICATION_CODE_MAX_LENGTH + 1) };
    expect(validateRegistration('registerMobile', rules, values, { smsVerification: true })).toEqual({
      verificationCode: { kind: 'tooLong', maxLength: VERIFICATION_CODE_MAX_LENGTH },
    });
  });

  it('ignores hidden fields', () => {
    const values = { ...good, username: '', confirmPassword: '', qqNum: '!!' };
    expect(validateRegistration('registerMobile', rules, values)).toEqual({});
  });
});

describe('submittedValue', () => {
  it('trims what a keyboard adds, except in passwords', () => {
    expect(submittedValue('email', ' me@example.com ')).toBe('me@example.com');
    expect(submittedValue('password', ' pass word ')).toBe(' pass word ');
    expect(validateRegistration('register', rules, { ...good, username: ' player01 ' })).toEqual({});
  });
});
