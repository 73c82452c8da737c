/**
 * Stored deadlines: a running session survives a reload and a closed tab. A tool declares one key for
 * its session snapshot (the embedded `TimedSession`, which is plain data holding the start, the banked
 * time and so the deadline, plus whatever else the tool needs to carry on) as its store's `snapshot`,
 * and `useSession` keeps it saved while anything is under way (use-session.ts).
 *
 * On load the kit hands the saved snapshot to the machine once, after hydration (the server renders
 * the defaults), in its `restore` event carrying `now`; the machine applies its own rules from there:
 * `restoreSession` completes a session whose deadline passed while the page was closed at that
 * deadline (its true end time), exactly once, and the machine decides what comes next. Records made
 * from a completion carry the session's start as their id, so a record written once is never written
 * twice (`appendRecordOnce` in history.ts).
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { createGuardSchema } from '../storage/guard-schema';
import { defineKey, type StorageKeyDef } from '../storage/storage';

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
 * A machine's transition whose restores keep the state itself when they change nothing (compared as
 * JSON: machine states are plain data). A first visit restores the defaults the server rendered, and
 * the same state spares the page a redraw of the whole tool just after it hydrates
 * (docs/architecture.md#after-hydration). The sound mixer has no use for it: its first restore always
 * changes its state, seeding the one-shots' chance.
 */
export function keepingUnchangedRestores<S, E extends { readonly type: string }>(
  transition: (state: S, event: E) => S,
): (state: S, event: E) => S {
  return (state, event) => {
    const next = transition(state, event);
    return event.type === 'restore' && JSON.stringify(next) === JSON.stringify(state)
      ? state
      : next;
  };
}
