/**
 * Sound mixer island (docs/tools/sound-mixer.md#screen, #behaviour; issues 24 and 27): the 14 tiles are the page, a
 * compact bar holds one play/pause, the timer and the master volume, and a finished timer ends with the
 * kit's completion card and a closing bell. A tapped sound loads first and plays as soon as it is in;
 * the other files follow behind it.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { SessionSummary, SessionEndedSummary } from '../../components/session/session-summary';
import { getAudioEngine } from '../../lib/audio/audio-engine';
import { useMediaSession } from '../../lib/audio/media-session';
import { formatClock } from '../../lib/clock/format-clock';
import { useCompletion } from '../../lib/session/use-completion';
import { useRunningSession } from '../../lib/session/use-running-session';
import { useSession } from '../../lib/session/use-session';
import {
  initialState,
  mixOf,
  soundMixer,
  transition,
  viewOf,
  type Event,
  type Mix,
} from './machine';
import { MixChips } from './parts/mix-chips';
import { MixerBar, MixerEnd, type MixerBarActions } from './parts/mixer-bar';
import { SaveShareSection } from './parts/save-share-section';
import { SoundGrid } from './parts/sound-grid';
import { SoundTile } from './parts/sound-tile';
import { playLoopNow, useMixerAudio } from './parts/use-mixer-audio';
import { decode, useMixerFiles } from './parts/use-mixer-files';
import type { MixerKey } from './sounds';
import { STORE } from './storage';

/** The sound mixer tool. */
export default function SoundMixer() {
  // the mix and a timer under way are kept by the kit (STORE): after a reload the mix is back, quiet,
  // with one Play; a running timer waits paused where the wall clock says
  const { state, view, send, post, completions, ending } = useSession(
    soundMixer,
    () => initialState(),
    STORE,
  );
  const summary = useCompletion(completions, {
    // why a moment later: the mix has just faded out with the master volume, which comes back first
    onComplete: () =>
      // (the bell's code loads at the end: it is the only sound the mixer makes itself)
      void import('../../lib/audio/chimes').then(
        ({ CLOSING_BELL, playChime }) =>
          playChime(CLOSING_BELL.map((note) => ({ ...note, atSec: note.atSec + 0.15 }))),
        () => undefined,
      ),
  });
  // the files: status, decoding of chosen sounds, the rest behind them, a shared link (use-mixer-files.ts)
  const statusKey = useMixerFiles(state.channels, post);
  useMixerAudio(view, state.master, statusKey);
  useMediaSession({
    isActive: view.selectedCount > 0,
    isPlaying: view.isAudible,
    title: 'Sound Mixer',
    onPlay: () => send({ type: 'play' }),
    onPause: () => send({ type: 'pause' }),
  });
  // issue 42: the mix playing without a timer is a session too: the screen stays awake and the install
  // popup waits (the timer's own session holds both while it runs)
  useRunningSession(view.isAudible && !view.isRunning);
  // Phones attach lock-screen controls to media elements: play the mix through one.
  useEffect(() => getAudioEngine().preferMediaOutput(), []);
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

  const seconds = soundMixer.factsOf(state).record?.seconds ?? 0;
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

  return (
    // why the bottom padding on phones: the session bar is fixed over the last 5 rem of the page
    <div className="flex flex-col gap-5 max-md:pb-24">
      <MixerBar
        view={view}
        durationMin={state.durationMin}
        master={state.master}
        actions={actions}
      />

      <MixChips onApply={applyMix} />

      <section aria-label="Sounds">
        <SoundGrid
          renderTile={(sound) => (
            <SoundTile
              key={sound.id}
              sound={sound}
              isOn={state.channels[sound.id].isOn}
              volume={state.channels[sound.id].volume}
              level={view.levels[sound.id]}
              hasFailed={view.failed.includes(sound.id)}
              isLoading={view.loading.includes(sound.id)}
              onToggle={toggle}
              onVolume={setVolume}
            />
          )}
        />
      </section>

      <SaveShareSection mix={mixOf(state)} />

      <SessionSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        seconds={seconds}
        items={[
          { label: 'Time', value: formatClock(seconds), testId: 'summary-time' },
          { label: 'Sounds', value: String(view.selectedCount), testId: 'summary-sounds' },
        ]}
        onNewSession={() => {
          summary.setOpen(false);
          send({ type: 'stopTimer' });
        }}
      />
      <SessionEndedSummary ending={ending} />
      <MixerEnd />
    </div>
  );
}
