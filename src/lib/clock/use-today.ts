/**
 * Today's local day ('YYYY-MM-DD') for what a page draws by day (weekly strips, 'Today' labels, a plan,
 * the practice journal): null on the server and in the first render after mount (the build's day is
 * not the visitor's, and the server's HTML and the first client render must agree), then today's,
 * rechecked at the next local midnight, when the page becomes visible again and when the window
 * regains focus (a tab left open overnight moves to the new day).
 */
import { startTransition, useEffect, useState } from 'react';
import { addDays, getDayStartMs, toLocalDay, type DayKey } from './local-day';

/** The shortest wait for the midnight timer (ms), so a clock set back cannot make it spin. */
const MIN_WAIT_MS = 1000;

/** Calls `onChange` whenever the day may have changed; returns the unsubscribe. */
export function subscribeToDayChanges(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const nextDayMs = getDayStartMs(addDays(toLocalDay(Date.now()), 1));
    // why: timers in a sleeping tab fire late, never early; the visibility and focus checks cover the rest
    timer = setTimeout(
      () => {
        onChange();
        arm();
      },
      Math.max(MIN_WAIT_MS, nextDayMs - Date.now()),
    );
  };
  const onBack = () => {
    onChange();
    arm();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onBack();
  };
  arm();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', onBack);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', onBack);
  };
}

/** Today's day string, or null on the server and until the first effect after mount has run. */
export function useToday(): DayKey | null {
  const [today, setToday] = useState<DayKey | null>(null);
  useEffect(() => {
    // why a transition: the day's arrival after hydration redraws what is drawn by day (a week's
    // strip, a plan) in slices React can interrupt, not in one task with the island's mount effects
    // (docs/architecture.md#after-hydration)
    const update = () => startTransition(() => setToday(toLocalDay(Date.now())));
    update();
    return subscribeToDayChanges(update);
  }, []);
  return today;
}
