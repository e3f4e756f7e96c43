import { useEffect, useEffectEvent } from 'react';

/** What the member centre's form flows have in common: an `outcome` in their context, set by each success. */
interface ActorWithOutcome<O> {
  getSnapshot(): { context: { outcome: O } };
  subscribe(listener: (snapshot: { context: { outcome: O } }) => void): { unsubscribe(): void };
}

/**
 * Calls `onOutcome` each time the flow reaches a new outcome (a success), not on the ones it had when mounted: the
 * page empties what the player typed then, and keeps it after a failure (the form rule: the site holds the values).
 */
export function useNewOutcome<O>(actor: ActorWithOutcome<O>, onOutcome: (outcome: O) => void): void {
  const reached = useEffectEvent(onOutcome);
  useEffect(() => {
    let last = actor.getSnapshot().context.outcome;
    const subscription = actor.subscribe((next) => {
      if (next.context.outcome === last) return;
      last = next.context.outcome;
      reached(last);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
