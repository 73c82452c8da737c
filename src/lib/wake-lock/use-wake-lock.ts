import { useEffect } from 'react';

/**
 * Keeps the screen awake while `isActive` (a running session): requests a screen wake lock, re-acquires it
 * when the page is visible again (browsers drop it when hidden), releases it when inactive or unmounted.
 * Unsupported or refused requests, and a holder that cannot load (offline before it was cached), are
 * silently ignored. The holder's code (hold-wake-lock.ts) loads the first time a session runs: most
 * visits to a tool page only look, and every tool page carried it.
 */
export function useWakeLock(isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return undefined;
    let release: (() => void) | undefined;
    let isOver = false;
    import('./hold-wake-lock').then(
      ({ holdWakeLock }) => {
        if (!isOver) release = holdWakeLock();
      },
      () => undefined,
    );
    return () => {
      isOver = true;
      release?.();
    };
  }, [isActive]);
}
