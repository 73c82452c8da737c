/**
 * The progress view the yoga and exercise planners share (docs/tools/planners.md#screen Progress tabs): totals, the latest
 * 10 sessions (docs/tools/planners.md#constants), the download as an image and clearing the history after the spec's
 * confirmation (docs/tools/planners.md#validation).
 */
import { Trash2 } from 'lucide';
import { Icon } from '../ui/icon';
import { useRef, useState, type ReactNode } from 'react';
import { EXPORT_SKIP_ATTR } from '../../lib/planner/export-image';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { ExportButton } from './export-button';

/** The confirmation before clearing (docs/tools/planners.md#validation). */
export const CLEAR_CONFIRM_TEXT = 'Are you sure you want to clear all session history?';

/** One figure. */
export interface Stat {
  readonly label: string;
  readonly value: string;
}

/** One session in the list. */
export interface ProgressRow {
  readonly id: number;
  readonly title: string;
  readonly detail: string;
}

/** Stat cards in a grid (also used by the tasks planner's insights). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl bg-surface-2 px-3 py-3 text-center">
          <dt className="text-xs text-muted">{stat.label}</dt>
          <dd className="mt-1 font-display text-2xl tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Totals, recent sessions, download and clear. */
export function ProgressPanel({
  heading,
  stats,
  rows,
  emptyText,
  exportPrefix,
  onClear,
  today,
}: {
  heading: string;
  stats: readonly Stat[];
  rows: readonly ProgressRow[];
  emptyText: string;
  exportPrefix: string;
  onClear: () => void;
  /** Today's items with their pictures, in the exported image too (issue 25). */
  today?: ReactNode;
}) {
  const exportRef = useRef<HTMLDivElement>(null);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <div ref={exportRef} className="flex flex-col gap-4">
        <h2 className="font-display text-xl font-semibold">{heading}</h2>
        <StatGrid stats={stats} />
        {today}
        <h3 className="font-semibold">Recent sessions</h3>
        {rows.length === 0 ? (
          <p className="text-sm text-muted">{emptyText}</p>
        ) : (
          <ol aria-label="Recent sessions" className="flex flex-col gap-2">
            {rows.map((row) => (
              <li
                key={row.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl border border-line px-4 py-2.5"
              >
                <span className="font-medium">{row.title}</span>
                <span className="text-sm text-muted">{row.detail}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex flex-wrap justify-center gap-3" {...{ [EXPORT_SKIP_ATTR]: '' }}>
        <ExportButton target={exportRef} prefix={exportPrefix} />
        <Button
          variant="secondary"
          onClick={() => setConfirming(true)}
          disabled={rows.length === 0}
        >
          <Icon icon={Trash2} size={18} />
          Clear history
        </Button>
      </div>
      <Dialog open={isConfirming} onOpenChange={setConfirming}>
        <DialogContent title="Clear history?" description={CLEAR_CONFIRM_TEXT}>
          <div className="mt-2 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onClear();
                setConfirming(false);
              }}
            >
              Clear history
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
