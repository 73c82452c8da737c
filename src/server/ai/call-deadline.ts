/**
 * The time left to the AI call under way, carried with the call's async work (AsyncLocalStorage), so
 * the provider's fetch can tell a 429 worth waiting for from one that outlasts the time limit (issue 23).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/** Runs `work` with its deadline (ms since the epoch) known to the calls it makes. */
export function withCallDeadline<T>(deadlineAt: number, work: () => T): T {
  return deadlines.run(deadlineAt, work);
}

/** Milliseconds left to the current call's deadline, or undefined outside a call. */
export function timeLeftMs(now: number = Date.now()): number | undefined {
  const deadlineAt = deadlines.getStore();
  return deadlineAt === undefined ? undefined : deadlineAt - now;
}
