/**
 * Wall times as the chats show them. A module of its own, apart from format-clock.ts, so the timer
 * tools' shared clock chunk does not carry it.
 */

/** A wall time (ms since the epoch) as the visitor's local HH:MM, e.g. '09:05' (docs/tools/chats.md#screen chat times). */
export function formatTimeOfDay(timestamp: number): string {
  const date = new Date(timestamp);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
