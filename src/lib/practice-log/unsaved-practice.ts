/**
 * The practice a full storage could not take (docs/tools/sessions.md#data): loaded only when an entry
 * waits in the tab (`practice-log.ts` keeps each at once under `UNSAVED_PRACTICE_PREFIX`), it writes
 * the waiting entries into the log as soon as there is room: now, when the page is hidden or left, or
 * when another tab changes storage (freeing space, say). Nothing practised is lost to a full storage.
 *
 * why the log comes in as arguments: importing it from practice-log.ts would make the two files import
 * each other, and the bundler would then give the practice log a file of its own on every tool page
 * (docs/architecture.md#page-bundles); this way this file is one for every page, and tool pages carry
 * only the few lines that keep an entry in the tab.
 */
import { readStored, writeStored, type StorageKeyDef } from '../storage/storage';
import type { PracticeEntry } from './practice-log';

/** `entries` with `entry` in place of one of the same tool and start, or added at the end. */
type WithEntry = (entries: readonly PracticeEntry[], entry: PracticeEntry) => PracticeEntry[];

/** The tab's keys under `prefix` and the entries they hold, unreadable ones left out. */
function waitingEntries(
  log: StorageKeyDef<PracticeEntry[]>,
  prefix: string,
): { keys: string[]; entries: PracticeEntry[] } {
  const keys = Object.keys(sessionStorage).filter((key) => key.startsWith(prefix));
  const entries: PracticeEntry[] = [];
  for (const key of keys) {
    try {
      const entry: unknown = JSON.parse(sessionStorage.getItem(key) ?? '');
      // an entry is valid when the log's own schema takes it (a list of one)
      const checked = log.schema['~standard'].validate([entry]);
      if (!(checked instanceof Promise) && !checked.issues) entries.push(...checked.value);
    } catch {
      // why: an unreadable copy is nothing to write; it is cleared with the others
    }
  }
  return { keys, entries };
}

/**
 * Writes the waiting entries into the log (each replacing one of the same tool and start, as a new entry
 * would) and clears them from the tab; returns whether none wait any more.
 */
function writeWaiting(
  log: StorageKeyDef<PracticeEntry[]>,
  prefix: string,
  withEntry: WithEntry,
): boolean {
  try {
    const { keys, entries } = waitingEntries(log, prefix);
    if (
      entries.length > 0 &&
      !writeStored(log, entries.reduce(withEntry, readStored(log).value)).ok
    )
      return false;
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    // why: nothing waits in a session storage that cannot be reached
  }
  return true;
}

let isListening = false;

/**
 * Writes the entries waiting under `prefix` into `log` now or, while there is no room, at the next
 * chance (the page hidden or left, another tab changing storage).
 */
export function writeWhenRoom(
  log: StorageKeyDef<PracticeEntry[]>,
  prefix: string,
  withEntry: WithEntry,
): void {
  if (writeWaiting(log, prefix, withEntry) || isListening) return;
  isListening = true;
  const retry = () => {
    if (!writeWaiting(log, prefix, withEntry)) return;
    isListening = false;
    window.removeEventListener('pagehide', retry);
    window.removeEventListener('storage', retry);
    document.removeEventListener('visibilitychange', retry);
  };
  window.addEventListener('pagehide', retry);
  window.addEventListener('storage', retry);
  document.addEventListener('visibilitychange', retry);
}
