/**
 * Makes the mixer's state sound: the machine decides every level, one-shot and failure; this hook only
 * reconciles the audio engine with them (start, ramp, stop), as React reconciles the DOM.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { getAudioEngine } from '../../../lib/audio/audio-engine';
import { getSoundBank, type SoundHandle } from '../../../lib/audio/sound-bank';
import { FADE_STEP_MS, fadeOutSec } from '../fades';
import type { View } from '../machine';
import { MIXER_SOUNDS, isOneShot, loopOptionsOf, type MixerKey } from '../sounds';

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

/** Plays the mixer's `view` through the audio engine; `master` is 0–1. */
export function useMixerAudio(view: View, master: number, statusKey: string): void {
  const appliedRef = useRef(new Map<MixerKey, number>());
  const soundingRef = useRef(new Map<number, Sounding>());
  const warnedRef = useRef(new Set<MixerKey>());
  const { levels, status, oneShotPlays, unplayable } = view;

  // Loops follow their level: start, ramp to each fade step, stop at silence.
  useEffect(() => {
    const bank = getSoundBank();
    const applied = appliedRef.current;
    for (const { id, bounds } of LOOPS) {
      const level = levels[id];
      const isPlaying = bank.isLoopPlaying(id);
      if (level > 0 && !isPlaying) {
        if (bank.playLoop(id, { gain: level, fadeInSec: STEP_RAMP_SEC, ...bounds })) {
          applied.set(id, level);
        }
      } else if (level > 0 && applied.get(id) !== level) {
        bank.setLoopGain(id, level, STEP_RAMP_SEC);
        applied.set(id, level);
      } else if (level === 0 && isPlaying) {
        // docs/tools/sound-mixer.md#behaviour: at zero every sound stops; the end fade has already silenced the mix
        bank.stopLoop(id, { fadeOutSec: status === 'complete' ? 0 : STEP_RAMP_SEC });
        applied.delete(id);
      }
    }
    // statusKey: a loop whose sound finishes decoding starts on the next pass
  }, [levels, status, statusKey]);

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
      for (const item of soundingRef.current.values()) item.handle.stop(0.2);
    },
    [],
  );
}
