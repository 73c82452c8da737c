/**
 * The mixer's one-shots (thunder, dinosaur, lion roar, seagulls): while such a sound is on and the
 * session runs, a take plays at natural intervals instead of back to back. Pure: time enters as `now`,
 * chance as a seed that the caller keeps, and which takes have decoded as a list, so every play is
 * predictable in tests.
 */
import { nextRandom } from '../../lib/random';

/** Delay before a one-shot's first play after it is turned on or the session starts (ms). */
export const ONE_SHOT_FIRST_DELAY_MS = 400;

/** Pauses between two plays, in seconds (min, max); a one-shot without an entry uses the default. */
export const ONE_SHOT_GAP_SEC: Readonly<Record<string, readonly [number, number]>> = {
  thunder: [10, 35],
  dinosaur: [25, 70],
  lionroar: [20, 60],
  seagulls: [5, 20],
};
const DEFAULT_GAP_SEC = [10, 30] as const;

/** A take that started playing. */
export interface Play {
  readonly takeId: string;
  /** Rises with every play of the mixer, so the player starts each one exactly once. */
  readonly seq: number;
  /** Wall time (ms) it ends by itself. */
  readonly endsAt: number;
}

/** One one-shot sound's schedule. */
export interface Slot {
  /** Wall time (ms) of its next play, or null while it is not active. */
  readonly nextAt: number | null;
  /** Takes still sounding. */
  readonly plays: readonly Play[];
}

/** An idle slot. */
export const IDLE_SLOT: Slot = { nextAt: null, plays: [] };

/** What one sound needs to decide: is it active, and which of its takes can play. */
export interface OneShotInput {
  readonly id: string;
  /** On, the session running, and its gain above zero. */
  readonly isActive: boolean;
  /** Its fade-in has reached the channel volume (a take never starts mid-fade). */
  readonly isSettled: boolean;
  /** Takes with their length (s), in the sound's order, that have decoded. */
  readonly readyTakes: readonly { readonly id: string; readonly durationSec: number }[];
  /** The sound's own length (s), for the gap after a play. */
  readonly durationSec: number;
}

/** The slots and seed after a step, with the sequence counter. */
export interface OneShotStep {
  readonly slots: Readonly<Record<string, Slot>>;
  readonly seed: number;
  readonly seq: number;
}

/** When a one-shot plays next after one started at `now`: its length plus a pause in its range. */
export function nextPlayAt(id: string, durationSec: number, now: number, roll: number): number {
  const [min, max] = ONE_SHOT_GAP_SEC[id] ?? DEFAULT_GAP_SEC;
  return now + Math.round((durationSec + min + roll * (max - min)) * 1000);
}

/**
 * Advances every one-shot to `now`: an inactive sound drops its plays (the player fades them with the
 * channel); an active one schedules its first play, and plays a random ready take when it is due and
 * its fade-in has settled. Ended plays are forgotten.
 */
export function stepOneShots(
  inputs: readonly OneShotInput[],
  previous: OneShotStep,
  now: number,
): OneShotStep {
  let { seed, seq } = previous;
  const slots: Record<string, Slot> = {};
  for (const input of inputs) {
    const slot = previous.slots[input.id] ?? IDLE_SLOT;
    if (!input.isActive) {
      slots[input.id] = IDLE_SLOT;
      continue;
    }
    const plays = slot.plays.filter((play) => play.endsAt > now);
    if (slot.nextAt === null) {
      slots[input.id] = { nextAt: now + ONE_SHOT_FIRST_DELAY_MS, plays };
      continue;
    }
    if (now < slot.nextAt || !input.isSettled || input.readyTakes.length === 0) {
      slots[input.id] = plays.length === slot.plays.length ? slot : { ...slot, plays };
      continue;
    }
    const pick = nextRandom(seed);
    const gap = nextRandom(pick.seed);
    seed = gap.seed;
    const take =
      input.readyTakes[
        Math.min(input.readyTakes.length - 1, Math.floor(pick.value * input.readyTakes.length))
      ];
    if (!take) continue;
    seq += 1;
    slots[input.id] = {
      nextAt: nextPlayAt(input.id, input.durationSec, now, gap.value),
      plays: [
        ...plays,
        { takeId: take.id, seq, endsAt: now + Math.round(take.durationSec * 1000) },
      ],
    };
  }
  return { slots, seed, seq };
}
