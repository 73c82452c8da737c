/**
 * Appends a finished session to the practice log, loading the log's validator only when a session
 * starts: the schema costs ~6 KB gzip that no tool needs at page load. The chunk is precached, so this
 * works offline. Once prepared, logging is synchronous, so it also works in a `pagehide` handler.
 */
import type { WriteResult } from '../storage/storage';
import type { PracticeEntry } from './practice-log';

type PracticeLogModule = typeof import('./practice-log');

let loaded: PracticeLogModule | undefined;
let loading: Promise<PracticeLogModule> | undefined;

/** Starts loading the practice log (call when a session starts). */
export function preparePracticeLog(): Promise<PracticeLogModule> {
  loading ??= import('./practice-log').then((module) => (loaded = module));
  return loading;
}

/**
 * Records one finished session. Synchronous once prepared (returns the write result); otherwise loads
 * first and resolves with it. Failures are also shown to the visitor by the storage module.
 */
export function logPractice(entry: PracticeEntry): WriteResult | Promise<WriteResult> {
  if (loaded) return loaded.appendPractice(entry);
  return preparePracticeLog().then((module) => module.appendPractice(entry));
}
