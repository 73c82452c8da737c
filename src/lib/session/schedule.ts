/**
 * A schedule of phases over a session's elapsed time: breath patterns (in, hold, out, hold), walking
 * steps (lift, move, place, pause), work/break cycles, body-scan zones. Pure: the caller passes the
 * elapsed milliseconds of its `TimedSession`, so a sleeping tab lands in the right phase and a phase of
 * 1.5 s keeps exact time.
 *
 * A schedule repeats (a breath pattern) or runs once (twelve zones). Phases of zero length are skipped
 * (docs/tools/breath-sync.md#behaviour); a schedule needs at least one phase longer than zero.
 */

/** One phase: a key the tool understands and its length. */
export interface Phase<K extends string = string> {
  readonly key: K;
  /** Length in ms; 0 skips the phase. */
  readonly ms: number;
}

/** Phases in order, played once or repeated. */
export interface Schedule<K extends string = string> {
  readonly phases: readonly Phase<K>[];
  /** True: after the last phase comes the first again. */
  readonly repeats: boolean;
}

/** Where a schedule stands at some elapsed time. */
export interface SchedulePosition<K extends string = string> {
  /** Index of the current phase in `phases` (the last one once a finite schedule is done). */
  readonly index: number;
  readonly key: K;
  /** Completed passes through the schedule (0 during the first). */
  readonly cycle: number;
  /**
   * Phase changes so far, counting only phases that are played: 0 in the first phase, +1 at every
   * change, across cycles. A tool plays a tone or vibrates when it rises.
   */
  readonly step: number;
  /** Length of the current phase, ms. */
  readonly phaseMs: number;
  /** Time spent in the current phase, ms. */
  readonly phaseElapsedMs: number;
  /** Time left in the current phase, ms (0 once a finite schedule is done). */
  readonly phaseRemainingMs: number;
  /** A finite schedule has played its last phase to the end. */
  readonly isDone: boolean;
}

/** Length of one pass through the schedule, ms. */
export function getCycleMs(schedule: Schedule): number {
  return schedule.phases.reduce((sum, phase) => sum + Math.max(0, phase.ms), 0);
}

/** Total length: one pass for a finite schedule, Infinity for a repeating one. */
export function getScheduleMs(schedule: Schedule): number {
  return schedule.repeats ? Infinity : getCycleMs(schedule);
}

/** Whether a schedule has any time in it (a custom pattern of all zeros has none). */
export function isPlayable(schedule: Schedule): boolean {
  return getCycleMs(schedule) > 0;
}

function playedIndices(schedule: Schedule): number[] {
  return schedule.phases.flatMap((phase, index) => (phase.ms > 0 ? [index] : []));
}

/** Locates the phase at `elapsedMs` (negative counts as 0). Throws on a schedule with no time in it. */
export function locate<K extends string>(
  schedule: Schedule<K>,
  elapsedMs: number,
): SchedulePosition<K> {
  const cycleMs = getCycleMs(schedule);
  if (cycleMs <= 0) throw new Error('A schedule needs at least one phase longer than 0 ms');
  const played = playedIndices(schedule);
  const safeElapsed = Math.max(0, elapsedMs);
  if (!schedule.repeats && safeElapsed >= cycleMs) {
    const index = played.at(-1) ?? 0;
    const phase = schedule.phases[index] as Phase<K>;
    return {
      index,
      key: phase.key,
      cycle: 1,
      step: played.length - 1,
      phaseMs: phase.ms,
      phaseElapsedMs: phase.ms,
      phaseRemainingMs: 0,
      isDone: true,
    };
  }
  const cycle = Math.floor(safeElapsed / cycleMs);
  let offset = safeElapsed - cycle * cycleMs;
  for (const [rank, index] of played.entries()) {
    const phase = schedule.phases[index] as Phase<K>;
    if (offset < phase.ms) {
      return {
        index,
        key: phase.key,
        cycle,
        step: cycle * played.length + rank,
        phaseMs: phase.ms,
        phaseElapsedMs: offset,
        phaseRemainingMs: phase.ms - offset,
        isDone: false,
      };
    }
    offset -= phase.ms;
  }
  // Unreachable: an offset below the cycle length always lands inside a played phase.
  throw new Error('Schedule lookup overran its cycle');
}

/** A phase change ahead: when (elapsed ms) and which phase begins. */
export interface PhaseChange<K extends string = string> {
  readonly atElapsedMs: number;
  readonly index: number;
  readonly key: K;
  readonly step: number;
}

/**
 * Phase changes after `fromElapsedMs` up to and including `toElapsedMs`, in order: what a tool schedules
 * ahead on the audio clock (walking tones) so sounds keep time in a background tab.
 */
export function listChanges<K extends string>(
  schedule: Schedule<K>,
  fromElapsedMs: number,
  toElapsedMs: number,
): PhaseChange<K>[] {
  const changes: PhaseChange<K>[] = [];
  let position = locate(schedule, fromElapsedMs);
  let at = Math.max(0, fromElapsedMs) + position.phaseRemainingMs;
  while (!position.isDone && at <= toElapsedMs) {
    const next = locate(schedule, at);
    if (next.isDone) break;
    changes.push({ atElapsedMs: at, index: next.index, key: next.key, step: next.step });
    position = next;
    at += next.phaseRemainingMs;
  }
  return changes;
}

/** Whole seconds to show for a phase countdown: 4000 ms → 4, 3001 ms → 4, 3000 ms → 3. */
export function toCountdownSeconds(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}
