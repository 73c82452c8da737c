/** How long a book request has taken, for step 4 (kept apart: only that step's code needs it). */
/** Time a request has taken, as people say it: '8 s', '1 min 05 s'. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
