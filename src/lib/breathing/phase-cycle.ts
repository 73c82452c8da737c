/**
 * Where a repeating breathing pattern stands at a given elapsed time. Pure: the caller passes elapsed
 * milliseconds computed from a wall-clock start, so a sleeping tab lands in the right phase.
 */

/** Position inside a cycle of phases. */
export interface PhasePosition {
  /** Index of the current phase in the pattern. */
  index: number;
  /** Completed cycles so far (0 during the first). */
  cycle: number;
  /** Milliseconds left in the current phase (> 0). */
  remainingMs: number;
}

/**
 * Locates the phase at `elapsedMs` in a pattern of phase lengths (ms). Phases of zero length are
 * skipped (spec 1 §4.2). Throws on a pattern whose phases are all zero, which no caller may pass.
 */
export function locatePhase(phaseMs: readonly number[], elapsedMs: number): PhasePosition {
  const cycleMs = phaseMs.reduce((sum, ms) => sum + Math.max(0, ms), 0);
  if (cycleMs <= 0) throw new Error('A breathing pattern needs at least one phase longer than 0');
  const safeElapsed = Math.max(0, elapsedMs);
  const cycle = Math.floor(safeElapsed / cycleMs);
  let offset = safeElapsed - cycle * cycleMs;
  for (let index = 0; index < phaseMs.length; index += 1) {
    const length = Math.max(0, phaseMs[index] ?? 0);
    if (offset < length) return { index, cycle, remainingMs: length - offset };
    offset -= length;
  }
  // Unreachable: offset < cycleMs always lands inside a phase.
  throw new Error('Phase lookup overran its cycle');
}

/** Whole seconds to show for a countdown: 4000 ms → 4, 3001 ms → 4, 3000 ms → 3. */
export function toCountdownSeconds(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}
