import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useArrival } from './arrival';
import type { Loadable } from './types';

// ui's lists show data that has just come in a render React can pause, so a long list arriving is not one blocking
// task on a phone. Seen from outside: the update that brings the data commits with the loading state still shown, and
// the data follows in a render of its own.
function Shown({ data }: { data: Loadable<string> }) {
  const shown = useArrival(data);
  return createElement('p', null, shown.status === 'ready' ? shown.data : shown.status);
}

describe('useArrival', () => {
  let container: HTMLDivElement;
  const draw = (data: Loadable<string>) => flushSync(() => root.render(createElement(Shown, { data })));
  let root: ReturnType<typeof createRoot>;
  beforeEach(() => {
    // outside act(): act would flush the deferred render with the urgent one, hiding the order this test checks
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('commits the update that brings data with the loading state, then shows the data in a render of its own', async () => {
    draw({ status: 'loading' });
    draw({ status: 'ready', data: 'the list' });
    expect(container.textContent).toBe('loading');
    await vi.waitFor(() => expect(container.textContent).toBe('the list'));
  });

  it('shows data at once on a first render (a story, a page drawn with its data)', () => {
    draw({ status: 'ready', data: 'the list' });
    expect(container.textContent).toBe('the list');
  });

  it('shows new data at once once data was shown, and a failure at once', async () => {
    draw({ status: 'ready', data: 'the list' });
    draw({ status: 'ready', data: 'the next list' });
    expect(container.textContent).toBe('the next list');
    draw({ status: 'error', message: 'down' });
    expect(container.textContent).toBe('error');
  });
});
