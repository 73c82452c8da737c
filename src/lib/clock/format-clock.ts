/**
 * The site's one countdown format: whole seconds as MM:SS, e.g. 539 → '08:59'. Minutes keep counting
 * past 59, so a 60-minute session starts at '60:00' (the spec's MM:SS, docs/tools/eye-health-app.md#screen).
 * Fractions are dropped and anything below zero shows '00:00'; callers round up remaining time first
 * so '00:00' shows only at the end.
 */
export function formatClock(totalSec: number): string {
  const sec = Math.max(0, Math.floor(totalSec));
  return `${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}`;
}
