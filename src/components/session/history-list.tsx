/**
 * A tool's session history (docs/tools/sessions.md#screen): sessions grouped
 * by day, newest first, today labelled 'Today', a count per day, each session's start–end time and
 * minutes, the total, and the tool's own empty-state texts. Grouping is `groupByDay` in
 * lib/session/history.ts; this only draws it.
 */
import { CalendarDays } from 'lucide';
import { Icon } from '../ui/icon';
import type { ReactNode } from 'react';
import { formatSessionCount, type HistoryDay } from '../../lib/session/history';
import { createDateFormatter } from '../../lib/ui/create-date-formatter';

const formatDay = createDateFormatter({ weekday: 'short', month: 'short', day: 'numeric' });

/** A day heading: 'Today', or the date in the visitor's words ('Mon, Nov 23'). */
export function formatHistoryDay(day: HistoryDay): string {
  if (day.isToday) return 'Today';
  const [year, month, date] = day.date.split('-').map(Number) as [number, number, number];
  return formatDay(new Date(year, month - 1, date));
}

/** The history list, or the empty state when there is nothing yet. */
export function HistoryList({
  days,
  emptyTitle,
  emptyBody,
  children,
}: {
  days: readonly HistoryDay[];
  /** The spec's empty-state heading, e.g. 'No sessions yet'. */
  emptyTitle: string;
  /** The spec's empty-state line, e.g. 'Start your first session'. */
  emptyBody: string;
  /** Actions under the list (the eye timer's 'Reset Today'). */
  children?: ReactNode;
}) {
  const total = days.reduce((sum, day) => sum + day.records.length, 0);
  if (total === 0) {
    return (
      <div className="py-8 text-center" data-testid="history-empty">
        <Icon icon={CalendarDays} size={32} className="mx-auto text-muted" />
        <p className="mt-3 font-medium">{emptyTitle}</p>
        <p className="mt-1 text-sm text-muted">{emptyBody}</p>
        {children}
      </div>
    );
  }
  return (
    <div data-slot="history-list">
      <p className="mb-4 text-sm text-muted" data-testid="history-total">
        Total: {formatSessionCount(total)}
      </p>
      <div className="space-y-5">
        {days.map((day) => {
          const heading = formatHistoryDay(day);
          return (
            <section key={day.date} aria-label={heading} data-testid="history-day">
              <h3 className="mb-2 flex items-baseline justify-between font-sans text-sm font-semibold">
                <span>{heading}</span>
                <span className="font-normal text-muted">
                  {formatSessionCount(day.records.length)}
                </span>
              </h3>
              <ul className="divide-y divide-line rounded-xl bg-surface-2">
                {day.records.map((record) => (
                  <li
                    key={record.id}
                    className="flex items-center justify-between px-4 py-2.5 text-sm tabular-nums"
                    data-testid="history-record"
                  >
                    <span>
                      {record.startTime} – {record.endTime}
                    </span>
                    <span className="text-muted">{record.duration} min</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {children}
    </div>
  );
}
