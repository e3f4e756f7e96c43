import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationGate, useHydrated } from './hydration';

// React's act() warns unless the environment says it is a test
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'the browser' : 'a visitor'}</p>;
}

afterEach(() => {
  seen = [];
  document.body.replaceChildren();
});

describe('HydrationGate', () => {
  it('the prerender and its hydration draw a visitor, then the browser draws its own state, with no mismatch', async () => {
    const app = (
      <HydrationGate prerendered>
        <Probe />
      </HydrationGate>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.textContent).toBe('a visitor');

    seen = [];
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('the browser');
  });

  it('a page the browser draws itself (no prerender) has its state from the first render', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <HydrationGate prerendered={false}>
          <Probe />
        </HydrationGate>,
      );
    });
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('the browser');
  });

  it('without a gate (a test, a story) the browser state is shown', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe />));
    expect(container.textContent).toBe('the browser');
  });
});
