import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '../constants';
import { captchaMachine } from './captchaMachine';

function start(fails = false) {
  const loads = { count: 0 };
  const actor = createActor(
    captchaMachine.provide({
      actors: {
        loadCaptcha: fromPromise<string>(async () => {
          loads.count += 1;
          if (fails) throw new Error('captcha down');
          return `png-${loads.count}`;
        }),
      },
    }),
  ).start();
  return { actor, loads };
}

describe('captcha (spec §4: refresh at most once per second)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads an image when started', async () => {
    const { actor, loads } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(loads.count).toBe(1);
    expect(actor.getSnapshot().context.image).toBe('png-1');
  });

  it('drops refreshes within a second of the last load and allows one after', async () => {
    const { actor, loads } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'captcha.refresh' });
    await vi.advanceTimersByTimeAsync(CAPTCHA_REFRESH_THROTTLE_MS - 1);
    actor.send({ type: 'captcha.refresh' });
    expect(loads.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'captcha.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads.count).toBe(2);
    expect(actor.getSnapshot().context.image).toBe('png-2');
    actor.send({ type: 'captcha.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads.count).toBe(2);
  });

  it('keeps the old image when a load fails, and may retry after the second', async () => {
    const { actor, loads } = start(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.image).toBeNull();
    await vi.advanceTimersByTimeAsync(CAPTCHA_REFRESH_THROTTLE_MS);
    actor.send({ type: 'captcha.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads.count).toBe(2);
    expect(actor.getSnapshot().value).toBe('throttled');
  });
});
