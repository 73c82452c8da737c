/** Singing bowl island (docs/tools/sound-bowl.md#screen, #behaviour, #validation, #errors, #constants) with a meditation timer. */
import { useEffect, useRef } from 'react';
import { SessionEndedSummary } from '../../components/session/session-summary';
import { getAudioEngine, type PlaybackHandle } from '../../lib/audio/audio-engine';
import { getSoundBank } from '../../lib/audio/sound-bank';
import { useMediaSession } from '../../lib/audio/media-session';
import { bowl as BOWL } from '../../lib/audio/library/sounds/bowl';
import { useAudioStatus } from '../../lib/audio/use-audio-status';
import { useCompletion } from '../../lib/session/use-completion';
import { useCues } from '../../lib/session/use-cues';
import { useSession } from '../../lib/session/use-session';
import {
  cueOf,
  initialState,
  RING_MS,
  soundBowl,
  type BowlSound,
  type TimerOptions,
} from './machine';
import { BowlTransport, StrikeButton } from './parts/bowl-controls';
import { BowlReadout, announce } from './parts/bowl-readout';
import { BowlSummary } from './parts/bowl-summary';
import { BowlTimers } from './parts/bowl-timers';
import { BowlTopBar } from './parts/bowl-top-bar';
import { STORE } from './storage';

/** How quickly the ring fades when the bowl stops, pauses or is struck again (s). */
const FADE_OUT_SEC = { stopped: 1.2, paused: 0.15, playing: 0.05 } as const;

/** The singing bowl tool. */
export default function SoundBowl() {
  const { state, view, send, post, completions, ending } = useSession(
    soundBowl,
    () => initialState(RING_MS),
    STORE,
  );
  const { volume, isMuted, between, intervalMin, warmupSec, customMin } = state.settings;
  const timer: TimerOptions = { between, intervalMin, warmupSec };
  const summary = useCompletion(completions);
  const loadStatus = useAudioStatus(BOWL.id);
  const handleRef = useRef<PlaybackHandle | null>(null);

  useEffect(() => {
    // Phones attach lock-screen controls to media elements: play the bowl through one.
    getAudioEngine().preferMediaOutput();
    void getSoundBank().load(BOWL.id, BOWL.sources);
  }, []);
  // Lock-screen and headset controls: play or resume, pause, and Stop as the bowl's own Stop button.
  useMediaSession({
    isActive: view.isPlaying || view.isPaused,
    isPlaying: view.isPlaying,
    title: 'Sound Bowl',
    onPlay: () => send({ type: view.isPaused ? 'resume' : 'start' }),
    onPause: () => send({ type: 'pause' }),
    onStop: () => send({ type: 'reset' }),
  });
  useEffect(() => {
    const audio =
      loadStatus === 'loaded' ? 'ready' : loadStatus === 'failed' ? 'unavailable' : 'loading';
    post({ type: 'setLoadStatus', loadStatus: audio });
  }, [loadStatus, post]);
  useEffect(() => getAudioEngine().setMasterVolume(volume), [volume]);
  useEffect(() => getAudioEngine().setMuted(isMuted), [isMuted]);

  // A bowl stopped or paused fades out rather than cutting off.
  const { status } = state;
  useEffect(() => {
    if (status === 'playing') return;
    handleRef.current?.stop(FADE_OUT_SEC[status]);
    handleRef.current = null;
  }, [status]);
  // The machine says when the sound starts (strike, bell or resume); a new strike replaces the ring.
  useCues(cueOf(state), ({ offsetMs }: BowlSound) => {
    handleRef.current?.stop(FADE_OUT_SEC.playing);
    handleRef.current = getSoundBank().playOnce(BOWL.id, { gain: 1, offsetSec: offsetMs / 1000 });
    if (!handleRef.current) post({ type: 'fail' });
  });
  useEffect(() => () => handleRef.current?.stop(), []);

  const retry = () => {
    send({ type: 'retry' });
    void getSoundBank().load(BOWL.id, BOWL.sources);
  };
  return (
    <section
      aria-label="Singing bowl"
      className="relative mx-auto flex max-w-xl flex-col items-center rounded-card border border-line bg-surface px-6 pt-14 pb-10 shadow-soft"
    >
      <BowlTopBar isMuted={isMuted} volume={volume} audio={view.audio} timer={timer} send={send} />

      <StrikeButton
        isRinging={view.isRinging}
        strikeKey={state.playId}
        isDisabled={view.isDisabled}
        onStrike={() => send({ type: 'strike' })}
      />

      <p className="sr-only" aria-live="polite" data-testid="bowl-announcement">
        {announce(view, state.durationMin, state.timer)}
      </p>
      <BowlReadout
        view={view}
        timer={state.status === 'stopped' ? timer : state.timer}
        onRetry={retry}
      />

      <BowlTransport
        view={view}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
        onStop={() => send({ type: 'reset' })}
      />

      <BowlTimers
        chosenMin={state.durationMin}
        customMin={customMin}
        timer={timer}
        disabled={view.isDisabled}
        onStart={(durationMin, isCustom) => send({ type: 'startTimed', durationMin, isCustom })}
      />
      <p className="mt-6 hidden text-center text-sm text-muted md:block">
        <kbd className="rounded border border-line px-1.5 py-0.5 font-sans text-xs">Space</kbd> to
        play or pause
      </p>

      {view.completed && (
        <BowlSummary
          completed={view.completed}
          open={summary.isOpen}
          onOpenChange={summary.setOpen}
          onNewSession={() => {
            summary.setOpen(false);
            send({ type: 'reset' });
          }}
        />
      )}
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
