import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { failure, nextAnswer } from '../testing/fakes';
import {
  FUNDS_PASSWORD_FAILED_KEY,
  availableFundsPasswordModes,
  fundsPasswordMachine,
  type FundsPasswordChangeRequest,
  type FundsPasswordInput,
  type FundsPasswordResetRequest,
  type FundsPasswordSetRequest,
  type SecurityQuestionRequest,
  type FundsPasswordValues,
} from './fundsPasswordMachine';

const empty: FundsPasswordValues = {
  oldPassword: '',
  password: '',
  confirmPassword: '',
  answer: '',
  questionId: '',
  fundsPassword: '',
};

/** An API-like failure: a message, a business code, the envelope's value. */

type Call = { actor: string; input: unknown };

function start(input: FundsPasswordInput, answers: (Error | 'ok')[] = []) {
  const calls: Call[] = [];
  const actor = <I>(name: string) =>
    fromPromise<unknown, I>(async ({ input: body }) => {
      calls.push({ actor: name, input: body });
      nextAnswer(answers, 'ok');
      return null;
    });
  const machine = fundsPasswordMachine.provide({
    actors: {
      setPassword: actor<FundsPasswordSetRequest>('set'),
      changePassword: actor<FundsPasswordChangeRequest>('change'),
      resetPassword: actor<FundsPasswordResetRequest>('reset'),
      setQuestion: actor<SecurityQuestionRequest>('question'),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

const submit = (values: Partial<FundsPasswordValues>) =>
  ({ type: 'user.submit', values: { ...empty, ...values } }) as const;
const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => vi.useRealTimers());

describe('fundsPassword (security centre: funds password and security question)', () => {
  it('starts in set without a funds password, in change with one; offers the modes the member may use', () => {
    expect(start({ hasPassword: false, questionSet: false }).actor.getSnapshot().context.mode).toBe('set');
    expect(start({ hasPassword: true, questionSet: false }).actor.getSnapshot().context.mode).toBe('change');
    expect(availableFundsPasswordModes({ hasPassword: false, questionSet: true })).toEqual(['set']);
    expect(availableFundsPasswordModes({ hasPassword: true, questionSet: false })).toEqual(['change', 'question']);
    expect(availableFundsPasswordModes({ hasPassword: true, questionSet: true })).toEqual([
      'change',
      'reset',
      'question',
    ]);
  });

  it('set: checks the length and the confirmation, then sets it and asks for the security question next', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({ hasPassword: false, questionSet: false });
    actor.send(submit({ password: '12345', confirmPassword: '' }));
    expect(actor.getSnapshot().context.problems).toEqual({
      password: { kind: 'length', min: 6, max: 20 },
      confirmPassword: { kind: 'missing' },
    });
    actor.send(submit({ password: '', confirmPassword: 'x' }));
    expect(actor.getSnapshot().context.problems).toEqual({
      password: { kind: 'missing' },
      confirmPassword: { kind: 'mismatch' },
    });
    actor.send({ type: 'field.change', field: 'password' });
    expect(actor.getSnapshot().context.problems).toEqual({ confirmPassword: { kind: 'mismatch' } });
    actor.send(submit({ password: 'Funds123', confirmPassword: 'Funds123' }));
    expect(actor.getSnapshot().matches({ submitting: 'set' })).toBe(true);
    await settle();
    const { context } = actor.getSnapshot();
    expect(calls).toEqual([{ actor: 'set', input: { password: 'Funds123', confirmPassword: 'Funds123' } }]);
    expect(context).toMatchObject({ outcome: 'set', hasPassword: true, mode: 'question', problems: {} });
    expect(JSON.stringify(context)).not.toContain('Funds123');
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });

  it('change: the old password is asked; a wrong one shows beside it with the tries left', async () => {
    vi.useFakeTimers();
    const wrong = failure('Funds password is incorrect, 4 attempts left', 'FUNDS_PASSWORD_INCORRECT', {
      attemptsLeft: 4,
    });
    const { actor, calls } = start({ hasPassword: true, questionSet: true }, [wrong]);
    actor.send(submit({ password: 'NewFunds1', confirmPassword: 'NewFunds1' }));
    expect(actor.getSnapshot().context.problems).toEqual({ oldPassword: { kind: 'missing' } });
    actor.send(submit({ oldPassword: 'bad', password: 'NewFunds1', confirmPassword: 'NewFunds1' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      attemptsLeft: 4,
      error: null,
      problems: { oldPassword: { kind: 'server', message: 'Funds password is incorrect, 4 attempts left' } },
    });
    actor.send(submit({ oldPassword: 'Funds123', password: 'NewFunds1', confirmPassword: 'NewFunds1' }));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ outcome: 'changed', mode: 'change', attemptsLeft: null });
    expect(calls.map((call) => call.actor)).toEqual(['change', 'change']);
  });

  it('a locked funds password waits out the lock, then the form is usable again', async () => {
    vi.useFakeTimers();
    const locked = failure(
      'Too many wrong funds passwords, please try again after 30 minutes',
      'FUNDS_PASSWORD_LOCKED',
      {
        attemptsLeft: 0,
        retryAfter: 1800,
      },
    );
    const { actor, calls } = start({ hasPassword: true, questionSet: false }, [locked]);
    actor.send(submit({ oldPassword: 'bad', password: 'NewFunds1', confirmPassword: 'NewFunds1' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.lockMs).toBe(1_800_000);
    actor.send(submit({ oldPassword: 'Funds123', password: 'NewFunds1', confirmPassword: 'NewFunds1' }));
    actor.send({ type: 'field.change', field: 'oldPassword' });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_799_999);
    expect(actor.getSnapshot().value).toBe('locked');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ lockMs: 0, attemptsLeft: null });
  });

  it('reset: the answer and the new password; a wrong answer shows beside the answer; sent normalised', async () => {
    vi.useFakeTimers();
    const wrong = failure('The answer is incorrect, 4 attempts left', 'SECURITY_ANSWER_INCORRECT', { attemptsLeft: 4 });
    const { actor, calls } = start({ hasPassword: true, questionSet: true }, [wrong]);
    actor.send({ type: 'mode.choose', mode: 'reset' });
    actor.send(submit({ answer: '  ', password: 'NewFunds1', confirmPassword: 'NewFunds1' }));
    expect(actor.getSnapshot().context.problems).toEqual({ answer: { kind: 'missing' } });
    actor.send(submit({ answer: '  Big   Mali ', password: 'NewFunds1', confirmPassword: 'NewFunds1' }));
    await settle();
    expect(actor.getSnapshot().context.problems.answer).toEqual({
      kind: 'server',
      message: 'The answer is incorrect, 4 attempts left',
    });
    actor.send(submit({ answer: 'Mali', password: 'NewFunds1', confirmPassword: 'NewFunds1' }));
    await settle();
    expect(calls.map((call) => call.input)).toEqual([
      { answer: 'Big Mali', password: 'NewFunds1', confirmPassword: 'NewFunds1' },
      { answer: 'Mali', password: 'NewFunds1', confirmPassword: 'NewFunds1' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ outcome: 'reset', mode: 'change' });
  });

  it('question: a question, an answer of 2 to 50 characters and the funds password; then the question is set', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({ hasPassword: true, questionSet: false });
    actor.send({ type: 'mode.choose', mode: 'reset' });
    expect(actor.getSnapshot().context.mode).toBe('change');
    actor.send({ type: 'mode.choose', mode: 'question' });
    actor.send(submit({ answer: ' a ' }));
    expect(actor.getSnapshot().context.problems).toEqual({
      questionId: { kind: 'missing' },
      answer: { kind: 'length', min: 2, max: 50 },
      fundsPassword: { kind: 'missing' },
    });
    actor.send(submit({ questionId: '2', answer: ' Mali ', fundsPassword: 'Funds123' }));
    expect(actor.getSnapshot().matches({ submitting: 'question' })).toBe(true);
    await settle();
    expect(calls).toEqual([{ actor: 'question', input: { questionId: 2, answer: 'Mali', fundsPassword: 'Funds123' } }]);
    expect(actor.getSnapshot().context).toMatchObject({ outcome: 'questionSet', questionSet: true, mode: 'change' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Funds123');
  });

  it('failures: the same as the login password beside the new one; others above the form, or the fallback key', async () => {
    vi.useFakeTimers();
    const { actor } = start({ hasPassword: false, questionSet: false }, [
      failure('The funds password must differ from the login password', 'SAME_AS_LOGIN_PASSWORD'),
      failure('The funds password is already set', 'FUNDS_PASSWORD_SET'),
      new Error(''),
      failure('password: must NOT have more than 20 characters', 'BAD_REQUEST'),
    ]);
    const values = { password: 'Demo1234', confirmPassword: 'Demo1234' };
    actor.send(submit(values));
    await settle();
    expect(actor.getSnapshot().context.problems.password).toMatchObject({ kind: 'server' });
    actor.send(submit(values));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ error: 'The funds password is already set', problems: {} });
    actor.send(submit(values));
    await settle();
    expect(actor.getSnapshot().context.error).toBe(FUNDS_PASSWORD_FAILED_KEY);
    actor.send(submit(values));
    await settle();
    expect(actor.getSnapshot().context.problems.password).toEqual({
      kind: 'server',
      message: 'password: must NOT have more than 20 characters',
    });
  });

  it('follows the server: a status change keeps an allowed mode and moves off one no longer allowed', () => {
    const { actor } = start({ hasPassword: false, questionSet: false });
    actor.send({ type: 'status.change', hasPassword: true, questionSet: true });
    expect(actor.getSnapshot().context.mode).toBe('change');
    actor.send({ type: 'mode.choose', mode: 'reset' });
    actor.send({ type: 'status.change', hasPassword: true, questionSet: true });
    expect(actor.getSnapshot().context.mode).toBe('reset');
    actor.send({ type: 'status.change', hasPassword: true, questionSet: false });
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'change', questionSet: false });
  });

  it('ignores a second submit while one is in flight', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({ hasPassword: false, questionSet: false });
    actor.send(submit({ password: 'Funds123', confirmPassword: 'Funds123' }));
    actor.send(submit({ password: 'Funds123', confirmPassword: 'Funds123' }));
    await settle();
    expect(calls).toHaveLength(1);
  });
});
