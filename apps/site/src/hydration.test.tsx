import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UseQueryResult } from '@tanstack/react-query';
import { HydrationBoundary, useHydrated } from './hydration';
import { useLoadable } from './loadable';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A query that has its answer already (asked for by another part before this one hydrates). */
const answered = {
  status: 'success',
  isSuccess: true,
  isError: false,
  data: 'the answer',
  error: null,
  refetch: vi.fn(),
};

function Shown() {
  const hydrated = useHydrated();
  const loadable = useLoadable(answered as unknown as UseQueryResult<string>);
  return <p>{`${hydrated ? 'browser' : 'prerender'} / ${loadable.status === 'ready' ? loadable.data : 'loading'}`}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('a prerendered page', () => {
  it('is drawn as a visitor first sees it: not hydrated, its answers loading', () => {
    const html = renderToString(
      <HydrationBoundary prerendered>
        <Shown />
      </HydrationBoundary>,
    );
    expect(html).toContain('prerender / loading');
  });

  it('hydrates with what it was drawn with, without a mismatch, then shows the browser’s state', async () => {
    const app = (
      <HydrationBoundary prerendered>
        <Shown />
      </HydrationBoundary>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('browser / the answer');
  });
});

describe('a page the browser draws alone', () => {
  it('shows the browser’s state and the answer from its first render', () => {
    expect(renderToString(<Shown />)).toContain('browser / the answer');
    expect(
      renderToString(
        <HydrationBoundary prerendered={false}>
          <Shown />
        </HydrationBoundary>,
      ),
    ).toContain('browser / the answer');
  });
});
