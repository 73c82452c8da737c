/**
 * Makes the mixer's state sound: the machine decides every level, one-shot and failure; this hook only
 * reconciles the audio engine with them (start, ramp, stop), as React reconciles the DOM. Loops ramp
 * towards the level of the next fade step, so a sound turned on starts at the tap (issue 27), and the
 * island may start a loop in the tap itself (`playLoopNow`), before React has drawn anything.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { getAudioEngine } from '../../../lib/audio/audio-engine';
import { headSourcesOf } from '../../../lib/audio/library/playback';
import { getSoundBank, type SoundHandle } from '../../../lib/audio/sound-bank';
import { FADE_STEP_MS, fadeOutSec } from '../fades';
import type { View } from '../machine';
import {
  MIXER_DECODE_RATE_HZ,
  MIXER_SOUNDS,
  isOneShot,
  loopOptionsOf,
  type MixerKey,
} from '../sounds';

/** Ramp for gain changes between fade steps and for volume moves (s): one fade step long. */
const STEP_RAMP_SEC = FADE_STEP_MS / 1000;

const LOOPS = MIXER_SOUNDS.flatMap((sound) => {
  const bounds = loopOptionsOf(sound);
  return bounds ? [{ id: sound.id, bounds }] : [];
});
const ONE_SHOT_IDS = MIXER_SOUNDS.filter(isOneShot).map((sound) => sound.id);

/** A one-shot take the engine is playing. */
interface Sounding {
  readonly id: MixerKey;
  readonly handle: SoundHandle;
  gain: number;
}

/**
 * Stream a chosen loop while it decodes (sound bank `streamWhileLoading`): the first tap on a tile whose
 * file is still on its way is heard as the file arrives, not after the decode of a 45 s loop (issue 27:
 * 1.4 s from tap to Rain on a slowed phone on slow 4G, against 5.3 s waiting for the decode).
 */
const STREAM_WHILE_LOADING = true;

const loopBoundsOf = new Map(LOOPS.map((loop) => [loop.id, loop.bounds]));
/** Loop gains the engine has been asked for, by sound (shared by the hook and `playLoopNow`). */
const applied = new Map<MixerKey, number>();

/**
 * Starts a loop at `gain` at once (decoded, else its head or its file as it streams in): from the
 * visitor's tap, before the next render, so React's render is off the path from tap to sound, and from
 * the hook's passes. Does nothing for a one-shot, a sound that cannot play yet, locked audio, a silent
 * gain or a loop already playing; the hook's next pass takes over (ramps, stops) as usual.
 */
export function playLoopNow(id: MixerKey, gain: number): void {
  const bounds = loopBoundsOf.get(id);
  const bank = getSoundBank();
  if (!bounds || gain <= 0 || bank.isLoopPlaying(id)) return;
  if (
    bank.playLoop(id, {
      gain,
      fadeInSec: STEP_RAMP_SEC,
      streamWhileLoading: STREAM_WHILE_LOADING,
      ...bounds,
    })
  ) {
    applied.set(id, gain);
  }
}

/**
 * Loads the heads of the mixer's loops (the sound bank's `loadHead`: each loop's first 4 s), one at a
 * time, in the tiles' order, so a first tap on any of them starts from memory (issue 27: on a phone a
 * cold tap's file only reaches the page after the tap's click). Stops at the first sound chosen: from
 * then the whole files load behind it. Never rejects.
 */
export async function loadLoopHeads(): Promise<void> {
  const bank = getSoundBank();
  for (const sound of MIXER_SOUNDS) {
    const head = headSourcesOf(sound.entry);
    if (MIXER_SOUNDS.some(({ id }) => bank.getStatus(id) !== 'idle')) return;
    if (head) await bank.loadHead(sound.id, head, MIXER_DECODE_RATE_HZ);
  }
}

/** Plays the mixer's `view` through the audio engine; `master` is 0–1. */
export function useMixerAudio(view: View, master: number, statusKey: string): void {
  const soundingRef = useRef(new Map<number, Sounding>());
  const warnedRef = useRef(new Set<MixerKey>());
  const { levels, levelsAhead, status, oneShotPlays, unplayable } = view;

  // Loops follow the next fade step's level: start, ramp to each step on time, stop at silence.
  useEffect(() => {
    const bank = getSoundBank();
    for (const { id } of LOOPS) {
      const level = levelsAhead[id];
      const isPlaying = bank.isLoopPlaying(id);
      if (level > 0 && !isPlaying) playLoopNow(id, level);
      else if (level > 0 && applied.get(id) !== level) {
        bank.setLoopGain(id, level, STEP_RAMP_SEC);
        applied.set(id, level);
      } else if (level === 0 && isPlaying) {
        // docs/tools/sound-mixer.md#behaviour: at zero every sound stops; the end fade has already silenced the mix
        bank.stopLoop(id, { fadeOutSec: status === 'complete' ? 0 : STEP_RAMP_SEC });
        applied.delete(id);
      }
    }
    // statusKey: a loop whose sound finishes decoding starts on the next pass
  }, [levelsAhead, status, statusKey]);

  // One-shot takes: start each new play once; follow the channel's level; fade out with it.
  useEffect(() => {
    const bank = getSoundBank();
    const sounding = soundingRef.current;
    const current = new Set<number>();
    for (const id of ONE_SHOT_IDS) {
      const level = levels[id];
      for (const play of oneShotPlays[id] ?? []) {
        current.add(play.seq);
        const known = sounding.get(play.seq);
        if (known) {
          if (known.gain !== level) {
            known.handle.setGain(level, STEP_RAMP_SEC);
            known.gain = level;
          }
          continue;
        }
        const handle = bank.playOnce(play.takeId, { gain: level });
        if (handle) sounding.set(play.seq, { id, handle, gain: level });
      }
    }
    for (const [seq, item] of sounding) {
      if (current.has(seq)) continue;
      // the channel went off, paused or finished: fade with it (a take that ended just stops)
      item.handle.stop(status === 'complete' ? 0 : fadeOutSec(item.gain));
      sounding.delete(seq);
    }
  }, [levels, oneShotPlays, status]);

  // docs/tools/sound-mixer.md#errors: a sound that cannot play only warns, once, until it plays again.
  useEffect(() => {
    const warned = warnedRef.current;
    for (const id of unplayable) {
      if (warned.has(id)) continue;
      warned.add(id);
      console.warn(`sound mixer: could not play "${id}"`);
    }
    for (const id of warned) if (!unplayable.includes(id)) warned.delete(id);
  }, [unplayable]);

  // Master volume, and the gentle fade-out over the last seconds of a session.
  const applyMaster = useEffectEvent(() => {
    const engine = getAudioEngine();
    if (view.isEndFading) engine.setMasterVolume(0, view.remainingMs / 1000);
    else engine.setMasterVolume(master, STEP_RAMP_SEC);
  });
  useEffect(() => {
    applyMaster();
  }, [view.isEndFading, master]);

  useEffect(
    () => () => {
      const bank = getSoundBank();
      for (const { id } of LOOPS) bank.stopLoop(id, { fadeOutSec: 0.2 });
      applied.clear();
      for (const item of soundingRef.current.values()) item.handle.stop(0.2);
    },
    [],
  );
}
