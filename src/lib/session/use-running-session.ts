/** What every timed tool does while a session runs: keep the screen awake and hold off interruptions. */
import { useEffect } from 'react';
import { useWakeLock } from '../wake-lock/use-wake-lock';
import { holdSessionFlag } from './session-flag';

/** Marks the page as in a session (see session-flag.ts) and holds a screen wake lock while `isRunning`. */
export function useRunningSession(isRunning: boolean): void {
  useWakeLock(isRunning);
  useEffect(() => {
    if (!isRunning) return undefined;
    return holdSessionFlag();
  }, [isRunning]);
}
