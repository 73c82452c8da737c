/**
 * Rules the three planners share for their lists (docs/tools/planners.md#data, #validation, #calls, #constants): names compared lower-cased,
 * custom text that is blank is ignored, ids from the wall time, per-item minutes clamped to 1–10,
 * bar-separated steps, video-search links, and the progress numbers of a session history.
 */

/** Longest name kept for a task, habit, pose or exercise (the AI API's limit). */
export const MAX_NAME_CHARS = 200;
/** Per-item timer bounds and default, whole minutes (docs/tools/planners.md#validation, #constants). */
export const ITEM_MINUTES = { min: 1, max: 10, default: 1 } as const;
/** Sessions a progress view lists (docs/tools/planners.md#constants: the latest 10; history itself has no cap). */
export const LATEST_SESSIONS = 10;

/** A name as compared for duplicates: trimmed and lower-cased (docs/tools/planners.md#validation). */
export function normalizeName(name: string): string {
  return name.trim().toLowerCase();
}

/** The trimmed text of a custom addition, or null when it is blank (docs/tools/planners.md#validation: blank is ignored). */
export function cleanName(text: string): string | null {
  const name = text.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME_CHARS);
  return name === '' ? null : name;
}

/**
 * Suggestions without those whose lower-cased name matches an existing item, nor repeats within the
 * list (docs/tools/planners.md#validation: duplicates are dropped; an added suggestion leaves the list because it now exists).
 */
export function dropExisting<T extends { readonly name: string }>(
  suggestions: readonly T[],
  existingNames: readonly string[],
): T[] {
  const taken = new Set(existingNames.map(normalizeName));
  return suggestions.filter((item) => {
    const key = normalizeName(item.name);
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}

/** A new id from the wall time, moved on by a millisecond while it is taken (two adds in one ms). */
export function createId(now: number, taken: readonly { readonly id: number }[]): number {
  const ids = new Set(taken.map((item) => item.id));
  let id = Math.floor(now);
  while (ids.has(id)) id += 1;
  return id;
}

/**
 * Whole minutes from what the visitor typed, clamped to 1–10 (docs/decisions.md#inputs-are-clamped: inputs are clamped and the
 * field shows the value used); anything unreadable is the default, 1.
 */
export function clampMinutes(value: number | string): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(number)) return ITEM_MINUTES.default;
  return Math.min(ITEM_MINUTES.max, Math.max(ITEM_MINUTES.min, Math.round(number)));
}

/** The steps of bar-separated instructions (docs/tools/planners.md#data), blank ones dropped. */
export function splitSteps(instructions: string): string[] {
  return instructions
    .split('|')
    .map((step) => step.trim())
    .filter((step) => step !== '');
}

/** Where the video-search links go. */
export const VIDEO_SEARCH_URL = 'https://www.youtube.com/results?search_query=';

/** Video search for a pose: its name plus ' yoga pose' (docs/tools/ai-yoga-planner.md#calls). */
export function getPoseVideoUrl(name: string): string {
  return VIDEO_SEARCH_URL + encodeURIComponent(`${name.trim()} yoga pose`);
}

/**
 * Video search for an exercise: '{name} exercise form', lower-cased, non-alphanumerics stripped and
 * words joined by '+' (docs/tools/planners.md#calls).
 */
export function getExerciseVideoUrl(name: string): string {
  const words = `${name} exercise form`
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  return VIDEO_SEARCH_URL + words.join('+');
}

/** One finished practice in a planner's history (docs/tools/planners.md#data session records, count field aside). */
export interface HistoryEntry {
  readonly id: number;
  /** yyyy-mm-dd. */
  readonly date: string;
  /** Seconds practised. */
  readonly duration: number;
  /** ms since the epoch at the end. */
  readonly timestamp: number;
}

/** The newest `LATEST_SESSIONS` entries, newest first. */
export function getLatest<T extends HistoryEntry>(history: readonly T[]): T[] {
  return [...history].sort((a, b) => b.timestamp - a.timestamp).slice(0, LATEST_SESSIONS);
}

/** Totals over a whole history: sessions, seconds, items practised, and days practised. */
export function summarizeHistory<T extends HistoryEntry>(
  history: readonly T[],
  countOf: (entry: T) => number,
): { sessions: number; totalSec: number; items: number; days: number } {
  return {
    sessions: history.length,
    totalSec: history.reduce((sum, entry) => sum + entry.duration, 0),
    items: history.reduce((sum, entry) => sum + countOf(entry), 0),
    days: new Set(history.map((entry) => entry.date)).size,
  };
}

/** '45 s', '12 min', '12 min 5 s', '1 h 3 min' for a number of seconds. */
export function formatDuration(totalSec: number): string {
  const sec = Math.max(0, Math.round(totalSec));
  const hours = Math.floor(sec / 3600);
  const minutes = Math.floor((sec % 3600) / 60);
  const seconds = sec % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes === 0) return `${seconds} s`;
  return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
}

/** An elapsed time to the tenth of a second, '01:05.3' (docs/tools/planners.md#constants: the clock ticks every 100 ms). */
export function formatTenths(ms: number): string {
  const tenths = Math.max(0, Math.floor(ms / 100));
  const sec = Math.floor(tenths / 10);
  return `${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}.${tenths % 10}`;
}
