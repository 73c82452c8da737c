/**
 * A pure, immutable wall-clock session clock.
 *
 * Elapsed time is `bankedMs` (time run before the current segment) plus `now - segmentStartedAt`;
 * remaining time is `durationMs - elapsed`. Nothing is ever decremented, so a throttled background tab,
 * a sleeping laptop or a slow device cannot make a session drift. Time always enters as `now` (ms since
 * the epoch); no `Date.now()` in here.
 */

/** Where a session clock is in its life. */
export type ClockStatus = 'idle' | 'running' | 'paused' | 'complete';

/** An immutable session clock; change it only through the functions of this module. */
export interface SessionClock {
  /** Where the clock is in its life. */
  readonly status: ClockStatus;
  /** Planned length in ms, or null for an open-ended stopwatch. */
  readonly durationMs: number | null;
  /** Elapsed ms banked before the current running segment. */
  readonly bankedMs: number;
  /** Wall time (ms) at which the current running segment began; null unless running. */
  readonly segmentStartedAt: number | null;
  /** Latest wall time (ms) the clock has seen while running; guards against backward clock jumps. */
  readonly lastSeenAt: number | null;
}

/** What a tick produced: the next clock and whether this very tick completed it. */
export interface TickResult {
  /** The clock after the tick. */
  readonly clock: SessionClock;
  /** True only on the one tick that moved the clock to 'complete'. */
  readonly didComplete: boolean;
}

/** Creates an idle clock of `durationMs` (null = open-ended stopwatch). */
export function createClock(durationMs: number | null): SessionClock {
  if (durationMs !== null && !(Number.isFinite(durationMs) && durationMs >= 0)) {
    throw new RangeError(`durationMs must be a finite number >= 0 or null, got ${durationMs}`);
  }
  return {
    status: 'idle',
    durationMs,
    bankedMs: 0,
    segmentStartedAt: null,
    lastSeenAt: null,
  };
}

/** Starts an idle clock at `now`; any other status is a no-op. */
export function startClock(c: SessionClock, now: number): SessionClock {
  if (c.status !== 'idle') return c;
  return { ...c, status: 'running', bankedMs: 0, segmentStartedAt: now, lastSeenAt: now };
}

/**
 * Pauses a running clock at `now`, banking the elapsed time (capped at the duration); any other status is
 * a no-op. Tick first if a pause might land after the deadline, so the completion is not missed.
 */
export function pauseClock(c: SessionClock, now: number): SessionClock {
  if (c.status !== 'running') return c;
  return {
    ...c,
    status: 'paused',
    bankedMs: getElapsedMs(c, now),
    segmentStartedAt: null,
    lastSeenAt: null,
  };
}

/** Resumes a paused clock at `now`; the paused time is not counted. Any other status is a no-op. */
export function resumeClock(c: SessionClock, now: number): SessionClock {
  if (c.status !== 'paused') return c;
  return { ...c, status: 'running', segmentStartedAt: now, lastSeenAt: now };
}

/**
 * Ends a running or paused clock early at `now` (the visitor finished before the deadline): it is
 * 'complete' with the time actually run banked. Idle or complete clocks are returned as they are.
 */
export function endClock(c: SessionClock, now: number): SessionClock {
  if (c.status !== 'running' && c.status !== 'paused') return c;
  return {
    ...c,
    status: 'complete',
    bankedMs: getElapsedMs(c, now),
    segmentStartedAt: null,
    lastSeenAt: null,
  };
}

/** Returns the clock to idle with the same duration; an idle clock is returned as is. */
export function resetClock(c: SessionClock): SessionClock {
  if (c.status === 'idle') return c;
  return createClock(c.durationMs);
}

/** Returns the elapsed ms at `now`, never negative and never above the duration. */
export function getElapsedMs(c: SessionClock, now: number): number {
  let elapsedMs = c.bankedMs;
  if (c.status === 'running' && c.segmentStartedAt !== null) {
    // why: a wall clock set backwards must not take back time already shown to the visitor
    const seenNow = Math.max(now, c.lastSeenAt ?? now);
    elapsedMs += Math.max(0, seenNow - c.segmentStartedAt);
  }
  return c.durationMs === null ? elapsedMs : Math.min(elapsedMs, c.durationMs);
}

/** Returns the remaining ms at `now` (0 to duration), or null for an open-ended clock. */
export function getRemainingMs(c: SessionClock, now: number): number | null {
  if (c.durationMs === null) return null;
  return c.durationMs - getElapsedMs(c, now);
}

/** Returns the wall time (ms) at which a running timed clock reaches zero, or null. */
export function getDeadlineMs(c: SessionClock): number | null {
  if (c.status !== 'running' || c.durationMs === null || c.segmentStartedAt === null) return null;
  return c.segmentStartedAt + c.durationMs - c.bankedMs;
}

/**
 * Advances a running clock to `now`: completes it once the deadline has passed (however late the tick
 * comes) and rebases it after a backward wall-clock jump. Other statuses are a no-op.
 */
export function tickClock(c: SessionClock, now: number): TickResult {
  if (c.status !== 'running' || c.segmentStartedAt === null)
    return { clock: c, didComplete: false };
  const elapsedMs = getElapsedMs(c, now);
  if (c.durationMs !== null && elapsedMs >= c.durationMs) {
    const clock: SessionClock = {
      ...c,
      status: 'complete',
      bankedMs: c.durationMs,
      segmentStartedAt: null,
      lastSeenAt: null,
    };
    return { clock, didComplete: true };
  }
  const lastSeenAt = c.lastSeenAt ?? c.segmentStartedAt;
  if (now < lastSeenAt) {
    // why: the wall clock went backwards; keep what was shown and count on from the new `now`
    return {
      clock: { ...c, bankedMs: elapsedMs, segmentStartedAt: now, lastSeenAt: now },
      didComplete: false,
    };
  }
  if (now === lastSeenAt) return { clock: c, didComplete: false };
  return { clock: { ...c, lastSeenAt: now }, didComplete: false };
}
