/**
 * The long-running timers' history and day counts in the island (focus and eye): the stored counts
 * reach the machine once after mount, before the kit restores a saved session, and a finished
 * session's record and count are kept once.
 */
import { useCallback, useLayoutEffect } from 'react';
import { toLocalDay, type DayKey } from '../clock/local-day';
import { readStored, removeStored, setAsideStored, type StorageKeyDef } from '../storage/storage';
import { useStored } from '../storage/use-stored';
import { getRestoreDays, type DayCounts } from './day-counts';
import type { DayTally } from './day-tally';
import { appendRecordOnce, withoutDay, type HistoryRecord } from './history';
import type { LongTimer } from './long-timer';
import type { TimedSession } from './timed-session';
import { useCompletion } from './use-completion';

/** What the hook keeps and how the tool reaches it. */
export interface TimerDays<R extends HistoryRecord> {
  /** The stored history, oldest first. */
  readonly records: readonly R[];
  /** Keeps a finished session: its record (once: ids are unique) and its day's new count. */
  readonly keep: (record: R, dayCount: number) => void;
  /** Clears one day: its records and its count. */
  readonly clearDay: (day: DayKey) => void;
}

/**
 * Reads the counts of the days a restore needs and hands them to `onCounts` in a layout effect (it
 * runs before every effect, so before the kit's restore), then keeps records and counts as asked.
 * `onCounts` must be stable (a session's `post`).
 */
export function useDayCounts<R extends HistoryRecord>({
  history,
  counts,
  running,
  onCounts,
}: {
  readonly history: StorageKeyDef<R[]>;
  readonly counts: DayCounts;
  readonly running: StorageKeyDef<{ readonly session: TimedSession } | null>;
  readonly onCounts: (counts: Record<DayKey, number>) => void;
}): TimerDays<R> {
  const [records, setRecords] = useStored(history);

  useLayoutEffect(() => {
    const now = Date.now();
    const saved = readStored(running);
    // an unreadable snapshot, once kept aside (and said), is dropped: the kit's read then finds none
    // rather than keeping it aside and saying so a second time
    if (saved.backupKey) removeStored(running);
    try {
      onCounts(
        counts.read(saved.value ? getRestoreDays(saved.value.session, now) : [toLocalDay(now)]),
      );
    } catch {
      // why: a stored session never crashes its tool; one whose days name no count is set aside
      setAsideStored(running);
      onCounts(counts.read([toLocalDay(now)]));
    }
  }, [running, counts, onCounts]);

  const keep = useCallback(
    (record: R, dayCount: number) => {
      setRecords((stored) => appendRecordOnce(stored, record));
      counts.write(record.date, dayCount);
    },
    [setRecords, counts],
  );
  const clearDay = useCallback(
    (day: DayKey) => {
      setRecords((stored) => withoutDay(stored, day));
      counts.write(day, 0);
    },
    [setRecords, counts],
  );
  return { records, keep, clearDay };
}

/**
 * A long timer's days (lib/session/long-timer.ts): the stored counts posted to its machine after mount,
 * and each finished stretch's record and day count kept once, then `onFinished` (a notification, say).
 * `post` must be stable (the session's `post`).
 */
export function useLongTimerDays<T extends string>({
  state,
  post,
  onFinished,
  ...keys
}: {
  readonly state: LongTimer<T>;
  readonly post: (event: { type: 'setCounts'; counts: DayTally }) => void;
  readonly onFinished?: () => void;
  readonly history: StorageKeyDef<HistoryRecord<T>[]>;
  readonly counts: DayCounts;
  readonly running: StorageKeyDef<{ readonly session: TimedSession } | null>;
}): TimerDays<HistoryRecord<T>> {
  const days = useDayCounts({
    ...keys,
    onCounts: useCallback((counts) => post({ type: 'setCounts', counts }), [post]),
  });
  // never twice: the count moves once a stretch, and record ids are unique
  useCompletion(state.done, {
    autoOpen: false,
    onComplete: () => {
      if (!state.lastFinished) return;
      const { record } = state.lastFinished;
      days.keep(record, state.counts[record.date] ?? 1);
      onFinished?.();
    },
  });
  return days;
}
