import { useEffect, useEffectEvent, useState } from 'react';

/** The countdown's tick: the seconds it shows. */
export const SETTLEMENT_COUNTDOWN_TICK_MS = 1000;

/**
 * The time left to the next real-time settlement (mm:ss), its own small clock so a tick re-renders only this text;
 * at 0 it tells `onElapsed` once (the site asks for the next period).
 */
export function RealtimeCountdown({
  nextSettlementAt,
  clock = Date.now,
  onElapsed,
}: {
  nextSettlementAt: string;
  /** The current time (stories pass a fixed one). */
  clock?: () => number;
  onElapsed?: () => void;
}) {
  const target = new Date(nextSettlementAt).getTime();
  const [now, setNow] = useState(clock);
  const seconds = Math.max(0, Math.ceil((target - now) / 1000));
  // each tick reads the clock; the first one at or past the settlement tells `onElapsed` and stops
  const tick = useEffectEvent(() => {
    const next = clock();
    setNow(next);
    const done = next >= target;
    if (done) onElapsed?.();
    return done;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      if (tick()) clearInterval(timer);
    }, SETTLEMENT_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target]);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return (
    <time
      dateTime={`PT${minutes}M${rest}S`}
    >{`${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`}</time>
  );
}
