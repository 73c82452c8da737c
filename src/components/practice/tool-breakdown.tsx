/** Time per tool over the whole log, most first, with a bar for each. */
import { formatDuration, type ToolTotal } from '../../lib/practice-log/journal';
import { formatSessions } from './format';
import { findJournalTool, type JournalTool } from './journal-tool';
import { ToolTile } from './tool-tile';

/** The per-tool card. */
export function ToolBreakdown({
  totals,
  tools,
}: {
  totals: readonly ToolTotal[];
  tools: readonly JournalTool[];
}) {
  const most = Math.max(1, ...totals.map((total) => total.seconds));
  return (
    <section
      aria-labelledby="by-tool-heading"
      className="rounded-card border border-line bg-surface p-5 md:p-6"
    >
      <h2 id="by-tool-heading" className="text-xl font-semibold">
        By tool
      </h2>
      <p className="mt-1 text-sm text-muted">All your sessions, most time first.</p>
      <ul className="mt-4 flex flex-col gap-4">
        {totals.map((total) => {
          const tool = findJournalTool(tools, total.tool);
          return (
            <li key={total.tool}>
              <div className="flex items-center gap-3">
                <ToolTile tool={tool} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{tool.name}</p>
                  <p className="text-sm text-muted">
                    {formatDuration(total.seconds)} · {formatSessions(total.sessions)}
                  </p>
                </div>
              </div>
              <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2">
                <div
                  className="h-full rounded-full bg-primary/70"
                  style={{ width: `${Math.max(2, (total.seconds / most) * 100)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
