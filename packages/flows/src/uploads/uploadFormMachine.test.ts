import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeWrite } from '../testing/fakes';
import { UPLOAD_FORM_FAILED_KEY, uploadFormMachine, type UploadFormRequest } from './uploadFormMachine';

function start(textRequired: boolean, answers: (Error | 'ok')[] = []) {
  const requests: UploadFormRequest[] = [];
  const machine = uploadFormMachine.provide({
    actors: { send: fakeWrite<unknown, UploadFormRequest>(requests, answers, () => null) },
  });
  const actor = createActor(machine, { input: { textRequired } }).start();
  return { actor, requests };
}
// the machine only counts and passes the images on
const image = { size: 2, type: 'image/png' } as unknown as Blob;
const submit = (text: string, images: Blob[] = []) => ({ type: 'user.submit' as const, text, images });
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));

describe('uploadForm (feedback and activity applications)', () => {
  it('sends the text and images and reports it sent', async () => {
    const { actor, requests } = start(true);
    actor.send(submit('Great site', [image, image]));
    expect(actor.getSnapshot().value).toBe('sending');
    const done = await idle(actor);
    expect(requests).toEqual([{ text: 'Great site', images: [image, image] }]);
    expect(done.context).toMatchObject({ outcome: 'sent', error: null, problems: {} });
  });

  it('sends nothing with a missing text, a text over 140 characters or a fourth image', () => {
    const { actor, requests } = start(true);
    actor.send(submit('   '));
    expect(actor.getSnapshot().context.problems).toEqual({ text: { kind: 'missing' } });
    actor.send(submit('ก'.repeat(141), [image, image, image, image]));
    expect(actor.getSnapshot().context.problems).toEqual({
      text: { kind: 'tooLong', over: 1 },
      images: { kind: 'tooMany' },
    });
    actor.send({ type: 'field.change', field: 'text' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    expect(requests).toEqual([]);
  });

  it('an application may leave its remark empty', async () => {
    const { actor, requests } = start(false);
    actor.send(submit('', [image]));
    await idle(actor);
    expect(requests).toEqual([{ text: '', images: [image] }]);
  });

  it('keeps the server’s message, or the fallback key, and a second submit retries', async () => {
    const { actor, requests } = start(true, [new Error('Too many requests'), new Error(''), 'ok']);
    actor.send(submit('Hello'));
    expect((await idle(actor)).context.error).toBe('Too many requests');
    actor.send(submit('Hello'));
    expect((await idle(actor)).context.error).toBe(UPLOAD_FORM_FAILED_KEY);
    actor.send(submit('Hello'));
    expect((await idle(actor)).context).toMatchObject({ error: null, outcome: 'sent' });
    expect(requests).toHaveLength(3);
  });
});
