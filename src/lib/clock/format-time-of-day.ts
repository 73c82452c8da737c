/**
 * Wall times as the site shows them (chats, the practice journal, the mindful tasks planner's moods):
 * one formatter that follows the visitor's locale (issue 24: '09:05' in Berlin, '9:05 AM' in New York),
 * not a fixed 24-hour clock (that is local-day.ts's toLocalTime, for stored records). A module of its
 * own, apart from format-clock.ts, so the timer tools' shared clock chunk does not carry it. Where
 * these times show as a page loads (the chats, the practice journal), they wait for `useLocaleReady`
 * (docs/architecture.md#after-hydration); the planner's moods show only on a tab the visitor opens.
 */
import { createDateFormatter } from '../ui/create-date-formatter';

const formatShortTime = createDateFormatter({ timeStyle: 'short' });

/** A wall time (ms since the epoch) as the visitor's local short time: '09:05' or '9:05 AM'. */
export function formatTimeOfDay(timestamp: number): string {
  return formatShortTime(new Date(timestamp));
}
