import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('the countdowns’ shared clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  it('draws a countdown once when it appears, though the clock stood still while none was on the page', async () => {
    vi.setSystemTime(new Date('2026-12-07T10:00:00Z'));
    const { useNow } = await import('./clock');
    // the page is left alone for a while before a list of countdowns shows
    vi.setSystemTime(new Date('2026-12-07T10:05:00Z'));
    const drawn: number[] = [];
    function Countdown() {
      const now = useNow();
      drawn.push(now);
      return <span>{now}</span>;
    }
    render(
      <>
        <Countdown />
        <Countdown />
      </>,
    );
    // the current time from the first render: no second drawing when the clock starts
    expect(drawn).toEqual([Date.parse('2026-12-07T10:05:00Z'), Date.parse('2026-12-07T10:05:00Z')]);
    act(() => void vi.advanceTimersByTime(1000));
    expect(drawn.slice(2)).toEqual([Date.parse('2026-12-07T10:05:01Z'), Date.parse('2026-12-07T10:05:01Z')]);
  });
});
