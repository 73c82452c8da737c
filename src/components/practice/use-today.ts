import { useSyncExternalStore } from 'react';
import { addDays, getDayStartMs, toLocalDay, type DayKey } from '../../lib/clock/local-day';

/** Re-checks the day when the page comes back into view and at the next local midnight. */
function subscribeToDayChanges(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const nextDayMs = getDayStartMs(addDays(toLocalDay(Date.now()), 1));
    // why: timers in a sleeping tab fire late, never early; the visibility check covers the rest
    timer = setTimeout(
      () => {
        onChange();
        arm();
      },
      Math.max(1000, nextDayMs - Date.now()),
    );
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') {
      onChange();
      arm();
    }
  };
  arm();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The visitor's current local day; null on the server and during hydration. */
export function useToday(): DayKey | null {
  return useSyncExternalStore(
    subscribeToDayChanges,
    () => toLocalDay(Date.now()),
    () => null,
  );
}
