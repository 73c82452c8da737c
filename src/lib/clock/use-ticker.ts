import { useEffect, useEffectEvent } from 'react';

/** Default ticker period in ms; the clock is deadline-based, so this only sets display smoothness. */
export const TICK_MS = 250;

/**
 * Calls `onTick(Date.now())` while `isRunning`: once at once, every `intervalMs`, and whenever the page
 * becomes visible again. No timer exists while not running. Always calls the latest `onTick`.
 */
export function useTicker(
  isRunning: boolean,
  onTick: (now: number) => void,
  intervalMs: number = TICK_MS,
): void {
  // why: Date.now(), not performance.now(), so end-to-end tests can drive it with page.clock
  const tick = useEffectEvent(() => {
    onTick(Date.now());
  });

  useEffect(() => {
    if (!isRunning) return undefined;
    tick();
    const intervalId = setInterval(tick, intervalMs);
    const handleVisibilityChange = (): void => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', handleVisibilityChange);
    return () => {
      clearInterval(intervalId);
      document.removeEventListener('visibilitychange', handleVisibilityChange);
    };
  }, [isRunning, intervalMs]);
}
