/** Breathing techniques and patterns of breath-sync (docs/tools/breath-sync.md#data, #constants). */

/** Seconds in each phase of one breath (docs/tools/breath-sync.md#data: inhale, hold1, exhale, hold2). */
export interface Pattern {
  readonly inhale: number;
  readonly hold1: number;
  readonly exhale: number;
  readonly hold2: number;
}

/** The phases of a breath, in order. */
export const PHASE_KEYS = ['inhale', 'hold1', 'exhale', 'hold2'] as const;
/** One phase of a breath. */
export type PhaseKey = (typeof PHASE_KEYS)[number];

/** Custom fields take 0 to 30 s (docs/tools/breath-sync.md#validation, #constants). */
export const PHASE_MIN_SEC = 0;
export const PHASE_MAX_SEC = 30;
/** Custom fields move in half seconds, as Wim Hof's 1.5 s does. */
export const PHASE_STEP_SEC = 0.5;

/** The custom pattern offered before the visitor sets one. */
export const DEFAULT_CUSTOM_PATTERN: Pattern = { inhale: 4, hold1: 2, exhale: 6, hold2: 0 };

/** The four techniques of the picker (docs/tools/breath-sync.md#data, #constants). */
export const TECHNIQUES = {
  box: {
    name: 'Box Breathing',
    summary: 'Equal counts for calm, steady focus',
    pattern: { inhale: 4, hold1: 4, exhale: 4, hold2: 4 },
  },
  'four-seven-eight': {
    name: '4-7-8 Technique',
    summary: 'A long, slow out-breath to relax and unwind',
    pattern: { inhale: 4, hold1: 7, exhale: 8, hold2: 0 },
  },
  'wim-hof': {
    name: 'Wim Hof',
    summary: 'Quick rhythmic breathing for energy',
    pattern: { inhale: 1.5, hold1: 0, exhale: 1.5, hold2: 0 },
  },
  custom: {
    name: 'Custom Pattern',
    summary: 'Your own rhythm, from 0 to 30 seconds a phase',
    pattern: null,
  },
} as const satisfies Record<string, { name: string; summary: string; pattern: Pattern | null }>;

/** A technique's id. */
export type TechniqueId = keyof typeof TECHNIQUES;
/** The ids in the picker's order. */
export const TECHNIQUE_IDS = Object.keys(TECHNIQUES) as TechniqueId[];
/** The technique chosen before any other. */
export const DEFAULT_TECHNIQUE: TechniqueId = 'box';

/**
 * A custom field's value as used (docs/decisions.md#inputs-are-clamped: inputs are clamped, the field shows the value used):
 * anything that is not a number is 0, then it is rounded to the half second and held within 0..30 s.
 */
export function clampPhaseSec(value: number): number {
  if (!Number.isFinite(value)) return PHASE_MIN_SEC;
  const stepped = Math.round(value / PHASE_STEP_SEC) * PHASE_STEP_SEC;
  return Math.min(PHASE_MAX_SEC, Math.max(PHASE_MIN_SEC, stepped));
}

/** A pattern with every field clamped. */
export function clampPattern(pattern: Pattern): Pattern {
  return {
    inhale: clampPhaseSec(pattern.inhale),
    hold1: clampPhaseSec(pattern.hold1),
    exhale: clampPhaseSec(pattern.exhale),
    hold2: clampPhaseSec(pattern.hold2),
  };
}

/** The pattern a technique breathes (the custom one for Custom Pattern). */
export function patternOf(technique: TechniqueId, custom: Pattern): Pattern {
  return TECHNIQUES[technique].pattern ?? custom;
}

/** Seconds of one whole breath. */
export function breathSec(pattern: Pattern): number {
  return PHASE_KEYS.reduce((sum, key) => sum + pattern[key], 0);
}

/** A pattern as its counts, '4-7-8-0' (halves as '1.5'). */
export function formatPattern(pattern: Pattern): string {
  return PHASE_KEYS.map((key) => String(pattern[key])).join('-');
}
