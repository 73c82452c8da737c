/** Vibration where the device has it (navigator.vibrate; phones, not iOS Safari). */
import { useSyncExternalStore } from 'react';

/** Whether this browser can vibrate. */
export function canVibrate(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
}

const subscribeNever = () => () => undefined;

/** Whether the device can vibrate, for a component: false on the server and during hydration. */
export function useCanVibrate(): boolean {
  return useSyncExternalStore(subscribeNever, canVibrate, () => false);
}

/**
 * A short buzz of `pattern` ms (a phase change), or a pattern of buzzes and pauses; nothing where
 * vibration is not supported or refused.
 */
export function vibrate(pattern: number | readonly number[] = 40): void {
  if (!canVibrate()) return;
  try {
    navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
  } catch {
    // why: some browsers throw when vibration is blocked by policy; a missed buzz is harmless
  }
}
