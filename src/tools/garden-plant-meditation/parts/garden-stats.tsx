/** The weekly growth strip (last 7 days) and the tiles: total sessions, time practised, plants grown. */
import { getWeekdayName } from '../../../lib/clock/local-day';
import { useToday } from '../../../lib/clock/use-today';
import { PLOTS, formatPractised, weekOf, type GardenSession } from '../machine';

/** The strip and the tiles. */
export function GardenStats({
  sessions,
  totalSessions,
  totalSeconds,
  plantCount,
}: {
  /** The garden's sessions, drawn as the last 7 days. */
  sessions: readonly GardenSession[];
  totalSessions: number;
  totalSeconds: number;
  plantCount: number;
}) {
  // null until hydrated: the server's "today" is the build's, not the visitor's, so the strip keeps
  // its place empty until then. Read here, not in the tool: the day's arrival after hydration then
  // redraws the strip alone, not the whole garden
  const today = useToday();
  const week = today === null ? null : weekOf(sessions, today);
  const most = Math.max(1, ...(week ?? []).map((day) => day.sessions));
  return (
    <div className="w-full space-y-4">
      <section aria-labelledby="garden-week" className="rounded-card bg-surface-2 p-4">
        <h3 id="garden-week" className="mb-3 font-sans text-sm font-semibold">
          This week
        </h3>
        <ol className="grid h-24 grid-cols-7 items-end gap-2" data-testid="weekly-strip">
          {(week ?? []).map((day) => (
            <li key={day.date} className="flex flex-col items-center gap-1 text-xs text-muted">
              <span className="tabular-nums" aria-hidden="true">
                {day.sessions}
              </span>
              <span aria-hidden="true" className="flex h-14 w-full items-end justify-center">
                <span
                  className="block w-3 rounded-full bg-primary"
                  style={{
                    height: `${Math.max(8, (day.sessions / most) * 100)}%`,
                    opacity: day.sessions ? 1 : 0.25,
                  }}
                />
              </span>
              <span aria-hidden="true">{getWeekdayName(day.date)}</span>
              <span className="sr-only">
                {getWeekdayName(day.date)}:{' '}
                {day.sessions === 1 ? '1 session' : `${day.sessions} sessions`}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          { label: 'Total sessions', value: String(totalSessions), testId: 'total-sessions' },
          {
            label: 'Time practised',
            value: formatPractised(totalSeconds),
            testId: 'time-practised',
          },
          { label: 'Plants grown', value: `${plantCount}/${PLOTS}`, testId: 'plants-grown' },
        ].map((tile) => (
          <div key={tile.label} className="rounded-xl bg-surface-2 px-2 py-3">
            <dt className="text-xs text-muted">{tile.label}</dt>
            <dd className="mt-1 font-display text-2xl tabular-nums" data-testid={tile.testId}>
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
