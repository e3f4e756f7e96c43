import { useDeferredValue } from 'react';
import type { Loadable } from './types';

/**
 * The status a list shows when its data has just come: the one before for an urgent render, the new one in a render
 * React can pause (useDeferredValue). Data arriving otherwise renders a long list in one blocking task, which a
 * cheap phone feels (a long task that delays the next tap; Lighthouse's TBT). A status that was already shown, or any
 * other change (ready to loading, a failure), shows at once; a first render shows its status at once.
 */
export function useArrivalStatus<S extends string>(status: S, ready: S): S {
  const deferred = useDeferredValue(status);
  return status === ready && deferred !== ready ? deferred : status;
}

const LOADING = { status: 'loading' } as const;

/** useArrivalStatus for a Loadable: data that has just come stays "loading" until the pausable render shows it. */
export function useArrival<T>(data: Loadable<T>): Loadable<T> {
  const shown = useArrivalStatus(data.status, 'ready');
  return shown === data.status ? data : LOADING;
}
