/** Runs a test block in a time zone of its own, for the tests of local days and times. */
import { afterAll, beforeAll } from 'vitest';

/** Runs a block's tests with the engine's local zone set to `zone` (Node re-reads TZ when it changes). */
export function inZone(zone: string): void {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });
}
