import { startTransition, useEffect, useState } from 'react';

/**
 * Our choice: how long after the page has loaded the frame's secondary parts (footer, right bar, chat, popups) may
 * wait for an idle moment before they load anyway.
 */
export const SECONDARY_PARTS_MAX_WAIT_MS = 2000;

/** True once the page has loaded and the browser is idle: for what the first screen does not need. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // a transition: the secondary parts come in a render that yields (and the frame above the parts of a prerendered
    // page still hydrating does not make React hydrate them at once, in one long task)
    const setReadyNow = () => startTransition(() => setReady(true));
    let cancel: () => void = () => undefined;
    const schedule = () => {
      // Safari has no requestIdleCallback: wait the longest time instead.
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(setReadyNow, { timeout: SECONDARY_PARTS_MAX_WAIT_MS });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(setReadyNow, SECONDARY_PARTS_MAX_WAIT_MS);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel();
    };
  }, []);
  return ready;
}
