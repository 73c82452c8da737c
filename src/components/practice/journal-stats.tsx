/** This week, this month and (unless hidden) the streaks, with the switch that hides them. */
import { getMonthKey } from '../../lib/clock/local-day';
import { formatDuration, type JournalSummary } from '../../lib/practice-log/journal';
import { Switch } from '../ui/switch';
import { formatDays, formatMonthName, formatSessions } from './format';

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4 md:p-5">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold tabular-nums md:text-3xl">{value}</dd>
      <dd className="mt-1 text-sm text-muted">{detail}</dd>
    </div>
  );
}

/** The journal's totals. */
export function JournalStats({
  summary,
  isStreakShown,
  onStreakShownChange,
}: {
  summary: JournalSummary;
  isStreakShown: boolean;
  onStreakShownChange: (isShown: boolean) => void;
}) {
  const { week, month, streak, today, practisedDays } = summary;
  const streakDetail =
    streak.current === 0
      ? 'A new one begins with your next session'
      : practisedDays.has(today)
        ? 'in a row, today included'
        : 'in a row, up to yesterday';
  return (
    <section aria-labelledby="totals-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="totals-heading" className="text-xl font-semibold">
          Your time
        </h2>
        <div className="flex items-center gap-3">
          <label htmlFor="show-streaks" className="text-sm font-medium text-muted">
            Show streaks
          </label>
          <Switch id="show-streaks" checked={isStreakShown} onCheckedChange={onStreakShownChange} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat
          label="This week"
          value={formatDuration(week.seconds)}
          detail={`${formatSessions(week.sessions)} since Monday`}
        />
        <Stat
          label="This month"
          value={formatDuration(month.seconds)}
          detail={`${formatSessions(month.sessions)} in ${formatMonthName(getMonthKey(today))}`}
        />
        {isStreakShown && (
          <>
            <Stat label="Current streak" value={formatDays(streak.current)} detail={streakDetail} />
            <Stat label="Longest streak" value={formatDays(streak.longest)} detail="in a row" />
          </>
        )}
      </dl>
    </section>
  );
}
