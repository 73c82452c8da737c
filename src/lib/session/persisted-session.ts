/**
 * Stored deadlines: a running session survives a reload and a closed tab. A tool declares one key for
 * its session snapshot (the embedded `TimedSession`, which is plain data holding the start, the banked
 * time and so the deadline, plus whatever else the tool needs to carry on), and the hook keeps it saved
 * while anything is under way.
 *
 * On load the hook hands the saved snapshot to the tool once, after hydration (the server renders the
 * defaults). The tool's machine takes it in a `restore` event carrying `now`, and applies its own rules
 * from there: the kit's `tickSession` completes a session whose deadline passed while the page was
 * closed at that deadline (its true end time), exactly once, and the machine decides what comes next.
 * Records made from a completion carry the session's start as their id, so a record written once is
 * never written twice (`appendRecordOnce` in history.ts).
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import type { StandardSchemaV1 } from '../storage/standard-schema';
import { createGuardSchema } from '../storage/guard-schema';
import {
  defineKey,
  readStored,
  removeStored,
  writeStored,
  type StorageKeyDef,
} from '../storage/storage';

/** Declares the key `stillwell:<tool>:running-session` holding a tool's snapshot (null: none). */
export function definePersistedSession<T>({
  tool,
  isSnapshot,
  label,
}: {
  /** The tool's slug. */
  tool: string;
  /** Validates a stored snapshot (use `isTimedSession` for the embedded session). */
  isSnapshot: (value: unknown) => value is T;
  /** The visitor-facing name, e.g. 'your running focus session'. */
  label: string;
}): StorageKeyDef<T | null> {
  const schema: StandardSchemaV1<unknown, T | null> = createGuardSchema(
    (value): value is T | null => value === null || isSnapshot(value),
    'Expected a session snapshot',
  );
  return defineKey<T | null>({
    key: `stillwell:${tool}:running-session`,
    schema,
    version: 1,
    defaultValue: null,
    label,
  });
}

/**
 * Keeps `snapshot` saved under `key` (null removes it) and, once after mount, hands a saved snapshot to
 * `onRestore` (which sends the machine its `restore` event). Nothing is written before that read, so
 * the defaults of the first render never overwrite what a previous visit left.
 */
export function usePersistedSession<T>(
  key: StorageKeyDef<T | null>,
  snapshot: T | null,
  onRestore: (saved: T) => void,
): void {
  const hasRestoredRef = useRef(false);
  const restore = useEffectEvent(onRestore);
  const serialized = JSON.stringify(snapshot);
  const savedRef = useRef<string | null>(null);

  useEffect(() => {
    if (!hasRestoredRef.current) {
      hasRestoredRef.current = true;
      const saved = readStored(key).value;
      savedRef.current = JSON.stringify(saved);
      if (saved !== null) {
        restore(saved);
        return;
      }
    }
    if (serialized === savedRef.current) return;
    savedRef.current = serialized;
    const next = JSON.parse(serialized) as T | null;
    if (next === null) removeStored(key);
    else writeStored(key, next);
  }, [key, serialized]);
}
