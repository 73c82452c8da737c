/**
 * The mixer's fades (docs/tools/sound-mixer.md#behaviour, #constants): a sound's gain moves towards its target by 0.1 every 50 ms. A
 * fade is a function of when it began, so a throttled tab neither drifts nor fades slower.
 */

/** Gain added or removed at each fade step (docs/tools/sound-mixer.md#behaviour, #constants). */
export const FADE_STEP = 0.1;
/** Time between fade steps in ms (docs/tools/sound-mixer.md#behaviour, #constants). */
export const FADE_STEP_MS = 50;

/** A fade in progress: from one gain to another in FADE_STEP steps every FADE_STEP_MS. */
export interface Fade {
  readonly from: number;
  readonly to: number;
  /** Wall time (ms) the fade began. */
  readonly startedAt: number;
}

/** Where a fade is at `now`: whole steps of FADE_STEP every FADE_STEP_MS, never past its end. */
export function fadeLevel(fade: Fade, now: number): number {
  const steps = Math.max(0, Math.floor((now - fade.startedAt) / FADE_STEP_MS));
  const moved = steps * FADE_STEP;
  const level =
    fade.to >= fade.from
      ? Math.min(fade.to, fade.from + moved)
      : Math.max(fade.to, fade.from - moved);
  // why: 0.7 - 0.2 is 0.49999999999999994 in floating point; gains are kept to 1/1000
  return Math.round(level * 1000) / 1000;
}

/** Whether a fade has reached its target by `now`. */
export function isFadeDone(fade: Fade, now: number): boolean {
  return fadeLevel(fade, now) === fade.to;
}

/** How long the spec's fade takes from `gain` to silence, in s (whole steps of 50 ms). */
export function fadeOutSec(gain: number): number {
  return (Math.ceil(gain / FADE_STEP - 1e-9) * FADE_STEP_MS) / 1000;
}

/** The gain `level` at `now` of something whose fade (if any) aims at `target`. */
export function levelAt(fade: Fade | null, target: number, now: number): number {
  return fade ? fadeLevel(fade, now) : target;
}

/** A fade from where the gain is now (`from`) to `to`, or null when there is nothing to move. */
export function fadeTo(from: number, to: number, now: number): Fade | null {
  return from === to ? null : { from, to, startedAt: now };
}
