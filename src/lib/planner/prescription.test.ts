import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../../server/ai/builtin/content/exercises';
import { MAX_SETS, describePrescription, parsePrescription } from './prescription';

describe('an exercise’s prescription, read from its guidance (issue 43)', () => {
  it.each([
    ['Aim for 2 to 3 sets of 6 to 12 reps', { kind: 'reps', sets: 3, target: '6–12 reps' }],
    [
      'Alternate legs for 2 to 3 sets of 8 to 10 per side',
      { kind: 'reps', sets: 3, target: '8–10 reps per side' },
    ],
    ['Do 3 sets of 5', { kind: 'reps', sets: 3, target: '5 reps' }],
    [
      'Do 10 to 15 per side, adding a band',
      { kind: 'reps', sets: 1, target: '10–15 reps per side' },
    ],
    ['Hold for 5 seconds|Repeat 10 times', { kind: 'reps', sets: 1, target: '10 reps' }],
    ['Do 8 to 10 jumps, rest and repeat', { kind: 'reps', sets: 3, target: '8–10 jumps' }],
    ['Walk for 20 to 40 metres, rest and repeat', { kind: 'reps', sets: 3, target: '20–40 m' }],
    [
      'Hold for 20 to 30 seconds|Switch legs and repeat 2 to 3 times',
      { kind: 'time', sets: 3, holdSec: 20, target: '20–30 s' },
    ],
    [
      'Work for 20 to 30 seconds, rest, and repeat 4 to 6 rounds',
      { kind: 'time', sets: 6, holdSec: 20, target: '20–30 s' },
    ],
    [
      'Warm up with 5 minutes of brisk walking|Continue for 20 to 40 minutes',
      { kind: 'time', sets: 1, holdSec: 1200, target: '20–40 min' },
    ],
  ])('reads “%s”', (instructions, expected) => {
    expect(parsePrescription(instructions)).toEqual(expected);
  });

  it('names none for guidance without numbers (a custom exercise is timed by its minutes)', () => {
    expect(parsePrescription('Warm up gently|Move with control')).toBeNull();
  });

  it('never asks for more than 10 sets', () => {
    expect(parsePrescription('Do 30 sets of 5')).toMatchObject({ sets: MAX_SETS });
  });

  it('says a prescription as a card shows it', () => {
    expect(describePrescription({ kind: 'reps', sets: 3, target: '8–12 reps' })).toBe(
      '3 × 8–12 reps',
    );
    expect(describePrescription({ kind: 'time', sets: 1, holdSec: 20, target: '20–30 s' })).toBe(
      '20–30 s',
    );
  });

  it.each(EXERCISES.map((exercise) => [exercise.name, exercise.instructions] as const))(
    'every built-in exercise has a valid prescription: %s',
    (_name, instructions) => {
      const prescription = parsePrescription(instructions);
      expect(prescription).not.toBeNull();
      if (!prescription) return;
      expect(Number.isInteger(prescription.sets)).toBe(true);
      expect(prescription.sets).toBeGreaterThanOrEqual(1);
      expect(prescription.sets).toBeLessThanOrEqual(MAX_SETS);
      if (prescription.kind === 'time') {
        expect(prescription.holdSec).toBeGreaterThan(0);
        expect(prescription.target).toMatch(/^\d+(–\d+)? (s|min|h)$/);
      } else {
        expect(prescription.target).toMatch(/^\d+(–\d+)? (reps|m|\w+)( per \w+| each side)?$/);
        const [low = 0, high] = (prescription.target.split(' ')[0] ?? '').split('–').map(Number);
        expect(low).toBeGreaterThan(0);
        if (high !== undefined) expect(high).toBeGreaterThan(low);
      }
    },
  );
});
