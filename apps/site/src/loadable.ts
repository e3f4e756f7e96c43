import type { UseQueryResult } from '@tanstack/react-query';
import type { Loadable } from '@wl/ui';
import { failureMessage } from './errors';

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
