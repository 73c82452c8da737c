import { describe, expect, it } from 'vitest';
import { POSES } from '../../server/ai/builtin/content/poses';
import { INVERSION_CAUTION, getCaution, getDose } from './item-notes';

describe('getDose', () => {
  it.each([
    ['Press up|Aim for 2 to 3 sets of 6 to 12 reps', '2–3 sets × 6–12 reps'],
    ['Alternate legs for 2 to 3 sets of 8 to 10 per side', '2–3 sets × 8–10 reps per side'],
    ['Hold for 20 to 30 seconds', 'Hold 20–30 s'],
    ['Hold for 30 seconds to 1 minute, then switch sides', 'Hold 30 s–1 min'],
    ['Lift the arms|Hold for 5 breaths, then switch sides', 'Hold 5 breaths'],
    ['Do 8 to 12 reps per side', '8–12 reps per side'],
    ['Keep going for 20 to 30 minutes', '20–30 min'],
    ['Move slowly with your breath', null],
  ])('%s → %s', (steps, dose) => {
    expect(getDose(steps)).toBe(dose);
  });
});

describe('getCaution', () => {
  it('keeps an item’s own caution and gives any inversion one', () => {
    expect(getCaution({ name: 'Sphinx', category: 'seated', caution: 'Warm up first.' })).toBe(
      'Warm up first. Take care or skip it with: pregnancy.',
    );
    expect(getCaution({ name: 'Tripod', category: 'inversion' })).toBe(
      `${INVERSION_CAUTION} Take care or skip it with: pregnancy, high blood pressure and recent surgery.`,
    );
    expect(getCaution({ name: 'Mountain Pose', category: 'standing' })).toBeNull();
  });

  it('finds a caution on every inversion and deep backbend of the library (issue 22)', () => {
    const needing = POSES.filter(
      (pose) =>
        pose.category === 'inversion' ||
        /^(Wheel|Camel|Bow|Wild Thing|Upward-Facing Dog|Fish)/.test(pose.name),
    );
    expect(needing.length).toBeGreaterThanOrEqual(14);
    for (const pose of needing) expect(getCaution(pose), pose.name).not.toBeNull();
    for (const pose of POSES.filter((pose) => pose.category === 'inversion'))
      expect(pose.caution, pose.name).toBeTruthy();
  });

  it('no longer suggests Plow, an inversion that loads the neck, for a stressed visitor', () => {
    const plow = POSES.find((pose) => pose.name.startsWith('Plow'));
    expect(plow?.moods).not.toContain('stressed');
    expect(plow?.caution).toMatch(/neck/);
  });
});
