/**
 * The visitor's level and limits, asked once for both planners (issue 43: "ask once, keep it";
 * docs/tools/planners.md#level-and-limits): one key, `stillwell:site:body`, so a pregnancy or a bad back
 * told to the yoga planner holds in the exercise planner too. Earlier versions kept one copy a planner
 * (`stillwell:<tool>:body`); `adoptEarlierBodies` folds those into the one key, never losing a limit.
 */
import { LEVEL_IDS, LIMIT_IDS, type LevelId, type LimitId } from '../ai/catalog';
import { createGuardSchema } from '../storage/guard-schema';
import { isArrayOf, isNullable, isOneOf, isShape } from '../storage/guards';
import {
  defineKey,
  readStored,
  removeStored,
  writeStored,
  type StorageKeyDef,
} from '../storage/storage';
import { NO_BODY, type Body } from './body';

/** What a stored level and limits must be. */
const BODY_SCHEMA = createGuardSchema(
  isShape<Body>({
    level: isNullable(isOneOf(LEVEL_IDS)),
    limits: isArrayOf(isOneOf(LIMIT_IDS)),
  }),
  'not a level and limits',
);

/** The level and limits both planners read and write. */
export const BODY_KEY: StorageKeyDef<Body> = defineKey<Body>({
  key: 'stillwell:site:body',
  schema: BODY_SCHEMA,
  version: 1,
  defaultValue: NO_BODY,
  label: 'your level and limits (yoga and exercise planners)',
});

// The copies earlier versions kept a planner; not exported, so the registry no longer lists them.
const EARLIER_BODY_KEYS = ['ai-yoga-planner', 'ai-exercise-planner'].map((tool) =>
  defineKey<Body>({
    key: `stillwell:${tool}:body`,
    schema: BODY_SCHEMA,
    version: 1,
    defaultValue: NO_BODY,
    label: 'your level and limits',
  }),
);

/**
 * Several answers as one: every limit any of them named (a limit is never dropped), and the most careful
 * level given (New to it before Some practice before Regular practice).
 */
export function mergeBodies(bodies: readonly Body[]): Body {
  const levels = new Set(bodies.map((body) => body.level));
  const limits = new Set<LimitId>(bodies.flatMap((body) => body.limits));
  return {
    level: LEVEL_IDS.find((level: LevelId) => levels.has(level)) ?? null,
    limits: LIMIT_IDS.filter((limit) => limits.has(limit)),
  };
}

/**
 * Folds the planners' earlier copies into the one key (with what it already holds) and removes them
 * once it is written. An unreadable copy is set aside by the storage module, as every unreadable value
 * is; a write that fails (storage full) leaves the copies where they are, for the next visit.
 */
export function adoptEarlierBodies(): void {
  const earlier = EARLIER_BODY_KEYS.map((def) => ({ def, read: readStored(def) })).filter(
    ({ read }) => read.status !== 'default',
  );
  if (earlier.length === 0) return;
  const kept = earlier
    .filter(({ read }) => read.status === 'stored' || read.status === 'migrated')
    .map(({ read }) => read.value);
  const current = readStored(BODY_KEY);
  const bodies = current.status === 'default' ? kept : [current.value, ...kept];
  if (kept.length > 0 && !writeStored(BODY_KEY, mergeBodies(bodies)).ok) return;
  for (const { def } of earlier) removeStored(def);
}
