/**
 * Where a planner's practice run is kept across a reload: `stillwell:<tool>:running-session`, holding
 * the run's clock, its plan and where it is (item-session.ts `snapshotOf`). Validated on the way in
 * like every stored value; a damaged one is kept aside and the planner starts fresh with a notice.
 */
import { useEffect, useEffectEvent } from 'react';
import { definePersistedSession } from '../session/persisted-session';
import { isStoredIndex, isStoredSpan, isTimedSession } from '../session/timed-session';
import { readStored, type StorageKeyDef } from '../storage/storage';
import type { RunSnapshot } from './item-session';
import { isRecord } from '../storage/guards';

const PHASES: readonly unknown[] = ['ready', 'item', 'rest'];
/** A span within a run (ms from its start): in range like every stored session field. */
const isMs = (value: unknown): value is number => isStoredSpan(value);

const isCount = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** An item's sets of reps or of a hold (prescription.ts), where it has them. */
const isDose = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (isRecord(value) &&
    isCount(value['sets']) &&
    (value['sets'] as number) >= 1 &&
    typeof value['target'] === 'string' &&
    (value['kind'] === 'reps' ||
      (value['kind'] === 'time' && isMs(value['holdSec']) && (value['holdSec'] as number) > 0)));

const isRunItem = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value['name'] === 'string' &&
  Array.isArray(value['steps']) &&
  value['steps'].every((step) => typeof step === 'string') &&
  isDose(value['dose']);

/** A count the run added later (sets): a run kept before it has none and starts it at 0. */
const isOptionalCount = (value: unknown): boolean => value === undefined || isCount(value);

/** Whether a stored value is a run under way as `snapshotOf` wrote it. */
export function isRunSnapshot(value: unknown): value is RunSnapshot {
  if (!isRecord(value) || !isTimedSession(value['session']) || !isRecord(value['run']))
    return false;
  const { run } = value;
  const plan = run['plan'];
  return (
    // -1: no cue yet
    (value['lastCueAtMs'] === -1 || isMs(value['lastCueAtMs'])) &&
    isRecord(plan) &&
    Array.isArray(plan['items']) &&
    plan['items'].length > 0 &&
    plan['items'].every(isRunItem) &&
    isMs(plan['targetMs']) &&
    isMs(plan['restMs']) &&
    isStoredIndex(run['index'], plan['items'].length) &&
    PHASES.includes(run['phase']) &&
    isMs(run['phaseStartMs']) &&
    isOptionalCount(run['set']) &&
    isOptionalCount(run['setsDone']) &&
    (run['extraMs'] === undefined || isMs(run['extraMs'])) &&
    (run['practiceFromMs'] === null || isMs(run['practiceFromMs']))
  );
}

const snapshotKeys = new Map<string, StorageKeyDef<RunSnapshot | null>>();

/** The key of a planner's run under way (one per planner, made once). */
export function runSnapshotKeyOf(tool: string): StorageKeyDef<RunSnapshot | null> {
  let key = snapshotKeys.get(tool);
  if (!key) {
    key = definePersistedSession<RunSnapshot>({
      tool,
      isSnapshot: isRunSnapshot,
      label: 'your practice under way',
    });
    snapshotKeys.set(tool, key);
  }
  return key;
}

/** Whether a run of `tool` is kept (the planner then opens its practice tab after a reload). */
export function hasKeptRun(tool: string): boolean {
  return readStored(runSnapshotKeyOf(tool)).value !== null;
}

/**
 * Once after mount: when a run of `tool` is kept, `onKept` opens the planner's practice tab, whose part
 * then restores the run. (The part loads with its tab; a page without a run never loads it.)
 */
export function useKeptRun(tool: string, onKept: () => void): void {
  const open = useEffectEvent(onKept);
  useEffect(() => {
    if (hasKeptRun(tool)) open();
  }, [tool]);
}
