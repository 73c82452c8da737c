/** Vibration where the device has it (navigator.vibrate; phones, not iOS Safari). */

/** Whether this browser can vibrate. */
export function canVibrate(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
}

/** A short buzz of `ms` (a phase change); nothing where vibration is not supported or refused. */
export function vibrate(ms = 40): void {
  if (!canVibrate()) return;
  try {
    navigator.vibrate(ms);
  } catch {
    // why: some browsers throw when vibration is blocked by policy; a missed buzz is harmless
  }
}
