/**
 * The cues channel: a machine names the sound or vibration a transition asks for (a tone at a phase
 * change, a bell when the eyes close, a strike), and this one hook plays it, once per cue. The cue's
 * `key` changes exactly when a new cue is due (the phase number, the strike count), so a re-render, a
 * tick or a restored page never repeats one, and a cue that arrives while sound is off is simply not
 * played (nothing is queued for later).
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { vibrate } from '../haptics';

/** A sound and/or vibration asked for by the machine; `sound` is the tool's own name for it. */
export interface Cue<K> {
  /** Changes once per cue: the same key is never played twice in a row. */
  readonly key: string | number;
  /** What to sound, in the tool's terms (a tone, a bell, a strike), or null for silence. */
  readonly sound: K | null;
  /** A vibration pattern (ms), or null. */
  readonly vibration?: number | readonly number[] | null;
}

/**
 * Plays each new cue: `play(sound)` for its sound, and its vibration. The cue present at mount counts as
 * already played (the server render's).
 */
export function useCues<K>(cue: Cue<K> | null, play: (sound: K) => void): void {
  const lastKeyRef = useRef<string | number | null>(cue?.key ?? null);
  const onCue = useEffectEvent((next: Cue<K>) => {
    if (next.vibration !== null && next.vibration !== undefined) vibrate(next.vibration);
    if (next.sound !== null) play(next.sound);
  });
  const key = cue?.key ?? null;
  useEffect(() => {
    if (key === lastKeyRef.current) return;
    lastKeyRef.current = key;
    if (cue !== null) onCue(cue);
    // why only the key: a cue is due when its key changes, not when its object is rebuilt
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
