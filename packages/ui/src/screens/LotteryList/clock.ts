import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on the page (design.md budget: 500 countdowns on one shared clock): one timer, and a
 * tick re-renders only the components that read it, the countdown texts.
 */
const TICK_MS = 1000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // `now` is left as the first render read it: moving it here, after that render, made React draw every countdown
    // of the list again at once (a store that changed between render and subscribe), 27 ms of a slow phone's thread
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * The clock's time as a render reads it: while no countdown is on the page the timer is stopped, so a time more than a
 * tick old is brought up to date first. It changes at most once a tick, so two reads in one render agree.
 */
function readNow(): number {
  if (!timer && Date.now() - now >= TICK_MS) now = Date.now();
  return now;
}

/** The shared clock's time, in milliseconds; it moves once a second while anything reads it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, readNow, readNow);
}
