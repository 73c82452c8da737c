/**
 * Appends a finished session to the practice log, loading the log's validator only then: the schema
 * costs ~6 KB gzip that no tool needs at page load. The chunk is precached, so this works offline.
 */
import type { WriteResult } from '../storage/storage';
import type { PracticeEntry } from './practice-log';

/** Records one finished session; resolves with the write result (failures are also shown to the visitor). */
export async function logPractice(entry: PracticeEntry): Promise<WriteResult> {
  const { appendPractice } = await import('./practice-log');
  return appendPractice(entry);
}
