import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChangePasswordRequest } from '@wl/api/types';
import { acceptedPatternOf, type FieldRule } from '@wl/rules';
import { WEAK_DEFAULT_PASSWORD } from '../constants';
import { PASSWORD_CHANGE_FAILED_KEY, passwordChangeMachine, type PasswordChangeInput } from './passwordChangeMachine';

const passwordRule: FieldRule = {
  required: true,
  minLength: 6,
  maxLength: 20,
  acceptedPattern: acceptedPatternOf('lettersAndDigits'),
  patternId: 'lettersAndDigits',
};

function start(input: Partial<PasswordChangeInput> = {}, answer?: Error) {
  const requests: ChangePasswordRequest[] = [];
  const machine = passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise<unknown, ChangePasswordRequest>(async ({ input: request }) => {
        requests.push(request);
        if (answer) throw answer;
        return null;
      }),
    },
  });
  const actor = createActor(machine, { input: { passwordRule, ...input } }).start();
  return { actor, requests };
}

const submit = (newPassword = 'newpass99', confirmNewPassword = newPassword, oldPassword?: string) => ({
  type: 'user.submit' as const,
  newPassword,
  confirmNewPassword,
  ...(oldPassword === undefined ? {} : { oldPassword }),
});

describe('passwordChange (spec §2, §4, §5)', () => {
  it('after the weak default password, does not ask the old one and sends it itself', async () => {
    const { actor, requests } = start({ knownOldPassword: WEAK_DEFAULT_PASSWORD });
    expect(actor.getSnapshot().context.asksOldPassword).toBe(false);
    actor.send(submit());
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([
      { oldPassword: WEAK_DEFAULT_PASSWORD, newPassword: 'newpass99', confirmNewPassword: 'newpass99' },
    ]);
  });

  it('otherwise asks the old password', () => {
    const { actor, requests } = start();
    expect(actor.getSnapshot().context.asksOldPassword).toBe(true);
    actor.send(submit());
    expect(actor.getSnapshot().context.problems).toEqual({ oldPassword: { kind: 'missing' } });
    expect(requests).toEqual([]);
  });

  it('checks the new password by the rule and the confirmation for equality', () => {
    const { actor } = start();
    actor.send(submit('short', 'other', 'old'));
    expect(actor.getSnapshot().context.problems).toEqual({
      newPassword: { kind: 'pattern', patternId: 'lettersAndDigits', minLength: 6, maxLength: 20 },
      confirmNewPassword: { kind: 'mismatch' },
    });
    actor.send({ type: 'field.change', field: 'newPassword' });
    expect(actor.getSnapshot().context.problems).toEqual({ confirmNewPassword: { kind: 'mismatch' } });
    actor.send(submit('', '', 'old'));
    expect(actor.getSnapshot().context.problems).toEqual({
      newPassword: { kind: 'missing' },
      confirmNewPassword: { kind: 'missing' },
    });
  });

  it("shows the server's message on the field it names, or as a general error", async () => {
    const wrongOld = Object.assign(new Error('Old password is incorrect'), { value: { field: 'oldPassword' } });
    const { actor } = start({}, wrongOld);
    actor.send(submit('newpass99', 'newpass99', 'bad'));
    const editing = await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0);
    expect(editing.context.fieldErrors).toEqual({ oldPassword: 'Old password is incorrect' });

    const silent = start({}, new Error(''));
    silent.actor.send(submit('newpass99', 'newpass99', 'old'));
    const failed = await waitFor(silent.actor, (s) => s.context.error !== null);
    expect(failed.context.error).toBe(PASSWORD_CHANGE_FAILED_KEY);
  });

  it('never keeps a password in context', async () => {
    const { actor } = start();
    actor.send(submit('newpass99', 'newpass99', 'oldpass11'));
    const done = await waitFor(actor, (s) => s.status === 'done');
    const text = JSON.stringify(actor.getPersistedSnapshot());
    expect(done.value).toBe('changed');
    expect(text).not.toContain('newpass99');
    expect(text).not.toContain('oldpass11');
  });
});
