/**
 * Tones scheduled ahead on the audio clock, so they keep time in a background tab and with the screen
 * locked, where timers are throttled to once a second or slower: a tool's machine plans the tones of the
 * next few seconds (`atMs` on the wall clock) and this hook hands each to the audio engine once, with
 * the delay it still has. Tones planned earlier and no longer wanted (paused, reset, muted) are
 * cancelled before they sound; tones already sounding are left to finish.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { getAudioEngine, type PlaybackHandle } from './audio-engine';

/** One tone at a wall time. */
export interface PlannedTone {
  /** Unique and stable across renders, e.g. 'lift@1764000000000'. */
  readonly id: string;
  /** When it sounds, epoch ms. */
  readonly atMs: number;
  readonly hz: number;
  readonly durationSec: number;
  /** Peak gain, 0..1. */
  readonly gain?: number;
}

/** How late a tone may still start (ms): a wake-up that came a moment late still sounds it. */
export const LATE_TONE_GRACE_MS = 1_000;
/** How long a past tone is remembered so it is not played again (ms). */
const FORGET_AFTER_MS = 10_000;

/** What to do with the planned tones, given those already handed to the engine (id → atMs). */
export function planToneChanges(
  scheduled: ReadonlyMap<string, number>,
  tones: readonly PlannedTone[],
  now: number,
): { play: PlannedTone[]; cancel: string[]; forget: string[] } {
  const wanted = new Set(tones.map((tone) => tone.id));
  const play = tones.filter(
    (tone) => !scheduled.has(tone.id) && tone.atMs >= now - LATE_TONE_GRACE_MS,
  );
  const cancel: string[] = [];
  const forget: string[] = [];
  for (const [id, atMs] of scheduled) {
    if (atMs > now && !wanted.has(id)) cancel.push(id);
    else if (atMs < now - FORGET_AFTER_MS) forget.push(id);
  }
  return { play, cancel, forget };
}

/** Keeps the engine's scheduled tones equal to `tones` (see the module comment). */
export function useToneSchedule(tones: readonly PlannedTone[]): void {
  const scheduledRef = useRef(new Map<string, { atMs: number; handle: PlaybackHandle }>());
  const hasWarnedRef = useRef(false);
  const key = tones.map((tone) => tone.id).join();

  const apply = useEffectEvent(() => {
    const scheduled = scheduledRef.current;
    const now = Date.now();
    const times = new Map([...scheduled].map(([id, entry]) => [id, entry.atMs]));
    const { play, cancel, forget } = planToneChanges(times, tones, now);
    for (const id of cancel) {
      scheduled.get(id)?.handle.stop();
      scheduled.delete(id);
    }
    for (const id of forget) scheduled.delete(id);
    const engine = getAudioEngine();
    for (const tone of play) {
      const handle = engine.playTone({
        frequency: tone.hz,
        durationSec: tone.durationSec,
        gain: tone.gain ?? 0.25,
        delaySec: Math.max(0, tone.atMs - now) / 1000,
      });
      // why no entry without a handle: audio is still locked; a later render may still make it
      if (handle) scheduled.set(tone.id, { atMs: tone.atMs, handle });
      else if (!hasWarnedRef.current) {
        hasWarnedRef.current = true;
        console.info('audio: tones skipped while audio is unavailable');
      }
    }
  });

  useEffect(() => apply(), [key]);

  useEffect(() => {
    const scheduled = scheduledRef.current;
    return () => {
      const now = Date.now();
      for (const entry of scheduled.values()) if (entry.atMs > now) entry.handle.stop();
      scheduled.clear();
    };
  }, []);
}
