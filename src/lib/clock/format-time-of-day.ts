/**
 * Wall times as the site shows them (chats, the practice journal, the mindful tasks planner's moods):
 * one formatter that follows the visitor's locale (issue 24: '09:05' in Berlin, '9:05 AM' in New York),
 * not a fixed 24-hour clock (that is local-day.ts's toLocalTime, for stored records). A module of its
 * own, apart from format-clock.ts, so the timer tools' shared clock chunk does not carry it.
 */
import { createDateFormatter } from '../ui/create-date-formatter';
import { warmLocaleData } from '../ui/warm-locale-data';
import { yieldToMain } from '../ui/yield-to-main';

const formatShortTime = createDateFormatter({ timeStyle: 'short' });

let prepared: Promise<void> | undefined;

/**
 * Resolves once the formatter is built, in a task of its own, after a worker has loaded the locale's
 * data. why: a page's first Intl formatter loads that data (25-45 ms on this machine, four times that on
 * a slowed phone), and built inside a render it lengthens that render's task; after the worker it takes
 * about a millisecond (warm-locale-data.ts, docs/architecture.md#after-hydration).
 */
export function prepareTimeOfDay(): Promise<void> {
  prepared ??= warmLocaleData()
    .then(yieldToMain)
    .then(() => {
      formatShortTime(new Date(0));
    });
  return prepared;
}

/** A wall time (ms since the epoch) as the visitor's local short time: '09:05' or '9:05 AM'. */
export function formatTimeOfDay(timestamp: number): string {
  return formatShortTime(new Date(timestamp));
}
