/**
 * The calm ending every timed tool shares: a dialog titled in the spec's words ('Session Complete',
 * 'Rain Session Complete'), with the minutes practised, what the spec lists for the tool (strikes,
 * interruptions, focus quality, steps), a note that the session is in the practice journal, and
 * 'New Session'. The closing sound is played by the tool when the session completes. The dialog's code
 * loads when the first session ends; if it cannot (offline before it was cached), a notice says the same.
 */
import { Sparkles } from 'lucide';
import type { ReactNode } from 'react';
import { notify } from '../../lib/notice/notice';
import { useLoadable } from '../../lib/ui/loadable';
import { Button } from '../ui/button';
import { DIALOG } from '../ui/dialog-loader';
import { Icon } from '../ui/icon';

/** One figure of the summary. */
export interface SummaryItem {
  readonly label: string;
  readonly value: string;
  /** data-testid of the value, for tests. */
  readonly testId?: string;
}

/** Minutes practised as words: 'less than a minute', '1 minute', '25 minutes' (whole minutes). */
export function formatMinutesPractised(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes === 0) return 'less than a minute';
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The completion dialog. */
export function SessionSummary({
  open,
  onOpenChange,
  title = 'Session Complete',
  seconds,
  description,
  items,
  onNewSession,
  newSessionLabel = 'New Session',
  isLogged = true,
  children,
}: {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The spec's title. */
  title?: string;
  /** Seconds practised, pauses excluded. */
  seconds: number;
  /** A line under the title; defaults to the minutes practised. */
  description?: ReactNode;
  /** The tool's own figures. */
  items: readonly SummaryItem[];
  onNewSession: () => void;
  newSessionLabel?: string;
  /** The session went to the practice journal (say so). */
  isLogged?: boolean;
  /** Anything else the tool shows (an achievement, a next step). */
  children?: ReactNode;
}) {
  useLoadable(DIALOG, open, () => {
    onOpenChange(false);
    notify({
      tone: 'info',
      message: `${title}. You practised for ${formatMinutesPractised(seconds)}.`,
    });
  });
  const ui = DIALOG.get();
  if (!ui) return null;
  return (
    <ui.Dialog open={open} onOpenChange={onOpenChange}>
      <ui.DialogContent
        title={title}
        align="center"
        description={description ?? `You practised for ${formatMinutesPractised(seconds)}.`}
        icon={
          <div
            aria-hidden
            className="mx-auto mt-2 mb-4 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary"
          >
            <Icon icon={Sparkles} size={28} />
          </div>
        }
      >
        {items.length > 0 && (
          <dl
            className="grid gap-3 text-center"
            style={{ gridTemplateColumns: `repeat(${Math.min(items.length, 3)}, minmax(0, 1fr))` }}
          >
            {items.map((item) => (
              <div key={item.label} className="rounded-xl bg-surface-2 px-2 py-3">
                <dt className="text-xs text-muted">{item.label}</dt>
                <dd className="mt-1 font-display text-2xl tabular-nums" data-testid={item.testId}>
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {children}
        {isLogged && (
          <p className="mt-5 text-center text-sm text-muted">
            Saved to your{' '}
            <a href="/practice" className="font-medium text-primary underline underline-offset-4">
              practice journal
            </a>{' '}
            in this browser.
          </p>
        )}
        <div className="mt-6 flex justify-center gap-2">
          <Button onClick={onNewSession}>{newSessionLabel}</Button>
        </div>
      </ui.DialogContent>
    </ui.Dialog>
  );
}
