import { useEffect, useState } from 'react';

// Server data the first paint needs without a query library: one promise per key for the page's life, forgotten on
// failure so the next use asks again.
const promises = new Map<string, Promise<unknown>>();

export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = promises.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    promises.set(key, pending);
    pending.catch(() => promises.delete(key));
  }
  return pending;
}

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown; retry: () => void };

/** `loadOnce` for a component: loading, the data, or the failure with a retry. */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    loadOnce(key, load).then(
      (data) => live && setState({ key, loaded: { status: 'ready', data } }),
      (error: unknown) =>
        live &&
        setState({
          key,
          loaded: {
            status: 'failed',
            error,
            retry: () => {
              setState({ key, loaded: { status: 'loading' } });
              setAttempt((n) => n + 1);
            },
          },
        }),
    );
    return () => {
      live = false;
    };
    // `load` is the same call for the same key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
