import { describe, expect, it } from 'vitest';
import {
  IDLE_SLOT,
  ONE_SHOT_FIRST_DELAY_MS,
  nextPlayAt,
  stepOneShots,
  type OneShotInput,
  type OneShotStep,
} from './one-shots';

const T0 = 1_700_000_000_000;
const LION: OneShotInput = {
  id: 'lionroar',
  isActive: true,
  isSettled: true,
  readyTakes: [{ id: 'lionroar', durationSec: 2.828 }],
  durationSec: 2.828,
};
const THUNDER: OneShotInput = {
  id: 'thunder',
  isActive: true,
  isSettled: true,
  readyTakes: [
    { id: 'thunder', durationSec: 6 },
    { id: 'thunder-2', durationSec: 7 },
    { id: 'thunder-4', durationSec: 5 },
  ],
  durationSec: 6,
};
const START: OneShotStep = { slots: {}, seed: 42, seq: 0 };

/** Steps the scheduler through `times` (ms after T0). */
function run(inputs: readonly OneShotInput[], times: readonly number[], from = START) {
  return times.reduce((step, ms) => stepOneShots(inputs, step, T0 + ms), from);
}

describe('mixer one-shots', () => {
  it('scatters a one-shot after its own length plus a pause in its range', () => {
    expect(nextPlayAt('lionroar', 2.828, 0, 0)).toBe(Math.round((2.828 + 20) * 1000));
    expect(nextPlayAt('lionroar', 2.828, 0, 0.999999)).toBe(Math.round((2.828 + 60) * 1000));
    expect(nextPlayAt('unknown', 1, 0, 0)).toBe(11_000);
  });

  it('waits 400 ms after it is turned on, then plays a ready take', () => {
    const first = run([LION], [0]);
    expect(first.slots['lionroar']).toEqual({ nextAt: T0 + ONE_SHOT_FIRST_DELAY_MS, plays: [] });
    const played = run([LION], [ONE_SHOT_FIRST_DELAY_MS - 1, ONE_SHOT_FIRST_DELAY_MS], first);
    expect(played.seq).toBe(1);
    expect(played.slots['lionroar']?.plays).toEqual([
      { takeId: 'lionroar', seq: 1, endsAt: T0 + ONE_SHOT_FIRST_DELAY_MS + 2828 },
    ]);
    const nextAt = played.slots['lionroar']?.nextAt ?? 0;
    expect(nextAt - (T0 + 400)).toBeGreaterThanOrEqual(2828 + 20_000);
    expect(nextAt - (T0 + 400)).toBeLessThanOrEqual(2828 + 60_000);
  });

  it('is repeatable: the same seed gives the same takes and gaps', () => {
    const times = Array.from({ length: 400 }, (_, i) => i * 1000);
    expect(run([THUNDER], times)).toEqual(run([THUNDER], times));
    const other = run([THUNDER], times, { ...START, seed: 7 });
    expect(other).not.toEqual(run([THUNDER], times));
  });

  it('plays every thunder take over time, never two of one sound at once within its gap', () => {
    const times = Array.from({ length: 1200 }, (_, i) => i * 1000);
    const seen = new Set<string>();
    let step = START;
    for (const ms of times) {
      step = stepOneShots([THUNDER], step, T0 + ms);
      for (const play of step.slots['thunder']?.plays ?? []) seen.add(play.takeId);
      expect(step.slots['thunder']?.plays.length ?? 0).toBeLessThanOrEqual(1);
    }
    expect([...seen].sort()).toEqual(['thunder', 'thunder-2', 'thunder-4']);
  });

  it('does not start a take mid fade-in, nor without a decoded take', () => {
    const waiting = run([{ ...LION, isSettled: false }], [0, 500, 5000]);
    expect(waiting.seq).toBe(0);
    const undecoded = run([{ ...LION, readyTakes: [] }], [0, 500, 5000]);
    expect(undecoded.seq).toBe(0);
    // once decoded and settled, the play that was due happens at once
    const later = stepOneShots([LION], undecoded, T0 + 5001);
    expect(later.seq).toBe(1);
  });

  it('an inactive sound drops its plays and its schedule (the player fades them out)', () => {
    const played = run([LION], [0, 400, 1000]);
    expect(played.slots['lionroar']?.plays).toHaveLength(1);
    const off = stepOneShots([{ ...LION, isActive: false }], played, T0 + 1100);
    expect(off.slots['lionroar']).toBe(IDLE_SLOT);
    // turned on again: a fresh first delay
    const again = stepOneShots([LION], off, T0 + 2000);
    expect(again.slots['lionroar']?.nextAt).toBe(T0 + 2000 + ONE_SHOT_FIRST_DELAY_MS);
  });

  it('forgets a play once it has ended', () => {
    const played = run([LION], [0, 400]);
    expect(run([LION], [400 + 2827], played).slots['lionroar']?.plays).toHaveLength(1);
    expect(run([LION], [400 + 2828], played).slots['lionroar']?.plays).toHaveLength(0);
  });
});
