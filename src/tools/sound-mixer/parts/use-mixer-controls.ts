/**
 * The mixer's gestures (docs/tools/sound-mixer.md#behaviour; issue 27): a tile's tap and volume, a chosen
 * mix, and the bar's buttons, all stable so the memoised tiles, mixes and bar redraw only for what they
 * show. A tapped sound plays in the tap itself, before React draws.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { Untimed } from '../../../lib/session/use-session';
import { transition, viewOf, type Event, type Mix, type State } from '../machine';
import type { MixerKey } from '../sounds';
import type { MixerBarActions } from './mixer-bar';
import { playLoopNow } from './use-mixer-audio';
import { decode } from './use-mixer-files';

/** A tile's toggle and volume, a mix's Apply, and the bar's actions. */
export function useMixerControls(state: State, send: (event: Untimed<Event>) => void) {
  // The latest state, for tap handlers that start a sound before React draws (see `toggle`).
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  // Stable, so a tile redraws only when its own sound changes (SoundTile is memoised).
  const toggle = useCallback(
    (id: MixerKey) => {
      decode([id], true);
      send({ type: 'toggle', id });
      // issue 27: a decoded loop sounds in the tap itself, at the level the machine gives it (a fade's
      // steps count from the tap, so the state's own time gives the same first step)
      const event = { type: 'toggle', id, now: stateRef.current.now } satisfies Event;
      playLoopNow(id, viewOf(transition(stateRef.current, event)).levelsAhead[id]);
    },
    [send],
  );
  const setVolume = useCallback(
    (id: MixerKey, volume: number) => send({ type: 'setVolume', id, volume }),
    [send],
  );

  // A mix chosen by the visitor plays at once, as a tile does.
  const applyMix = useCallback(
    (mix: Mix) => {
      decode(mix.on, true);
      send({ type: 'applyMix', mix, isPlayed: true });
    },
    [send],
  );

  // stable, like the callbacks above: the bar, the mixes and the presets are memoised, so a tap or a fade
  // step redraws only what it changes
  const actions = useMemo<MixerBarActions>(
    () => ({
      onPlay: () => send({ type: 'play' }),
      onPause: () => send({ type: 'pause' }),
      onStartTimer: () => send({ type: 'start' }),
      onStopTimer: () => send({ type: 'stopTimer' }),
      onReset: () => send({ type: 'reset' }),
      onDuration: (durationMin) => send({ type: 'setDuration', durationMin }),
      onMaster: (volume) => send({ type: 'setMaster', volume }),
    }),
    [send],
  );

  return { toggle, setVolume, applyMix, actions };
}
