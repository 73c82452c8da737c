/**
 * The calm ending every timed tool shares: a dialog titled in the spec's words ('Session Complete',
 * 'Rain Session Complete'), with the minutes practised, what the spec lists for the tool (strikes,
 * interruptions, focus quality, steps), a note that the session is in the practice journal, and
 * 'New Session'. The closing sound is played by the tool when the session completes. The dialog's code
 * loads when the first session ends; if it cannot (offline before it was cached), a notice says the same.
 */
import { useState, type ReactNode } from 'react';
import { notify } from '../../lib/notice/notice';
import type { SessionEnding } from '../../lib/session/use-session';
import { createLoadable, useLoadable } from '../../lib/ui/loadable';

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

/** What the completion dialog shows. */
export interface SessionSummaryProps {
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
  /** Shows 'Undo' beside the next step (a session the visitor ended early). */
  onUndo?: () => void;
}

const SUMMARY_DIALOG = createLoadable(() => import('./summary-dialog'));

/** The completion dialog. */
export function SessionSummary(props: SessionSummaryProps) {
  const { open, onOpenChange, title = 'Session Complete', seconds } = props;
  useLoadable(SUMMARY_DIALOG, open, () => {
    onOpenChange(false);
    notify({
      tone: 'info',
      message: `${title}. You practised for ${formatMinutesPractised(seconds)}.`,
    });
  });
  const loaded = SUMMARY_DIALOG.get();
  return loaded ? <loaded.SummaryDialog {...props} /> : null;
}

/** The title of the card for a session the visitor ended early (docs/tools/sessions.md#screen). */
export const ENDED_TITLE = 'Session Ended';

/**
 * The kit's card for a session the visitor ended early (Stop, Reset, End): the minutes really
 * practised, the journal note, 'New Session' and 'Undo' (docs/tools/sessions.md#behaviour). `itemsOf`
 * gives facts of what was done in those seconds (box breathing's whole rounds breathed), never a plan's.
 */
export function SessionEndedSummary({
  ending,
  itemsOf,
}: {
  ending: SessionEnding | null;
  itemsOf?: (seconds: number) => readonly SummaryItem[];
}) {
  // why kept: the card keeps its minutes while it closes
  const [seconds, setSeconds] = useState(ending?.seconds ?? 0);
  if (ending && ending.seconds !== seconds) setSeconds(ending.seconds);
  return (
    <SessionSummary
      open={ending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) ending?.close();
      }}
      title={ENDED_TITLE}
      seconds={seconds}
      items={itemsOf?.(seconds) ?? []}
      onNewSession={() => ending?.close()}
      onUndo={() => ending?.undo()}
    />
  );
}
