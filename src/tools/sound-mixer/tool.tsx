/**
 * Sound mixer island (docs/tools/sound-mixer.md#screen, #behaviour; issues 24 and 27): the 14 tiles are the page, a
 * compact bar holds one play/pause, the timer and the master volume, and a finished timer ends with the
 * kit's completion card and a closing bell. A tapped sound loads first and plays as soon as it is in;
 * the other files follow behind it.
 */
import { useEffect } from 'react';
import { SessionEndedSummary } from '../../components/session/session-summary';
import { getAudioEngine } from '../../lib/audio/audio-engine';
import { useMediaSession } from '../../lib/audio/media-session';
import { useCompletion } from '../../lib/session/use-completion';
import { useRunningSession } from '../../lib/session/use-running-session';
import { useSession } from '../../lib/session/use-session';
import { initialState, mixOf, soundMixer } from './machine';
import { MixChips } from './parts/mix-chips';
import { MixerBar, MixerEnd } from './parts/mixer-bar';
import { MixerSummary } from './parts/mixer-summary';
import { SaveShareSection } from './parts/save-share-section';
import { SoundGrid } from './parts/sound-grid';
import { SoundTile } from './parts/sound-tile';
import { useMixerAudio } from './parts/use-mixer-audio';
import { useMixerControls } from './parts/use-mixer-controls';
import { useMixerFiles } from './parts/use-mixer-files';
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
  const { toggle, setVolume, applyMix, actions } = useMixerControls(state, send);
  const seconds = soundMixer.factsOf(state).record?.seconds ?? 0;

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

      <MixerSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        seconds={seconds}
        soundCount={view.selectedCount}
        onStopTimer={actions.onStopTimer}
      />
      <SessionEndedSummary ending={ending} />
      <MixerEnd />
    </div>
  );
}
