import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { failure, fakeWrite } from '../testing/fakes';
import {
  PROFILE_SAVED_NOTICE_MS,
  PROFILE_SAVE_FAILED_KEY,
  profileMachine,
  type ProfileRecord,
  type ProfileUpdateRequest,
  type ProfileValues,
} from './profileMachine';

const NOW = Date.UTC(2026, 10, 25, 12);

const blank: ProfileRecord = {
  nickname: 'New Player',
  realName: null,
  realNameEditable: true,
  birthday: null,
  address: null,
  nationality: null,
  occupation: null,
  incomeSource: null,
  telegram: null,
};

const values: ProfileValues = {
  nickname: ' Somchai ',
  realName: ' Somchai   Jaidee ',
  birthday: '1990-05-17',
  address: '99 Sukhumvit Road, Bangkok',
  nationality: 'th',
  occupation: 'Engineer',
  incomeSource: 'SALARY',
  telegram: '@somchai_j',
};

function start(saved: ProfileRecord = blank, answers: (Error | 'ok')[] = []) {
  const updates: ProfileUpdateRequest[] = [];
  const machine = profileMachine.provide({
    actors: {
      saveProfile: fakeWrite<ProfileRecord, ProfileUpdateRequest>(updates, answers, (input) => ({
        ...saved,
        ...input,
        realName: input.realName ?? saved.realName,
        realNameEditable: false,
      })),
    },
  });
  const actor = createActor(machine, { input: { now: () => NOW } }).start();
  actor.send({ type: 'profile.loaded', profile: saved });
  return { actor, updates };
}
const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => vi.useRealTimers());

describe('profile (security centre: the member profile)', () => {
  it('saves the filled fields trimmed; "Saved" shows for a few seconds, then the form is plain', async () => {
    vi.useFakeTimers();
    const { actor, updates } = start();
    actor.send({ type: 'user.submit', values });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle();
    expect(updates).toEqual([
      {
        nickname: 'Somchai',
        realName: 'Somchai Jaidee',
        birthday: '1990-05-17',
        address: '99 Sukhumvit Road, Bangkok',
        nationality: 'TH',
        occupation: 'Engineer',
        incomeSource: 'SALARY',
        telegram: '@somchai_j',
      },
    ]);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.saved?.realNameEditable).toBe(false);
    await vi.advanceTimersByTimeAsync(PROFILE_SAVED_NOTICE_MS - 1);
    expect(actor.getSnapshot().value).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('sends only the nickname and the filled fields; empty ones never filled are left out', async () => {
    vi.useFakeTimers();
    const { actor, updates } = start();
    const only = {
      ...values,
      realName: '',
      birthday: '',
      address: '',
      nationality: '',
      occupation: '',
      incomeSource: '',
      telegram: '',
    };
    actor.send({ type: 'user.submit', values: only });
    await settle();
    expect(updates).toEqual([{ nickname: 'Somchai' }]);
  });

  it.each([
    ['nickname', '', { kind: 'missing' }],
    ['nickname', 'x', { kind: 'length', min: 2, max: 20 }],
    ['realName', 'Som chai2', { kind: 'format' }],
    ['birthday', '17/05/1990', { kind: 'format' }],
    ['birthday', '1990-02-30', { kind: 'notADate' }],
    ['birthday', '2010-01-01', { kind: 'tooYoung', age: 18 }],
    ['birthday', '1900-01-01', { kind: 'tooOld', age: 120 }],
    ['address', 'abc', { kind: 'length', min: 5, max: 200 }],
    ['address', 'Line\u0007bell', { kind: 'format' }],
    ['nationality', 'THA', { kind: 'format' }],
    ['occupation', 'x'.repeat(51), { kind: 'length', min: 2, max: 50 }],
    ['incomeSource', 'LOTTERY', { kind: 'format' }],
    ['telegram', '@ab', { kind: 'format' }],
  ] as const)('%s %j: %o', (field, value, problem) => {
    const { actor, updates } = start();
    actor.send({ type: 'user.submit', values: { ...values, [field]: value } });
    expect(actor.getSnapshot().context.problems).toEqual({ [field]: problem });
    expect(updates).toEqual([]);
    actor.send({ type: 'field.change', field });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('a filled field cannot be emptied; a set real name is neither checked nor sent', async () => {
    vi.useFakeTimers();
    const filled: ProfileRecord = {
      ...blank,
      realName: 'Demo Player',
      realNameEditable: false,
      telegram: 'demoplayer',
    };
    const { actor, updates } = start(filled);
    actor.send({ type: 'user.submit', values: { ...values, telegram: '', realName: 'anything 2' } });
    expect(actor.getSnapshot().context.problems).toEqual({ telegram: { kind: 'missing' } });
    actor.send({ type: 'user.submit', values: { ...values, realName: 'anything 2' } });
    await settle();
    expect(updates[0]).not.toHaveProperty('realName');
  });

  it('a failure naming a field shows beside it; a locked real name beside the name; others above the form', async () => {
    vi.useFakeTimers();
    const { actor } = start(blank, [
      failure('birthday: you must be at least 18 years old', 'BAD_REQUEST'),
      failure('The real name can only be changed by customer service', 'REAL_NAME_LOCKED'),
      failure('Network error', 'network'),
      new Error(''),
    ]);
    actor.send({ type: 'user.submit', values });
    await settle();
    expect(actor.getSnapshot().context.problems).toEqual({
      birthday: { kind: 'server', message: 'birthday: you must be at least 18 years old' },
    });
    actor.send({ type: 'user.submit', values });
    await settle();
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual(['realName']);
    actor.send({ type: 'user.submit', values });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Network error', problems: {} });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'user.submit', values });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(PROFILE_SAVE_FAILED_KEY);
  });

  it('after saving: typing, dismissing or saving again leave the notice', async () => {
    vi.useFakeTimers();
    const { actor, updates } = start();
    const saved = async () => {
      actor.send({ type: 'user.submit', values });
      await settle();
      expect(actor.getSnapshot().value).toBe('saved');
    };
    await saved();
    actor.send({ type: 'field.change', field: 'nickname' });
    expect(actor.getSnapshot().value).toBe('editing');
    await saved();
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    await saved();
    actor.send({ type: 'user.submit', values: { ...values, nickname: '' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ nickname: { kind: 'missing' } });
    await saved();
    actor.send({ type: 'user.submit', values });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle();
    expect(updates).toHaveLength(5);
  });

  it('checks the age by the clock: the day before the 18th birthday is too young', () => {
    const { actor } = start();
    actor.send({ type: 'user.submit', values: { ...values, birthday: '2008-11-26' } });
    expect(actor.getSnapshot().context.problems).toEqual({ birthday: { kind: 'tooYoung', age: 18 } });
    actor.send({ type: 'user.submit', values: { ...values, birthday: '2008-11-25' } });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});
