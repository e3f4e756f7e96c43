import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Loadable } from '@wl/ui';
import { failureMessage } from './errors';
import { useHydrated } from './hydration';

/**
 * A query as a screen shows it (ui's Loadable): on its way, failed with the player's message and a retry, or there.
 * The one way the site turns server state into a screen's loading and failed states.
 */
export function toLoadable<T>(query: UseQueryResult<T>): Loadable<T> {
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError)
    return { status: 'error', message: failureMessage(query.error), onRetry: () => void query.refetch() };
  return { status: 'loading' };
}

const LOADING: Loadable<never> = { status: 'loading' };

/**
 * `toLoadable` for a part a page may be prerendered with: loading while it hydrates (the HTML has the loading state,
 * and an answer already in the cache, asked for by another part, would not match it), then the answer. The same
 * object from render to render while the answer is unchanged, so what is drawn from it can be skipped (memo) or
 * deferred (useDeferredValue) until the answer changes.
 */
export function useLoadable<T>(query: UseQueryResult<T>): Loadable<T> {
  const hydrated = useHydrated();
  const { status, data, error, refetch } = query;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer's parts are what the loadable is made of
  const loadable = useMemo(() => toLoadable(query), [status, data, error, refetch]);
  return hydrated ? loadable : LOADING;
}
